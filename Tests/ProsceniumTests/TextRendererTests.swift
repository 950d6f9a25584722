import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Remembers the layouts a renderer was given (read and written on the main thread).
private final class LayoutLog: @unchecked Sendable {
    var layouts: [Text.Layout] = []
}

private struct Highlight: TextAttribute {}

/// Draws every other line, and records what it was given.
private struct AlternateLines: TextRenderer {
    let log: LayoutLog
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        log.layouts.append(layout)
        for (index, line) in layout.enumerated() where index.isMultiple(of: 2) { ctx.draw(line) }
    }
}

/// Draws only the highlighted runs, one glyph at a time.
private struct HighlightedOnly: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line where run[Highlight.self] != nil {
                for glyph in run { ctx.draw(glyph) }
            }
        }
    }
}

@MainActor @Suite struct TextRendererTests {
    private func texts(_ commands: [DrawingValue.Command]) -> [(String, Double, Double)] {
        commands.compactMap { if case let .text(string, _, _, x, y, _, _) = $0 { (string, x, y) } else { nil } }
    }

    @Test func aRendererDrawsTheLinesTheTextEngineBroke() throws {
        let log = LayoutLog()
        let ui = ViewHarness(Text("alpha beta gamma delta").textRenderer(AlternateLines(log: log)))
        // The text keeps its element (clear) and the renderer draws over it.
        let text = try #require(ui.all(.text).first)
        #expect(text.text == "alpha beta gamma delta")
        let canvas = try #require(ui.all(.canvas).first)
        try ui.send(HostEvent(kind: .geometry, target: canvas.id, width: 60, height: 64))
        let layout = try #require(log.layouts.last)
        // Too wide for 60 points: broken at spaces, each line in its own row.
        let lines = layout.map { line in line.flatMap { run in run.characterIndices } }
        #expect(layout.count > 1)
        #expect(lines.flatMap { $0 }.count == "alphabetagammadelta".count)
        for line in layout { #expect(line.typographicBounds.width <= 60) }
        let baselines = layout.map(\.origin.y)
        #expect(baselines == baselines.sorted() && Set(baselines).count == baselines.count)
        let first = layout[0].typographicBounds
        #expect(first.ascent > 8 && first.descent > 1 && first.rect.minY < first.origin.y)
        // Only the even lines are drawn, each at its line's baseline.
        let drawn = texts(try #require(ui.all(.canvas).first?.drawing?.commands))
        #expect(drawn.count == (layout.count + 1) / 2)
        #expect(drawn.first?.0 == "alpha")
        #expect(drawn.first.map { $0.2 < Double(layout[0].origin.y) } == true)
    }

    @Test func runsCarryTheirCustomAttributesAndGlyphs() throws {
        let text = Text("plain ") + Text("marked").customAttribute(Highlight()) + Text(" plain")
        let ui = ViewHarness(text.textRenderer(HighlightedOnly()))
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 400, height: 16))
        let drawn = texts(try #require(ui.all(.canvas).first?.drawing?.commands))
        // One command per glyph of the marked run, left to right.
        #expect(drawn.map(\.0) == ["m", "a", "r", "k", "e", "d"])
        let xs = drawn.map(\.1)
        #expect(xs == xs.sorted() && xs[0] > 20)
    }

    @Test func slicesAndCharacterIndicesAddUp() throws {
        let log = LayoutLog()
        let ui = ViewHarness(Text("Hello").textRenderer(AlternateLines(log: log)))
        try ui.send(HostEvent(kind: .geometry, target: try #require(ui.all(.canvas).first).id, width: 200, height: 16))
        let run = try #require(log.layouts.last?.first?.first)
        #expect(run.count == 5)
        let slice = run[1 ..< 3]
        #expect(slice.characterIndices.map { run.characterIndices[0].distance(to: $0) } == [1, 2])
        let whole = run.typographicBounds, part = slice.typographicBounds
        #expect(part.origin.x > whole.origin.x && part.width < whole.width && part.width > 0)
        #expect(Text.Layout.RunSlice(run: run, indices: 0 ..< 5).typographicBounds == whole)
        #expect(run.layoutDirection == .leftToRight)
    }
}
