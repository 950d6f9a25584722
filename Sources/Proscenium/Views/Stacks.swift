import ProsceniumHost

/// Horizontal alignment of views in a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The position the display reads.
    let value: AlignmentValue.Horizontal
    /// A custom alignment's identifier (`HorizontalAlignment(MyID.self)`).
    var id: (any AlignmentID.Type)? = nil
    /// SwiftUI's name, for diagnostics and guides' keys.
    var name: String { value.name }
    public static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// Vertical alignment of views in a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    /// The position the display reads.
    let value: AlignmentValue.Vertical
    /// A custom alignment's identifier (`VerticalAlignment(MyID.self)`).
    var id: (any AlignmentID.Type)? = nil
    /// SwiftUI's name, for diagnostics and guides' keys.
    var name: String { value.name }
    public static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
}

/// Alignment in both axes.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The alignment as the display reads it.
    var value: AlignmentValue { AlignmentValue(horizontal: horizontal.value, vertical: vertical.value) }
}

extension HorizontalAlignment {
    /// A vertical stack's alignment as the display reads it: centred vertically.
    var value2D: AlignmentValue { AlignmentValue(horizontal: value) }
}

extension VerticalAlignment {
    /// A horizontal stack's alignment as the display reads it: centred horizontally.
    var value2D: AlignmentValue { AlignmentValue(vertical: value) }
}

func stackAttributes(alignment: AlignmentValue, spacing: CGFloat?) -> ElementAttributes {
    var attributes: ElementAttributes = [.alignment: .alignment(alignment)]
    if let spacing { attributes[.spacing] = .length(Double(spacing)) }
    return attributes
}

/// Views in a column.
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor package func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        // Alignment guides are the app's arithmetic: the stack is then placed as a layout.
        if alignment.id != nil || items.contains(where: \.hasAlignmentGuides) {
            LayoutContainer(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content)
                .render(items: items, into: &context)
            return
        }
        context.setElement(.vstack, stackAttributes(alignment: alignment.value2D, spacing: spacing))
        context.addItems(items)
    }
}

/// Views in a row.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor package func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        if alignment.id != nil || items.contains(where: \.hasAlignmentGuides) {
            LayoutContainer(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content)
                .render(items: items, into: &context)
            return
        }
        context.setElement(.hstack, stackAttributes(alignment: alignment.value2D, spacing: spacing))
        context.addItems(items)
    }
}

/// Views on top of each other, the last in front.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    @MainActor package func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        if alignment.horizontal.id != nil || alignment.vertical.id != nil || items.contains(where: \.hasAlignmentGuides) {
            LayoutContainer(layout: ZStackLayout(alignment: alignment), content: content).render(items: items, into: &context)
            return
        }
        context.setElement(.zstack, [.alignment: .alignment(alignment.value)])
        context.addItems(items)
    }
}

/// A column that makes its rows as they scroll into view. Proscenium makes
/// them all; the browser lays them out lazily.
///
/// Its element is `lazyvstack` with `alignment`, `spacing` and
/// `pinnedViews` (the section parts kept in view as it scrolls).
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    @MainActor package func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.pinnedViews] = pinnedViews.attribute
        context.setElement(.lazyvstack, attributes)
        context.addChildren(content)
    }
}

/// A row that makes its views as they scroll into view (all of them, here).
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    @MainActor package func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.pinnedViews] = pinnedViews.attribute
        context.setElement(.lazyhstack, attributes)
        context.addChildren(content)
    }
}

/// Which section headers and footers of a lazy stack or grid stay in view,
/// at the scroll view's edge, while their section is scrolled past.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)

    /// The `pinnedViews` attribute: `headers`, `footers`, both, or none.
    var attribute: AttributeValue? {
        let names = [(Self.sectionHeaders, "headers"), (Self.sectionFooters, "footers")]
            .filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? nil : .string(names.joined(separator: " "))
    }
}

/// Space that grows along its stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    @MainActor package func render(into context: inout RenderContext) {
        context.setElement(.spacer, minLength.map { [.minLength: .length(Double($0))] } ?? [:])
    }
}

/// A thin line between views.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    @MainActor package func render(into context: inout RenderContext) {
        context.setElement(context.environment.isInMenu ? .separator : .divider)
    }
}
