// Widgets: on a Mac a widget is an app extension that the system's widget
// host (Notification Centre, the desktop) runs and draws from its timeline.
// A browser has no widget host, so nothing here is ever shown; the types are
// SwiftUI's so that an app's files that declare widgets compile
// (docs/COMPATIBILITY.md, "Widgets").

/// A widget's declaration: its configuration, which a widget host shows.
/// Not supported: a browser has no widget host, so a widget is declared, never shown.
@MainActor @preconcurrency
public protocol Widget {
    /// The widget's configuration.
    associatedtype Body: WidgetConfiguration
    /// A widget as the widget host makes it.
    init()
    /// The widget's configuration.
    var body: Self.Body { get }
}

/// What a widget is: its kind, timeline provider and views (WidgetKit's
/// configurations). Not supported: a browser has no widget host, so none is shown.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The configuration this one is made of.
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is made of.
    var body: Self.Body { get }
}

/// The widgets an extension offers. Not supported: a browser has no widget host, so none is shown.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The bundle's widgets.
    associatedtype Body: Widget
    /// A bundle as the widget host makes it.
    init()
    /// The bundle's widgets.
    @WidgetBundleBuilder var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

extension Widget where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive widget") }
}

extension WidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration") }
}

/// A configuration of no widget. Not supported: a browser has no widget host.
@frozen public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    @inlinable nonisolated public init() {}
}

/// A configuration only some systems offer (`if #available` in a widget
/// bundle). Not supported: a browser has no widget host.
@frozen public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    public typealias Body = Never
}

/// Marks a widget that only some systems offer (`if #available` in a bundle).
public protocol _LimitedAvailabilityWidgetMarker {}

/// The widgets of one bundle.
public struct _WidgetBundleWidgets: Widget, _LimitedAvailabilityWidgetMarker {
    public typealias Body = Never
    /// How many widgets the bundle lists.
    public let count: Int
    public init() { count = 0 }
    init(count: Int) { self.count = count }
}

/// Builds a widget bundle's widgets from a block of them. Not supported: a
/// browser has no widget host, so the widgets are counted, never shown.
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildBlock() -> some Widget { _WidgetBundleWidgets(count: 0) }

    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { content }

    public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
        var count = 0
        for _ in repeat each c { count += 1 }
        return _WidgetBundleWidgets(count: count)
    }

    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    @MainActor
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetBundleWidgets(count: 1)
    }

    @MainActor
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetBundleWidgets(count: widget == nil ? 0 : 1)
    }
}

/// Where a container background goes. Not supported: in SwiftUI on macOS 14
/// its only placement is WidgetKit's `.widget`, and a browser has no widget host.
@frozen public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
}

nonisolated extension View {
    /// The background of the container this view is in (a widget's, on
    /// macOS 14). Not supported: no container of that placement exists in a
    /// browser, as none does outside a widget on a Mac; nothing is drawn.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        self
    }

    /// The background of the container this view is in (a widget's, on
    /// macOS 14). Not supported: no container of that placement exists in a
    /// browser, as none does outside a widget on a Mac; nothing is drawn.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        self
    }
}

/// A task the system runs while the app is in the background (a background
/// `URLSession`'s events). Not supported: Linux's `URLSession` has no
/// background sessions and a Proscenium app is never suspended, so no such task is run.
public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String

    /// The events of any background URL session.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(identifier: "*") }

    /// The events of the background URL session `identifier`.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(identifier: identifier)
    }

    /// The events of the background URL sessions whose identifiers match.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(identifier: "*")
    }
}

nonisolated extension Scene {
    /// Runs `action` for `task` when the system wakes the app for it. Not
    /// supported: Linux's `URLSession` has no background sessions, so it never runs.
    nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene {
        self
    }
}

extension WidgetConfiguration {
    /// Runs `action` for `task` when the system wakes the widget for it.
    /// Not supported: a browser has no widget host, so it never runs.
    nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some WidgetConfiguration {
        self
    }
}
