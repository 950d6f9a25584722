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
    /// The spacing after this item; not honoured per item on this platform
    /// (the grid's `spacing` applies between all items).
    public var spacing: CGFloat?
    /// How views sit in their cells; not honoured per item on this platform.
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

/// The grid tracks of grid items.
func gridTracks(_ items: [GridItem]) -> AttributeValue { .gridTracks(items.map(\.track)) }

/// Views in a grid that grows downwards, one column per `GridItem`. All its
/// views are made at once; the display lays them out.
///
/// Its element is `grid` with `columns` (grid tracks, one per `GridItem`),
/// `alignment` and `spacing`.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `pinnedViews` is not honoured on this platform: headers scroll away.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.columns] = gridTracks(columns)
        context.setElement(.grid, attributes)
        context.addChildren(content)
    }
}

/// Views in a grid that grows sideways, one row per `GridItem`.
///
/// Its element is `grid` with `rows` (grid tracks), `flow="column"`,
/// `alignment` and `spacing`.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// `pinnedViews` is not honoured on this platform.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @MainActor func render(into context: inout RenderContext) {
        var attributes = stackAttributes(alignment: alignment.value2D, spacing: spacing)
        attributes[.rows] = gridTracks(rows)
        attributes[.flow] = "column"
        context.setElement(.grid, attributes)
        context.addChildren(content)
    }
}
