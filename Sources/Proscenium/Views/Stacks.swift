/// Horizontal alignment of views in a vertical stack.
public struct HorizontalAlignment: Hashable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of views in a horizontal stack.
public struct VerticalAlignment: Hashable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
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

    var name: String {
        if vertical == .center { return horizontal.name }
        if horizontal == .center { return vertical.name }
        return vertical.name + horizontal.name.prefix(1).uppercased() + horizontal.name.dropFirst()
    }
}

func stackAttributes(alignment: String, spacing: CGFloat?) -> ElementAttributes {
    var attributes: ElementAttributes = [.alignment: .string(alignment)]
    if let spacing { attributes[.spacing] = .length(Double(spacing)) }
    return attributes
}

/// A number as the display reads it: no trailing ".0".
func formatNumber(_ value: Double) -> String {
    if value.isInfinite { return "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
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
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.vstack, stackAttributes(alignment: alignment.name, spacing: spacing))
        context.addChildren(content)
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
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.hstack, stackAttributes(alignment: alignment.name, spacing: spacing))
        context.addChildren(content)
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
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.zstack, [.alignment: .string(alignment.name)])
        context.addChildren(content)
    }
}

/// A column that makes its rows as they scroll into view. Proscenium makes
/// them all; the browser lays them out lazily.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.lazyvstack, stackAttributes(alignment: alignment.name, spacing: spacing))
        context.addChildren(content)
    }
}

/// A row that makes its views as they scroll into view (all of them, here).
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.lazyhstack, stackAttributes(alignment: alignment.name, spacing: spacing))
        context.addChildren(content)
    }
}

/// Which headers and footers stay pinned in a lazy stack (not pinned here).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Space that grows along its stack's axis.
nonisolated public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.spacer, minLength.map { [.minLength: .length(Double($0))] } ?? [:])
    }
}

/// A thin line between views.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(context.environment.isInMenu ? .separator : .divider)
    }
}
