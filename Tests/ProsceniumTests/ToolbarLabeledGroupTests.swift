import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

/// A labelled toolbar item group: its views in one item, its label in the
/// item's `label` slot for the overflow menu.
@MainActor @Suite struct ToolbarLabeledGroupTests {
    @Test func aLabelledGroupKeepsItsLabelBesideItsViews() throws {
        var used = ""
        let ui = ViewHarness(Text("Doc").toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button("Bold") { used = "Bold" }
                Button("Italic") { used = "Italic" }
            } label: {
                Label("Format", systemImage: "textformat")
            }
        })
        let item = try #require(ui.all(.toolbaritem).first)
        #expect(item.attributes[.placement]?.string == "primaryAction")
        #expect(item.children.map(\.tag) == [.button, .button, .slot])
        let label = try #require(item.children.last)
        #expect(label.attributes[.name]?.string == "label")
        #expect(label.textContent == "Format")
        try ui.click(.button, "Italic")
        #expect(used == "Italic")
    }
}
