import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// A view that takes first responder and writes down the keys it hears,
/// raw (`keyDown`, `keyUp`) and through the standard key bindings.
@MainActor private final class KeyLogView: NSView {
    static var shared: KeyLogView?
    var heard: [String] = []
    var bindings = false

    override var acceptsFirstResponder: Bool { true }
    override func keyDown(with event: NSEvent) {
        if bindings { interpretKeyEvents([event]); return }
        let special = event.specialKey.map { String($0.rawValue, radix: 16) } ?? "-"
        heard.append("down \(event.characters ?? "nil") code \(event.keyCode) special \(special)"
                     + " shift \(event.modifierFlags.contains(.shift)) repeat \(event.isARepeat)")
    }
    override func keyUp(with event: NSEvent) { heard.append("up \(event.keyCode)") }
    override func insertText(_ insertString: Any) { heard.append("insert \(insertString)") }
    override func moveLeft(_ sender: Any?) { heard.append("moveLeft") }
    override func moveToEndOfLine(_ sender: Any?) { heard.append("moveToEndOfLine") }
    override func insertNewline(_ sender: Any?) { heard.append("newline") }
    override func deleteBackward(_ sender: Any?) { heard.append("deleteBackward") }
    override func cancelOperation(_ sender: Any?) { heard.append("cancel") }
}

/// A view inside the logging one: it accepts nothing, so keys and clicks are its superview's.
@MainActor private final class Inner: NSView {}

private struct KeyPad: NSViewRepresentable {
    func makeNSView(context: Context) -> KeyLogView {
        let view = KeyLogView()
        view.identifier = NSUserInterfaceItemIdentifier("keypad")
        view.addSubview(Inner(frame: NSRect(x: 0, y: 0, width: 10, height: 10)))
        KeyLogView.shared = view
        return view
    }
    func updateNSView(_ nsView: KeyLogView, context: Context) {}
}

private struct KeyPadApp: App {
    var body: some Scene {
        WindowGroup("Keys") {
            VStack {
                TextField("Name", text: .constant(""))
                KeyPad().frame(width: 100, height: 100)
            }
        }
    }
}

@MainActor @Suite(.serialized) struct NSViewKeyEventTests {
    private func pad(_ app: AppHarness) throws -> RenderElement {
        let window = try app.window("Keys")
        return try #require(window.root.all(.frame).first { $0.attributes[.identifier]?.string == "keypad" })
    }

    private func key(_ app: AppHarness, _ name: String, _ phase: String, _ characters: String,
                     modifiers: [String]? = nil) throws {
        let window = try app.window("Keys")
        try app.send(HostEvent(kind: .keyPress, surface: window.id, target: try pad(app).id, value: "\(phase):\(characters)",
                               key: name, modifiers: modifiers))
    }

    @Test func aViewThatAcceptsFirstResponderIsFocusableAndHearsEveryKey() throws {
        let app = try AppHarness(KeyPadApp.self)
        let element = try pad(app)
        #expect(element.attributes[.focusable]?.bool == true)
        #expect(element.attributes[.keyPress]?.string == "*")
        #expect(element.attributes[.keyPhases]?.string == "repeat up")
        let view = try #require(KeyLogView.shared)
        try key(app, "a", "down", "A", modifiers: ["shift"])
        try key(app, "a", "repeat", "A", modifiers: ["shift"])
        try key(app, "a", "up", "A", modifiers: ["shift"])
        try key(app, "leftarrow", "down", "")
        try key(app, "return", "down", "\r")
        #expect(view.heard == [
            "down A code 0 special - shift true repeat false",
            "down A code 0 special - shift true repeat true",
            "up 0",
            "down \u{F702} code 123 special f702 shift false repeat false",
            "down \r code 36 special d shift false repeat false",
        ])
        // The key made it first responder: the page keeps its focus there.
        #expect(view.window?.firstResponder === view)
        #expect(try pad(app).attributes[.focused]?.bool == true)
    }

    @Test func theStandardKeyBindingsTurnKeysIntoCommands() throws {
        let app = try AppHarness(KeyPadApp.self)
        let view = try #require(KeyLogView.shared)
        view.bindings = true
        try key(app, "h", "down", "h")
        try key(app, "leftarrow", "down", "")
        try key(app, "rightarrow", "down", "", modifiers: ["command"])
        try key(app, "s", "down", "s", modifiers: ["command"])
        try key(app, "delete", "down", "")
        try key(app, "return", "down", "\r")
        try key(app, "escape", "down", "")
        #expect(view.heard == ["insert h", "moveLeft", "moveToEndOfLine", "deleteBackward", "newline", "cancel"])
    }

    @Test func makeFirstResponderAsksBothSidesAndMovesThePagesFocus() throws {
        let app = try AppHarness(KeyPadApp.self)
        let view = try #require(KeyLogView.shared)
        let window = try #require(view.window)
        #expect(window.firstResponder == nil)
        #expect(try pad(app).attributes[.focused] == nil)
        #expect(window.makeFirstResponder(view))
        try app.update()
        #expect(try pad(app).attributes[.focused]?.bool == true)
        #expect(window.makeFirstResponder(nil))
        try app.update()
        #expect(window.firstResponder == nil)
        #expect(try pad(app).attributes[.focused] == nil)
        // A malformed key is dropped, and nothing is heard.
        let windowID = try app.window("Keys").id
        try app.send(HostEvent(kind: .keyPress, surface: windowID, target: try pad(app).id, value: "sideways", key: "a"))
        #expect(view.heard.isEmpty)
    }
}
