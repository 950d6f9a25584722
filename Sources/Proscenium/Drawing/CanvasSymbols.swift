import ProsceniumHost

// A canvas's symbols: views tagged in `Canvas(renderer:symbols:)` that the
// renderer draws by tag. Each is a `canvasSymbol` child of the canvas, which
// the page lays out unseen and measures; the renderer sees the size it
// measured, and a `symbol` command draws it as the page shows it.

extension GraphicsContext {
    /// One of a canvas's symbol views, found by its tag.
    public struct ResolvedSymbol {
        /// The view's size, as the display measured it (zero until it has).
        public internal(set) var size: CGSize
        let index: Int
    }

    /// The symbol view tagged `id` among the canvas's `symbols`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)].map { ResolvedSymbol(size: $0.size, index: $0.index) }
    }

    /// Draws `symbol` at its size, its `anchor` (a unit point of its bounds) at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - symbol.size.width * anchor.x, y: point.y - symbol.size.height * anchor.y)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    /// Draws `symbol` stretched to `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        draw(.symbol(index: symbol.index, x: Double(rect.minX), y: Double(rect.minY),
                     width: Double(rect.width), height: Double(rect.height)), transformed: true)
    }
}

/// The measured sizes of a canvas's symbols, by their place among them.
final class CanvasSymbolSizes {
    var sizes: [Int: CGSize] = [:]
}

extension Canvas {
    /// The canvas's symbol views as its children, each registered with
    /// `recorder` under its tag with the size the display last measured.
    @MainActor func addSymbols(into context: inout RenderContext, recorder: GraphicsContext.Recorder) -> [ViewItem] {
        let measured = context.state("canvasSymbolSizes") { CanvasSymbolSizes() }
        let canvas = context.node
        return flattenItems(symbols).enumerated().map { index, item in
            if let tag = item.traits.tag, recorder.symbols[tag] == nil {
                recorder.symbols[tag] = (index, measured.sizes[index] ?? .zero)
            }
            let view = CanvasSymbol(content: item.view) { size in
                guard measured.sizes[index] != size else { return }
                measured.sizes[index] = size
                canvas.invalidate(reason: "canvas symbol size")
            }
            return ViewItem(key: item.key.underSlot("symbols"), view: view, traits: item.traits)
        }
    }
}

/// One symbol view: a `canvasSymbol` element the display measures.
nonisolated struct CanvasSymbol: PrimitiveView {
    let content: any View
    let measured: @MainActor (CGSize) -> Void

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.canvasSymbol, [:])
        context.addChildren(content)
        let measured = measured
        context.on(.geometry) { event in
            if let size = event.measuredSize { measured(size) }
        }
    }
}
