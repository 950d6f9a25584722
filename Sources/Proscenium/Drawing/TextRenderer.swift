import ProsceniumHost

/// A value that draws a text's layout in place of the text
/// (`textRenderer(_:)`): given the lines, runs and glyphs the text engine
/// laid out, it draws them into a graphics context, its own way.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, in the text's coordinates.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
}

nonisolated extension View {
    /// Draws the texts in this view with `renderer`: each text keeps its
    /// place and size, and what shows is what the renderer draws of its layout.
    public func textRenderer<T>(_ renderer: T) -> some View where T: TextRenderer {
        let box = TextRendererBox(renderer)
        return modifier(EnvironmentTransformModifier { $0.textRenderer = box })
    }
}

/// A renderer as the environment carries it.
struct TextRendererBox: @unchecked Sendable {
    // Read only on the main actor, where texts render and canvases draw.
    let draw: (Text.Layout, inout GraphicsContext) -> Void

    init<T: TextRenderer>(_ renderer: T) {
        draw = { renderer.draw(layout: $0, in: &$1) }
    }
}

extension EnvironmentValues {
    private struct TextRendererKey: EnvironmentKey { static var defaultValue: TextRendererBox? { nil } }

    /// The renderer the texts below draw with (`textRenderer(_:)`), nil for the page's own text.
    var textRenderer: TextRendererBox? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension Text {
    /// The text drawn by `renderer`: the text itself, laid out and sized as
    /// always but with clear characters (so it still reads and selects as
    /// text), and over it a canvas of its size where the renderer draws the
    /// text's layout at that width.
    @MainActor func render(with renderer: TextRendererBox, into context: inout RenderContext) {
        let text = self
        let environment = context.environment
        let base = text.foregroundColor(.clear).modifier(EnvironmentTransformModifier { $0.textRenderer = nil })
        let canvas = Canvas { ctx, size in
            var graphics = ctx
            renderer.draw(Text.Layout(text, in: environment, width: size.width), &graphics)
        }
        LayerModifier(role: "overlay", alignment: .center, layer: canvas).render(content: base, into: &context)
    }
}

extension GraphicsContext {
    /// Draws `line` at its origin: each of its runs in the run's font and colour.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws `run` where its line placed it, in its font and colour.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex ..< run.endIndex), options: options)
    }

    /// Draws the glyphs of `slice` where its run placed them, in the run's font and colour.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.indices.isEmpty else { return }
        let bounds = slice.typographicBounds
        // The page's canvas sets text by the top of its font's ascent.
        draw(.text(slice.string, font: slice.run.font, color: slice.run.color ?? environment.foregroundColorValue,
                   x: Double(bounds.origin.x), y: Double(bounds.origin.y - bounds.ascent), anchorX: 0, anchorY: 0),
             transformed: true)
    }
}
