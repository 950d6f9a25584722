import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var edits = 0
    var body: some View {
        VStack {
            Text(isPresented ? "Editing (presented)" : "Editing")
            Text("Edits: \(edits)")
            Button("Edit") { edits += 1 }
            Button("Done") { dismiss() }
        }
    }
}

private struct Document: View {
    @State private var showsEditor = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Button("Open Editor") { showsEditor = true }
            Text("Dismissals: \(dismissals)")
        }
        .sheet(isPresented: $showsEditor, onDismiss: { dismissals += 1 }) { Editor() }
    }
}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

private struct People: View {
    @State private var selected: Person?
    var body: some View {
        VStack {
            Button("Ada") { selected = Person(id: 1, name: "Ada") }
            Button("Grace") { selected = Person(id: 2, name: "Grace") }
        }
        .sheet(item: $selected) { person in
            VStack {
                Text("Profile of \(person.name)")
                Editor()
            }
        }
    }
}

private struct Deleter: View {
    @State private var asking = false
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Delete…") { asking = true }
            Text("Log: \(log.joined(separator: ","))")
        }
        .alert("Delete the file?", isPresented: $asking) {
            Button("Delete", role: .destructive) { log.append("deleted") }
            Button("Keep", role: .cancel) { log.append("kept") }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct Notice: View {
    @State private var showing = true
    var body: some View {
        Text(showing ? "showing" : "gone").alert("Saved", isPresented: $showing) {}
    }
}

private struct Failure: Identifiable { let id = 1; let reason: String }

private struct Uploader: View {
    @State private var asking = false
    @State private var failure: Failure?
    var body: some View {
        Button("Upload") {
            failure = Failure(reason: "Disk full")
            asking = true
        }
        .alert("Upload failed", isPresented: $asking, presenting: failure) { failure in
            Button("Retry") {}
        } message: { failure in
            Text("Reason: \(failure.reason)")
        }
    }
}

private struct Quitter: View {
    @State private var asking = true
    @State private var quit = false
    var visibility: Visibility = .automatic
    var body: some View {
        Text(quit ? "quit" : "running")
            .confirmationDialog("Quit now?", isPresented: $asking, titleVisibility: visibility) {
                Button("Quit", role: .destructive) { quit = true }
            }
    }
}

private struct OldStyle: View {
    @State private var showing = true
    @State private var answer = "none"
    var body: some View {
        Text("Answer: \(answer)").alert(isPresented: $showing) {
            Alert(title: Text("Continue?"), message: Text("Really"),
                  primaryButton: .default(Text("Yes")) { answer = "yes" },
                  secondaryButton: .cancel { answer = "no" })
        }
    }
}

private struct Tip: View {
    @State private var showing = false
    var body: some View {
        Button("Info") { showing = true }
            .popover(isPresented: $showing, arrowEdge: .bottom) { Text("More information") }
    }
}

@MainActor @Suite struct PresentationTests {
    @Test func sheetShowsWhilePresentedAfterItsContent() throws {
        let ui = ViewHarness(Document())
        #expect(ui.all(.sheet).isEmpty)
        try ui.click(.button, "Open Editor")
        let sheet = try #require(ui.all(.sheet).first)
        #expect(sheet.attributes.isEmpty)
        #expect(ui.root.children.map(\.tag) == [.vstack, .sheet])
        #expect(ui.find(.text, "Editing (presented)") != nil)
    }

    @Test func theDisplayDismissingASheetResetsTheBindingAndCallsOnDismiss() throws {
        let ui = ViewHarness(Document())
        try ui.click(.button, "Open Editor")
        try ui.send(HostEvent(kind: .dismiss, target: try #require(ui.all(.sheet).first).id))
        #expect(ui.all(.sheet).isEmpty)
        #expect(ui.find(.text, "Dismissals: 1") != nil)
        // Presented again, it starts with fresh state.
        try ui.click(.button, "Open Editor")
        #expect(ui.find(.text, "Edits: 0") != nil)
    }

    @Test func contentDismissesItselfThroughTheEnvironment() throws {
        let ui = ViewHarness(Document())
        try ui.click(.button, "Open Editor")
        try ui.click(.button, "Edit")
        #expect(ui.find(.text, "Edits: 1") != nil)
        try ui.click(.button, "Done")
        #expect(ui.all(.sheet).isEmpty)
        #expect(ui.find(.text, "Dismissals: 1") != nil)
    }

    @Test func anItemSheetIsReplacedWhenTheItemChanges() throws {
        let ui = ViewHarness(People())
        try ui.click(.button, "Ada")
        try ui.click(.button, "Edit")
        #expect(ui.find(.text, "Profile of Ada") != nil)
        #expect(ui.find(.text, "Edits: 1") != nil)
        try ui.click(.button, "Grace")
        #expect(ui.all(.sheet).count == 1)
        #expect(ui.find(.text, "Profile of Grace") != nil)
        #expect(ui.find(.text, "Edits: 0") != nil)
        try ui.click(.button, "Done")
        #expect(ui.all(.sheet).isEmpty)
    }

    @Test func alertButtonsRunTheirActionAndDismiss() throws {
        let ui = ViewHarness(Deleter())
        #expect(ui.all(.alert).isEmpty)
        try ui.click(.button, "Delete…")
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.attributes == [.title: "Delete the file?", .message: "This cannot be undone."])
        #expect(alert.children.map { $0.attributes[.role] } == ["destructive", "cancel"])
        try ui.click(.button, "Delete")
        #expect(ui.all(.alert).isEmpty)
        #expect(ui.find(.text, "Log: deleted") != nil)
    }

    @Test func dismissingAnAlertRunsItsCancelAction() throws {
        let ui = ViewHarness(Deleter())
        try ui.click(.button, "Delete…")
        try ui.send(HostEvent(kind: .dismiss, target: try #require(ui.all(.alert).first).id))
        #expect(ui.all(.alert).isEmpty)
        #expect(ui.find(.text, "Log: kept") != nil)
    }

    @Test func anAlertWithoutActionsGetsOK() throws {
        let ui = ViewHarness(Notice())
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.children.count == 1)
        #expect(alert.children.first?.attributes[.role] == "cancel")
        try ui.click(.button, "OK")
        #expect(ui.all(.alert).isEmpty)
        #expect(ui.find(.text, "gone") != nil)
    }

    @Test func alertPresentingDataBuildsFromIt() throws {
        let ui = ViewHarness(Uploader())
        try ui.click(.button, "Upload")
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.attributes[.message] == "Reason: Disk full")
        #expect(alert.children.map(\.textContent) == ["Retry"])
    }

    @Test func confirmationDialogAddsCancelAndHonoursTitleVisibility() throws {
        let ui = ViewHarness(Quitter())
        let dialog = try #require(ui.all(.dialog).first)
        #expect(dialog.attributes[.title] == "Quit now?")
        #expect(dialog.children.map(\.textContent) == ["Quit", "Cancel"])
        try ui.click(.button, "Cancel")
        #expect(ui.all(.dialog).isEmpty)
        #expect(ui.find(.text, "running") != nil)

        let hidden = ViewHarness(Quitter(visibility: .hidden))
        #expect(hidden.all(.dialog).first?.attributes[.title] == nil)
        try hidden.click(.button, "Quit")
        #expect(hidden.find(.text, "quit") != nil)
    }

    @Test func deprecatedAlertValueStillWorks() throws {
        let ui = ViewHarness(OldStyle())
        let alert = try #require(ui.all(.alert).first)
        #expect(alert.attributes == [.title: "Continue?", .message: "Really"])
        #expect(alert.children.map(\.textContent) == ["Yes", "Cancel"])
        try ui.click(.button, "Cancel")
        #expect(ui.find(.text, "Answer: no") != nil)
        #expect(ui.all(.alert).isEmpty)
    }

    @Test func popoverIsAnchoredAfterItsView() throws {
        let ui = ViewHarness(Tip())
        try ui.click(.button, "Info")
        let popover = try #require(ui.all(.popover).first)
        #expect(popover.attributes == [.arrowEdge: "bottom"])
        #expect(ui.root.children.map(\.tag) == [.button, .popover])
        try ui.send(HostEvent(kind: .dismiss, target: popover.id))
        #expect(ui.all(.popover).isEmpty)
    }

    @Test func popoverAttachedAtAPointSendsItInUnitCoordinates() throws {
        struct Pointed: View {
            @State var showing = true
            var body: some View {
                Text("Anchor").popover(isPresented: $showing, attachmentAnchor: .point(UnitPoint(x: 0.25, y: 1)),
                                       arrowEdge: .top) { Text("Tip") }
            }
        }
        let popover = try #require(ViewHarness(Pointed()).all(.popover).first)
        #expect(popover.attributes == [.anchorPoint: "0.25 1", .arrowEdge: "top"])
    }
}
