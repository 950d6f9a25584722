import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct Card: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            Text("Message")
                .accessibilityAction { log.append("open") }
                .accessibilityAction(named: "Archive") { log.append("archive") }
                .accessibilityAction(named: Text("Flag")) { log.append("flag") }
                .accessibilityAction(.escape) { log.append("escape") }
        }
    }
}

@MainActor @Suite struct AccessibilityActionTests {
    @Test func theElementListsItsActionsAndEachRunsItsOwnHandler() throws {
        let ui = ViewHarness(Card())
        let message = try ui.element(.text, "Message")
        #expect(message.attributes[.accessibilityActions] == "#escape\nFlag\nArchive\n#default")
        for (name, expected) in [("Archive", "archive"), ("#default", "open"), ("Flag", "flag"), ("#escape", "escape")] {
            try ui.send(HostEvent(kind: .accessibilityAction, target: message.id, value: name))
            #expect(ui.all(.text).first?.text?.hasSuffix(expected) == true, "\(name)")
        }
        // An action the element does not have does nothing.
        try ui.send(HostEvent(kind: .accessibilityAction, target: message.id, value: "Unknown"))
        #expect(ui.find(.text, "Log: open") == nil)
        #expect(try ui.element(.text, "Log: archive,open,flag,escape").text != nil)
    }

    @Test func aDisabledViewsActionsDoNotRun() throws {
        var ran = false
        let ui = ViewHarness(Text("Off").accessibilityAction { ran = true }.disabled(true))
        let off = try ui.element(.text, "Off")
        try ui.send(HostEvent(kind: .accessibilityAction, target: off.id, value: "#default"))
        #expect(!ran)
        #expect(AccessibilityActionKind(named: Text("X")) == AccessibilityActionKind(named: Text("X")))
    }
}
