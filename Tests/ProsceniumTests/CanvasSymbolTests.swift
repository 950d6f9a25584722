import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// `Canvas(renderer:symbols:)`: tagged symbol views are the canvas's
/// children; the renderer finds them by tag, at the size the display
/// measured, and draws them with `symbol` commands.
@MainActor @Suite struct CanvasSymbolTests {
    @Test func theRendererFindsItsSymbolsByTagAtTheirMeasuredSize() throws {
        let ui = ViewHarness(Canvas { context, size in
            #expect(context.resolveSymbol(id: "missing") == nil)
            guard let star = context.resolveSymbol(id: "star"), let dot = context.resolveSymbol(id: 7) else { return }
            context.draw(star, at: CGPoint(x: 30, y: size.height / 2))
            var moved = context
            moved.translateBy(x: 100, y: 0)
            moved.draw(dot, in: CGRect(x: 1, y: 2, width: 3, height: 4))
        } symbols: {
            Image(systemName: "star.fill").tag("star")
            Circle().frame(width: 8, height: 8).tag(7)
        })
        let canvas = try #require(ui.all(.canvas).first)
        #expect(canvas.children.map(\.tag) == [.canvasSymbol, .canvasSymbol])
        #expect(canvas.children[0].children.first?.tag == .image)
        try ui.send(HostEvent(kind: .geometry, target: canvas.id, width: 200, height: 60))
        // Before the display has measured the symbols, they are found with no size.
        var commands = try #require(ui.all(.canvas).first?.drawing?.commands)
        #expect(commands.contains(.symbol(index: 0, x: 30, y: 30, width: 0, height: 0)))
        try ui.send(HostEvent(kind: .geometry, target: canvas.children[0].id, width: 40, height: 36))
        commands = try #require(ui.all(.canvas).first?.drawing?.commands)
        // Centred on its point at its measured size.
        #expect(commands.contains(.symbol(index: 0, x: 10, y: 12, width: 40, height: 36)))
        // Drawn in a moved copy's coordinates: under its transform.
        let dot = try #require(commands.firstIndex(of: .symbol(index: 1, x: 1, y: 2, width: 3, height: 4)))
        #expect(commands[dot - 1] == .transform(a: 1, b: 0, c: 0, d: 1, tx: 100, ty: 0))
    }

    @Test func aSymbolThatChangesSizeIsDrawnAgainAtItsNewSize() throws {
        let ui = ViewHarness(Canvas { context, _ in
            if let label = context.resolveSymbol(id: 0) { context.draw(label, at: .zero, anchor: .topLeading) }
        } symbols: {
            Text("Label").tag(0)
        })
        let canvas = try #require(ui.all(.canvas).first)
        try ui.send(HostEvent(kind: .geometry, target: canvas.id, width: 100, height: 20))
        try ui.send(HostEvent(kind: .geometry, target: canvas.children[0].id, width: 36, height: 16))
        #expect(ui.all(.canvas).first?.drawing?.commands.contains(.symbol(index: 0, x: 0, y: 0, width: 36, height: 16)) == true)
        try ui.send(HostEvent(kind: .geometry, target: canvas.children[0].id, width: 50, height: 16))
        #expect(ui.all(.canvas).first?.drawing?.commands.contains(.symbol(index: 0, x: 0, y: 0, width: 50, height: 16)) == true)
    }
}
