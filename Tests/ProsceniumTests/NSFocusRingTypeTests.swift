import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct RinglessField: NSViewRepresentable {
    let ring: NSFocusRingType
    func makeNSView(context: Context) -> NSTextField {
        let field = NSTextField(string: "")
        field.placeholderString = "Title \(ring.rawValue)"
        field.focusRingType = ring
        return field
    }
    func updateNSView(_ nsView: NSTextField, context: Context) {}
}

/// `NSView.focusRingType`: `.none` takes the page's focus ring off the view.
@MainActor @Suite struct NSFocusRingTypeTests {
    @Test func aFieldWithNoFocusRingTellsThePageSo() throws {
        let ui = ViewHarness(VStack { RinglessField(ring: .none); RinglessField(ring: .default) })
        #expect(try ui.element(.textfield, "Title 1").attributes[.focusEffect]?.string == "none")
        #expect(try ui.element(.textfield, "Title 0").attributes[.focusEffect] == nil)
    }
}
