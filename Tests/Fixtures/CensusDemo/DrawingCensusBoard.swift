import SwiftUI

/// Draws each line of a text in its own colour, glyph by glyph.
struct RainbowLines: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        let colors: [Color] = [.red, .blue]
        for (index, line) in layout.enumerated() {
            var copy = ctx
            copy.addFilter(.colorMultiply(colors[index % colors.count]))
            for run in line { copy.draw(run) }
        }
    }
}

/// Text drawn by a renderer, a canvas shadow cast alone, and a row moved by
/// its own width through `visualEffect`.
struct DrawingCensusBoard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Rendered text").font(.title)
                .textRenderer(RainbowLines())
                .accessibilityIdentifier("renderedText")
            Canvas { context, size in
                var shadowed = context
                shadowed.addFilter(.shadow(color: .red, radius: 0, x: 30, y: 0, options: .shadowOnly))
                shadowed.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            }
            .frame(width: 60, height: 20)
            .accessibilityIdentifier("shadowCanvas")
            Text("Moved")
                .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
                .accessibilityIdentifier("movedText")
            CanvasCensusBoard()
        }
    }
}
