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

    @MainActor package func render(into context: inout RenderContext) {
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

    @MainActor package func render(into context: inout RenderContext) {
        context.setElement(.gridrow, alignment.map { [.alignment: .alignment($0.value2D)] } ?? [:])
        context.addChildren(content)
    }
}

/// A `GridRow` among a layout's views: its cells become the layout's views,
/// each knowing its row (`GridLayout` reads it; other layouts see the cells
/// as a `Group`'s views).
@MainActor
protocol GridRowCells {
    var rowAlignment: VerticalAlignment? { get }
    func appendCells(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem])
}

extension GridRow: GridRowCells {
    var rowAlignment: VerticalAlignment? { alignment }

    @MainActor func appendCells(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// Which `GridRow` of its layout an item came from: the row's ordinal and alignment.
struct GridRowTrait: ViewTraitKey {
    struct Row {
        var number: Int
        var alignment: VerticalAlignment?
    }

    static var defaultValue: Row? { nil }
}

/// `items` with each `GridRow` among them replaced by its cells.
@MainActor
func expandingGridRows(_ items: [ViewItem]) -> [ViewItem] {
    guard items.contains(where: { $0.view is any GridRowCells }) else { return items }
    var result: [ViewItem] = []
    var number = 0
    for item in items {
        guard let row = item.view as? any GridRowCells else {
            result.append(item)
            continue
        }
        var traits = item.traits
        traits[GridRowTrait.self] = GridRowTrait.Row(number: number, alignment: row.rowAlignment)
        number += 1
        row.appendCells(key: item.key, traits: traits, into: &result)
    }
    return result
}

extension GridCellInfo {
    /// A cell's place from its row's trait and its element's grid attributes
    /// (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`,
    /// `gridCellUnsizedAxes`).
    @MainActor init(traits: ViewTraits, attributes: ElementAttributes) {
        self.init()
        row = traits[GridRowTrait.self]?.number
        rowAlignment = traits[GridRowTrait.self]?.alignment
        columns = attributes[.columnSpan]?.string.flatMap { Int($0) }.map { max($0, 1) } ?? 1
        columnAlignment = attributes[.columnAlignment]?.alignment.map { HorizontalAlignment(value: $0.horizontal) }
        let anchor = (attributes[.cellAnchor]?.string ?? "").split(separator: " ").compactMap { Double($0) }
        if anchor.count == 2, anchor.allSatisfy(\.isFinite) { self.anchor = UnitPoint(x: anchor[0], y: anchor[1]) }
        let unsized = attributes[.unsizedAxes]?.string
        unsizedWidth = unsized == "horizontal" || unsized == "both"
        unsizedHeight = unsized == "vertical" || unsized == "both"
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
