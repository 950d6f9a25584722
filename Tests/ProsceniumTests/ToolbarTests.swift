import Testing
import Proscenium
import ProsceniumTesting

private struct EditorToolbar: ToolbarContent {
    @Environment(\.isEnabled) private var isEnabled
    let onShare: () -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button(isEnabled ? "Share" : "Share (off)", action: onShare)
        }
    }
}

private struct Notes: View {
    @State private var count = 0
    @State private var editing = false
    var body: some View {
        Text("Notes: \(count)")
            .toolbar {
                ToolbarItem(placement: .navigation) {
                    Button("Back") {}
                }
                ToolbarItemGroup(placement: .confirmationAction) {
                    Button("Add") { count += 1 }
                    Button(editing ? "Done" : "Edit") { editing.toggle() }
                }
                if editing {
                    ToolbarItem(placement: .destructiveAction) { Button("Delete All") { count = 0 } }
                }
                EditorToolbar(onShare: { count += 10 })
            }
    }
}

@MainActor @Suite struct ToolbarTests {
    @Test func itemsAreGroupedByPlacementInAToolbarElement() throws {
        let ui = ViewHarness(Notes())
        #expect(ui.root.children.map(\.tag) == [.text, .toolbar])
        let toolbar = try #require(ui.all(.toolbar).first)
        #expect(toolbar.children.map { $0.attributes[.placement] } == ["navigation", "confirmationAction", "primaryAction"])
        #expect(toolbar.children[1].children.map(\.textContent) == ["Add", "Edit"])
    }

    @Test func toolbarItemsActAndFollowState() throws {
        let ui = ViewHarness(Notes())
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "Notes: 1") != nil)
        try ui.click(.button, "Edit")
        let placements = ui.all(.toolbaritem).map { $0.attributes[.placement] }
        #expect(placements == ["navigation", "confirmationAction", "destructiveAction", "primaryAction"])
        try ui.click(.button, "Delete All")
        #expect(ui.find(.text, "Notes: 0") != nil)
        // Custom toolbar content reads the environment like a view.
        try ui.click(.button, "Share")
        #expect(ui.find(.text, "Notes: 10") != nil)
    }

    @Test func plainViewsAreAutomaticItems() throws {
        let ui = ViewHarness(Text("Body").toolbar {
            Button("One") {}
            Button("Two") {}
        })
        let items = ui.all(.toolbaritem)
        #expect(items.map { $0.attributes[.placement] } == ["automatic", "automatic"])
        #expect(items.map(\.textContent) == ["One", "Two"])
    }

    @Test func toolbarCanBeHidden() throws {
        let ui = ViewHarness(Text("Body").toolbar(.hidden))
        #expect(ui.all(.toolbar).first?.attributes == [.visibility: "hidden"])
    }

    @Test func toolbarItemsDoNotTakeTheContentsAttributes() throws {
        let ui = ViewHarness(Text("Body").toolbar { Button("One") {} }.help("Tip"))
        #expect(try ui.element(.text, "Body").attributes[.help] == "Tip")
        #expect(ui.all(.toolbar).first?.attributes[.help] == nil)
        #expect(try ui.element(.button, "One").attributes[.help] == nil)
    }
}
