import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// An Option-drag draws a rubber band; a plain drag moves; a Command-click marks.
private struct Canvas: View {
    @State private var log: [String] = []
    @GestureState private var banding = false
    var body: some View {
        VStack {
            Text("Board")
                .gesture(
                    DragGesture()
                        .modifiers(.option)
                        .updating($banding) { _, state, _ in state = true }
                        .onChanged { log.append("band \(Int($0.translation.width))") }
                        .onEnded { _ in log.append("band done") }
                )
                .simultaneousGesture(DragGesture().onEnded { _ in log.append("moved") })
            Text("Mark").gesture(TapGesture().modifiers([.command, .shift]).onEnded { log.append("marked") })
            Text("Hold").gesture(LongPressGesture(minimumDuration: 1).modifiers(.control).onEnded { _ in log.append("held") })
            Text("Banding \(banding)")
            Text("Log: \(log.joined(separator: ","))")
        }
    }
}

@MainActor @Suite struct GestureKeyModifiersTests {
    func drag(_ ui: ViewHarness, _ phase: String, to x: Double, keys: [String]?) throws {
        let board = try ui.element(.text, "Board")
        try ui.send(HostEvent(kind: .drag, target: board.id, value: "\(phase) 5 5 0 0 0 0", modifiers: keys, x: x, y: 5))
    }

    @Test func aGestureHearsEventsOnlyWhileItsKeysAreHeld() throws {
        let ui = ViewHarness(Canvas())
        try drag(ui, "changed", to: 25, keys: nil)
        try drag(ui, "ended", to: 25, keys: nil)
        #expect(ui.find(.text, "Log: moved") != nil, "shown: \(ui.visibleText)")
        try drag(ui, "changed", to: 15, keys: ["option"])
        #expect(ui.find(.text, "Banding true") != nil)
        try drag(ui, "changed", to: 35, keys: ["shift", "option"])
        try drag(ui, "ended", to: 35, keys: ["option"])
        #expect(ui.find(.text, "Log: moved,band 10,band 30,band done,moved") != nil, "shown: \(ui.visibleText)")
        #expect(ui.find(.text, "Banding false") != nil)
    }

    @Test func lettingTheKeyGoMidDragCancelsIt() throws {
        let ui = ViewHarness(Canvas())
        try drag(ui, "changed", to: 15, keys: ["option"])
        #expect(ui.find(.text, "Banding true") != nil)
        try drag(ui, "changed", to: 25, keys: nil)
        try drag(ui, "ended", to: 25, keys: nil)
        // Cancelled: the state reset, no end; the plain drag still ended.
        #expect(ui.find(.text, "Banding false") != nil)
        #expect(ui.find(.text, "Log: band 10,moved") != nil, "shown: \(ui.visibleText)")
    }

    @Test func tapsAndPressesNeedEveryKeyNamed() throws {
        let ui = ViewHarness(Canvas())
        let mark = try ui.element(.text, "Mark")
        try ui.send(HostEvent(kind: .click, target: mark.id, value: "1", modifiers: ["command"]))
        #expect(ui.find(.text, "Log: ") != nil)
        try ui.send(HostEvent(kind: .click, target: mark.id, value: "1", modifiers: ["command", "shift"]))
        #expect(ui.find(.text, "Log: marked") != nil, "shown: \(ui.visibleText)")
        let hold = try ui.element(.text, "Hold")
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "press"))
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "fire"))
        #expect(ui.find(.text, "Log: marked") != nil)
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "press", modifiers: ["control"]))
        try ui.send(HostEvent(kind: .longPress, target: hold.id, value: "fire", modifiers: ["control"]))
        #expect(ui.find(.text, "Log: marked,held") != nil, "shown: \(ui.visibleText)")
    }
}
