// A window with an NSView subclass that hears the mouse, as drawing views
// do (`mouseDown(with:)` and the rest), and shows in a Text what it heard:
// the click count, where in its own coordinates (AppKit's, from its bottom
// left), the pressure, and a drag that carries on outside it; and, once
// clicked, the keys typed on it. Driven by BrowserTests/test_appkit_mouse.py.
import SwiftUI

/// Tells its report of each mouse message.
final class MousePadView: NSView {
    var report: (String) -> Void = { _ in }
    private var drags = 0

    private func place(_ event: NSEvent) -> String {
        let point = convert(event.locationInWindow, from: nil)
        return "\(Int(point.x.rounded())),\(Int(point.y.rounded()))"
    }

    override func mouseDown(with event: NSEvent) {
        drags = 0
        report("down \(event.clickCount) at \(place(event)) pressure \(event.pressure)")
    }

    override func mouseDragged(with event: NSEvent) {
        drags += 1
        report("dragged to \(place(event))")
    }

    override func mouseUp(with event: NSEvent) {
        report("up at \(place(event)) after \(drags) drags")
    }

    // Keys, once a click (or Tab) has made it first responder.
    override var acceptsFirstResponder: Bool { true }
    override func keyDown(with event: NSEvent) { interpretKeyEvents([event]) }
    override func insertText(_ insertString: Any) { report("typed \(insertString)") }
    override func moveRight(_ sender: Any?) { report("moved right") }
    override func keyUp(with event: NSEvent) {
        if event.specialKey == .rightArrow { report("right arrow up, key code \(event.keyCode)") }
    }
}

struct MousePad: NSViewRepresentable {
    @Binding var heard: String

    func makeNSView(context: Context) -> MousePadView {
        let view = MousePadView()
        view.identifier = NSUserInterfaceItemIdentifier("mouse-pad")
        return view
    }

    func updateNSView(_ nsView: MousePadView, context: Context) {
        nsView.report = { heard = $0 }
    }
}

struct MousePadWindow: View {
    @State private var heard = "nothing yet"

    var body: some View {
        VStack(spacing: 12) {
            MousePad(heard: $heard)
                .frame(width: 200, height: 120)
                .background(Color.gray.opacity(0.3))
            Text("Heard: \(heard)")
        }
        // A fixed size: the report's length does not move the pad.
        .frame(width: 420, height: 260)
    }
}

struct OpenMousePad: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        Button("Open Mouse Pad") { openWindow(id: "mouse-pad") }
    }
}
