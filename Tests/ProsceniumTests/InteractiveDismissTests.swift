import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Editor: View {
    @State var editing = false
    @State var locked = true
    @State var detent = PresentationDetent.medium
    var body: some View {
        VStack {
            Button("Edit") { editing = true }
            Text(editing ? "Editing" : "Idle")
            Text("Detent \(detent == .medium ? "medium" : "other")")
        }
        .sheet(isPresented: $editing) {
            VStack {
                Toggle("Locked", isOn: $locked)
                Button("Done") { editing = false }
            }
            .interactiveDismissDisabled(locked)
            .presentationDetents([.medium, .large, .fraction(0.3), .height(200)], selection: $detent)
        }
    }
}

@MainActor @Suite struct InteractiveDismissTests {
    @Test func aLockedSheetStaysWhenThePersonDismissesIt() throws {
        let ui = ViewHarness(Editor())
        try ui.click(.button, "Edit")
        let sheet = try #require(ui.all(.sheet).first)
        // Escape or a click outside: the sheet stays while the content refuses.
        try ui.send(HostEvent(kind: .dismiss, target: sheet.id))
        #expect(ui.all(.sheet).count == 1)
        #expect(ui.find(.text, "Editing") != nil)
        // The app still dismisses it.
        try ui.click(.button, "Done")
        #expect(ui.all(.sheet).isEmpty)
        // Unlocked, the person's dismissal works.
        try ui.click(.button, "Edit")
        let toggle = try #require(ui.all(.sheet).first?.all(.toggle).first)
        try ui.send(HostEvent(kind: .toggle, target: toggle.id, value: "false"))
        try ui.send(HostEvent(kind: .dismiss, target: try #require(ui.all(.sheet).first).id))
        #expect(ui.all(.sheet).isEmpty)
        #expect(ui.find(.text, "Idle") != nil)
        // Detents leave the sheet and the selection as they were (a desktop sheet fits its content).
        #expect(ui.find(.text, "Detent medium") != nil)
    }
}
