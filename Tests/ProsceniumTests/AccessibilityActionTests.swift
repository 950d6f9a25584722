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

private struct Pager: View {
    @State var page = 1
    var body: some View {
        Text("Page \(page)")
            .accessibilityValue("\(page) of 5")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: page = min(page + 1, 5)
                case .decrement: page = max(page - 1, 1)
                }
            }
    }
}

@MainActor @Suite struct AdjustableActionTests {
    /// An adjustable action is the element's `#increment` and `#decrement`
    /// (the arrow keys on it in the browser); each calls the handler with its direction.
    @Test func incrementAndDecrementCallTheHandler() throws {
        let ui = ViewHarness(Pager())
        let pager = try ui.element(.text, "Page 1")
        #expect(pager.attributes[.accessibilityActions] == "#increment\n#decrement")
        try ui.send(HostEvent(kind: .accessibilityAction, target: pager.id, value: "#increment"))
        try ui.send(HostEvent(kind: .accessibilityAction, target: pager.id, value: "#increment"))
        #expect(ui.find(.text, "Page 3") != nil)
        try ui.send(HostEvent(kind: .accessibilityAction, target: pager.id, value: "#decrement"))
        #expect(ui.find(.text, "Page 2") != nil)
    }

    /// Beside other actions each runs its own; a disabled view's do not run.
    @Test func itSitsBesideOtherActionsAndHonoursDisabled() throws {
        var log: [String] = []
        let ui = ViewHarness(VStack {
            Text("Dial")
                .accessibilityAdjustableAction { log.append("\($0)") }
                .accessibilityAction(named: "Reset") { log.append("reset") }
            Text("Off").accessibilityAdjustableAction { _ in log.append("off") }.disabled(true)
        })
        let dial = try ui.element(.text, "Dial")
        #expect(dial.attributes[.accessibilityActions] == "Reset\n#increment\n#decrement")
        for name in ["#decrement", "Reset", "#increment"] {
            try ui.send(HostEvent(kind: .accessibilityAction, target: dial.id, value: name))
        }
        try ui.send(HostEvent(kind: .accessibilityAction, target: try ui.element(.text, "Off").id, value: "#increment"))
        #expect(log == ["decrement", "reset", "increment"])
    }
}
