import ProsceniumHost
import ProsceniumLayout

/// How the layout engine asks a shape of the app's own for its size
/// (`Shape.sizeThatFits(_:)`): the shape's element carries it as the
/// engine's `ExternalLayout` of that element, with no subviews. The
/// built-in shapes are sized by the engine from their outline (a circle's
/// square, the others what they are offered), as their `sizeThatFits(_:)`
/// answers, so only the app's shapes are asked.
final class ShapeSizingBox: ExternalLayoutSource {
    var makeEngineLayout: (@MainActor () -> (any ExternalLayout)?)?
}

/// A shape's `sizeThatFits(_:)` as the engine runs it.
struct ShapeEngineLayout<S: Shape>: ExternalLayout {
    let shape: S

    func sizeThatFits(_ proposal: ProposedSize, subviews: [ExternalSubview]) -> ProsceniumLayout.Size {
        let size = shape.sizeThatFits(ProposedViewSize(proposal))
        return ProsceniumLayout.Size(width: Double(size.width), height: Double(size.height))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [ExternalSubview])
        -> [ElementID: ExternalPlacement] { [:] }

    var hidesUnplaced: Bool { false }
}

/// Whether the engine asks `shape` for its size: a shape of the app's own,
/// or a type-erased one (`AnyShape`) around one.
nonisolated func asksForSize<S: Shape>(_ shape: S) -> Bool {
    if let erased = shape as? AnyShape { return asksForSize(erased.base) }
    return !(shape is any DescribedShape)
}

extension RenderContext {
    /// Lets the engine ask `shape` for its size while it places the
    /// shape's element, when it is a shape the engine cannot size alone.
    mutating func registerShapeSizing<S: Shape>(_ shape: S) {
        guard asksForSize(shape) else { return }
        let box = state("layout") { ShapeSizingBox() }
        box.makeEngineLayout = { ShapeEngineLayout(shape: shape) }
    }
}
