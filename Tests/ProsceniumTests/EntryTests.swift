import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

extension EnvironmentValues {
    @Entry var entryAccent: String = "plain"
    @Entry var entryCount: Int?
}

extension Transaction {
    @Entry var entryTag: String = "none"
}

extension FocusedValues {
    @Entry var entryFocus: String?
}

private struct EntryReader: View {
    @Environment(\.entryAccent) private var accent
    @Environment(\.entryCount) private var count
    var body: some View { Text("\(accent) \(count.map(String.init) ?? "none")") }
}

/// Dismissed through the deprecated `presentationMode`, as older apps do.
private struct OldStyleSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

private struct OldStyleHost: View {
    @State private var showing = false
    var body: some View {
        VStack {
            Button("Show") { showing = true }
            Text(showing ? "Showing" : "Hidden")
            OldStyleSheet()
        }
        .sheet(isPresented: $showing) { OldStyleSheet() }
    }
}

/// `@Entry` and `presentationMode`: values declared in one line, and the older
/// way of dismissing.
@MainActor @Suite struct EntryTests {
    @Test func environmentEntriesHaveTheirDefaultsAndTakeValues() throws {
        let ui = ViewHarness(VStack {
            EntryReader()
            EntryReader().environment(\.entryAccent, "loud").environment(\.entryCount, 3)
        })
        #expect(ui.find(.text, "plain none") != nil)
        #expect(ui.find(.text, "loud 3") != nil)
    }

    @Test func transactionAndFocusedEntriesReadAndWrite() {
        var transaction = Transaction()
        #expect(transaction.entryTag == "none")
        transaction.entryTag = "moved"
        #expect(transaction.entryTag == "moved")
        var focused = FocusedValues()
        #expect(focused.entryFocus == nil)
        focused.entryFocus = "field"
        #expect(focused.entryFocus == "field")
    }

    @available(*, deprecated)
    @Test func presentationModeSaysWhetherPresentedAndDismisses() throws {
        let ui = ViewHarness(OldStyleHost())
        #expect(ui.find(.text, "Not presented") != nil)
        try ui.click(.button, "Show")
        let sheet = try #require(ui.all(.sheet).first)
        #expect(sheet.find(.text, "Presented") != nil)
        let close = try #require(sheet.find(.button, "Close"))
        try ui.send(HostEvent(kind: .click, target: close.id))
        #expect(ui.all(.sheet).isEmpty)
        #expect(ui.find(.text, "Hidden") != nil)
        // Outside a presentation, dismissing does nothing.
        try ui.click(.button, "Close")
        #expect(ui.find(.text, "Hidden") != nil)
    }
}
