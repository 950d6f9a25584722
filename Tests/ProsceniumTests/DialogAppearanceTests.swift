import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// An alert that can be suppressed, critical, and a dialog with its own icon.
private struct Eraser: View {
    @State var asking = false
    @State var confirming = false
    @State var suppressed = false
    var body: some View {
        VStack {
            Button("Erase") { asking = true }
            Button("Confirm") { confirming = true }
            Text(suppressed ? "Suppressed" : "Shown")
        }
        .alert("Erase everything?", isPresented: $asking) {
            Button("Erase", role: .destructive) {}
        }
        .dialogSeverity(.critical)
        .dialogSuppressionToggle(isSuppressed: $suppressed)
        .confirmationDialog("Move to bin?", isPresented: $confirming) {
            Button("Move") {}
        }
        .dialogIcon(Image(systemName: "trash"))
        .dialogSuppressionToggle("Never ask", isSuppressed: $suppressed)
    }
}

@MainActor @Suite struct DialogAppearanceTests {
    @Test func aCriticalAlertSaysSoAndItsToggleSuppressesIt() throws {
        let ui = ViewHarness(Eraser())
        try ui.click(.button, "Erase")
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.attributes[.severity] == "critical")
        let toggle = try #require(alert.all(.toggle).first)
        #expect(toggle.textContent == "Do not show this message again")
        try ui.toggle("Do not show this message again")
        #expect(ui.find(.text, "Suppressed") != nil)
        // The toggle is not an action: the alert stays until one is chosen.
        #expect(ui.all(.alert).count == 1)
    }

    @Test func aDialogShowsItsIconAndItsOwnSuppressionTitle() throws {
        let ui = ViewHarness(Eraser())
        try ui.click(.button, "Confirm")
        let dialog = try #require(ui.all(.dialog).first)
        #expect(dialog.attributes[.severity] == nil)
        #expect(!dialog.all(.image).isEmpty)
        #expect(dialog.all(.toggle).first?.textContent == "Never ask")
    }

    @Test func severitiesAreDistinct() {
        #expect(DialogSeverity.critical != .standard && DialogSeverity.automatic != .critical)
    }
}
