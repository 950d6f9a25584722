import Foundation
import Proscenium

/// One of the plot's drawn marks, for drawing them in one order.
enum DrawnMark {
    case rect(DrawnRect)
    case path(DrawnPath)
    case symbol(DrawnSymbol)

    /// Its place in the drawing: lower layers are drawn first, behind.
    var layer: Int {
        switch self {
        case let .rect(rect): rect.layer
        case let .path(path): path.layer
        case let .symbol(symbol): symbol.layer
        }
    }
}

extension ChartLayout {
    /// Each mark's layer: marks draw by `zIndex(_:)`, and those of one value
    /// in the order they are declared, as Swift Charts draws them. Layers
    /// are even: a line's symbols take the odd layer just above their line.
    static func drawLayers(_ marks: [MarkSpec]) -> [Int] {
        let order = marks.indices.sorted { (marks[$0].zIndex, $0) < (marks[$1].zIndex, $1) }
        var layers = [Int](repeating: 0, count: marks.count)
        for (rank, index) in order.enumerated() { layers[index] = rank * 2 }
        return layers
    }

    /// The plot's marks in the order they are drawn, back to front.
    var drawnMarks: [DrawnMark] {
        let all = paths.map(DrawnMark.path) + rects.map(DrawnMark.rect) + symbols.map(DrawnMark.symbol)
        return all.enumerated()
            .sorted { ($0.element.layer, $0.offset) < ($1.element.layer, $1.offset) }
            .map(\.element)
    }
}
