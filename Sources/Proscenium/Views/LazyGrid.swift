import ProsceniumHost

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, and the
/// spacing after it.
public struct GridItem: Sendable {
    /// How big a grid column or row is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, within these bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing after this item (and between the views of an adaptive
    /// item); the default spacing when nil.
    public var spacing: CGFloat?
    /// How views sit in this item's cells; the grid's alignment when nil.
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The track for this item, as the render tree carries it.
    var track: GridTrack {
        switch size {
        case let .fixed(value): .fixed(Double(value))
        case let .flexible(minimum, maximum): .flexible(minimum: Double(minimum), maximum: Double(maximum))
        case let .adaptive(minimum, maximum): .adaptive(minimum: Double(minimum), maximum: Double(maximum))
        }
    }
}

/// The grid tracks of grid items, with each item's spacing and alignment
/// where one names them.
func gridTrackAttributes(_ items: [GridItem], key: AttributeKey) -> ElementAttributes {
    var attributes: ElementAttributes = [key: .gridTracks(items.map(\.track))]
    if items.contains(where: { $0.spacing != nil }) {
        attributes[.trackSpacings] = .string(items.map { $0.spacing.map { formatNumber(Double($0)) } ?? "-" }
            .joined(separator: " "))
    }
    if items.contains(where: { $0.alignment != nil }) {
        attributes[.trackAlignments] = .string(items.map { $0.alignment.map { $0.value.description } ?? "-" }
            .joined(separator: " "))
    }
    return attributes
}

/// Views in a grid that grows downwards, one column per `GridItem`. All its
/// views are made at once.
///
/// Its element is `grid` with `columns` (grid tracks, one per `GridItem`),
/// `trackSpacings` and `trackAlignments` (when an item names them),
/// `alignment`, `spacing` (between rows) and `pinnedViews`.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `columns`; `pinnedViews` keeps its sections' headers or
    /// footers in view as its scroll view scrolls.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.pinnedViews] = pinnedViews.attribute
        attributes.merge(gridTrackAttributes(columns, key: .columns)) { $1 }
        context.setElement(.grid, attributes)
        context.addChildren(content)
    }
}

/// Views in a grid that grows sideways, one row per `GridItem`.
///
/// Its element is `grid` with `rows` (grid tracks), `trackSpacings` and
/// `trackAlignments` (when an item names them), `flow="column"`,
/// `alignment`, `spacing` (between columns) and `pinnedViews`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid of `rows`; `pinnedViews` keeps its sections' headers or
    /// footers in view as its scroll view scrolls.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.pinnedViews] = pinnedViews.attribute
        attributes.merge(gridTrackAttributes(rows, key: .rows)) { $1 }
        attributes[.flow] = "column"
        context.setElement(.grid, attributes)
        context.addChildren(content)
    }
}
