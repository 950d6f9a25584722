import ProsceniumHost

/// A container that arranges its views in a two-dimensional layout: each
/// `GridRow` is a row, each of its views a cell; a column is as wide as its
/// widest cell, a row as tall as its tallest. A view that is not in a
/// `GridRow` takes a row of its own across every column.
///
/// Its element is `grid` with `alignment`, `horizontalSpacing` and
/// `verticalSpacing` (and no `columns`, which lazy grids have): the display
/// counts the columns from the rows.
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.alignment: .alignment(alignment.value)]
        if let horizontalSpacing { attributes[.horizontalSpacing] = .length(Double(horizontalSpacing)) }
        if let verticalSpacing { attributes[.verticalSpacing] = .length(Double(verticalSpacing)) }
        context.setElement(.grid, attributes)
        context.addChildren(content)
    }
}

/// A horizontal row in a `Grid`: each of its views is a cell.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.gridrow, alignment.map { [.alignment: .alignment($0.value2D)] } ?? [:])
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Makes this cell of a `Grid` span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(ElementAttributeModifier(attributes: count == 1 ? [:] : [.columnSpan: .string(String(max(count, 1)))]))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(ElementAttributeModifier(attributes: [.columnAlignment: .alignment(guide.value2D)]))
    }

    /// Places this view in its cell at `anchor` (a unit point of the cell),
    /// instead of by the row's and column's alignment. The browser display
    /// places it at the nearest of the leading (top), centre and trailing
    /// (bottom) positions: CSS grid aligns a cell at those three only.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(ElementAttributeModifier(attributes: [
            .cellAnchor: .string("\(formatNumber(Double(anchor.x))) \(formatNumber(Double(anchor.y)))"),
        ]))
    }

    /// Makes this cell take no size of its own in `axes`: it takes the width
    /// (or height) the other cells give its column (or row), as a divider
    /// across a grid does.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        let value = axes == [.horizontal, .vertical] ? "both" : axes == .horizontal ? "horizontal"
            : axes == .vertical ? "vertical" : nil
        return modifier(ElementAttributeModifier(attributes: value.map { [.unsizedAxes: .string($0)] } ?? [:]))
    }
}
