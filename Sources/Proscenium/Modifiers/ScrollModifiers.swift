import ProsceniumHost

/// Whether scroll views show their scroll bars (`scrollIndicators(_:axes:)`).
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// The scroll view's own choice (its `showsIndicators`).
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    /// Show the scroll bars.
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    /// Hide the scroll bars.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    /// Never show the scroll bars, even where a scroll view would keep them.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }

    public var description: String { name }

    /// Whether the bars hide, for a scroll view that would show them when `shows`.
    func hides(_ shows: Bool) -> Bool {
        switch name {
        case "hidden", "never": true
        case "visible": false
        default: !shows
        }
    }
}

nonisolated extension View {
    /// Shows or hides the scroll bars of the scroll views in this view, on
    /// the axes given. The display hides a scroll view's bars when every axis
    /// it scrolls on hides them: a browser has one setting for both bars, so
    /// hiding one bar of a view that scrolls both ways is not honoured.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        })
    }

    /// Stops the scroll views in this view from scrolling by wheel, touch or
    /// keys; `ScrollViewReader` and `scrollPosition` still move them.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentTransformModifier { $0.isScrollEnabled = !disabled })
    }

    /// The point of their content the scroll views in this view start
    /// scrolled to (`.bottom`: the end, as a chat does), and keep in view as
    /// their content grows while the person has not scrolled away from it.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        modifier(EnvironmentTransformModifier { $0.defaultScrollAnchor = anchor })
    }

    /// Where the scroll views in this view settle after the person scrolls:
    /// `.paging` (whole pages of the scroll view's size) or `.viewAligned`
    /// (the edge of a view of its `scrollTargetLayout()`), by CSS scroll
    /// snapping in the display. A behaviour of the app's own type is not
    /// honoured: the browser cannot run it as it scrolls, so its scroll views settle anywhere.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(EnvironmentTransformModifier { $0.scrollSnap = (behavior as? any BuiltInScrollTargetBehavior)?.snapName })
    }
}

extension EnvironmentValues {
    private struct HorizontalIndicatorsKey: EnvironmentKey {
        static var defaultValue: ScrollIndicatorVisibility { .automatic }
    }

    private struct VerticalIndicatorsKey: EnvironmentKey {
        static var defaultValue: ScrollIndicatorVisibility { .automatic }
    }

    private struct ScrollEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    private struct ScrollAnchorKey: EnvironmentKey {
        static var defaultValue: UnitPoint? { nil }
    }

    private struct ScrollSnapKey: EnvironmentKey {
        static var defaultValue: String? { nil }
    }

    /// The visibility of the scroll bars of horizontally scrolling content.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }

    /// The visibility of the scroll bars of vertically scrolling content.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// Whether scroll views here scroll when the person scrolls (`scrollDisabled(_:)`).
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    var defaultScrollAnchor: UnitPoint? {
        get { self[ScrollAnchorKey.self] }
        set { self[ScrollAnchorKey.self] = newValue }
    }

    /// The `scrollSnap` attribute of scroll views here (nil: they settle anywhere).
    var scrollSnap: String? {
        get { self[ScrollSnapKey.self] }
        set { self[ScrollSnapKey.self] = newValue }
    }

    /// The scroll-behaviour attributes of a scroll view on `axes` here, shown
    /// with `showsIndicators`.
    func scrollAttributes(axes: Axis.Set, showsIndicators: Bool, into attributes: inout [AttributeKey: AttributeValue]) {
        var visibilities: [ScrollIndicatorVisibility] = []
        if axes.contains(.horizontal) { visibilities.append(horizontalScrollIndicatorVisibility) }
        if axes.contains(.vertical) { visibilities.append(verticalScrollIndicatorVisibility) }
        let hides = visibilities.isEmpty ? !showsIndicators : visibilities.allSatisfy { $0.hides(showsIndicators) }
        if hides { attributes[.indicators] = false }
        if !isScrollEnabled { attributes[.scrollEnabled] = false }
        if let anchor = defaultScrollAnchor { attributes[.scrollAnchor] = .string("\(Double(anchor.x)) \(Double(anchor.y))") }
        if let snap = scrollSnap { attributes[.scrollSnap] = .string(snap) }
    }
}
