import Foundation
import Proscenium
import ProsceniumHost
import ProsceniumTesting
import Testing

private struct EditorItems: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
        ToolbarItem(id: "share", placement: .primaryAction, showsByDefault: false) { Button("Share") {} }
    }
}

private struct Board: View {
    @State private var count = 0
    var body: some View {
        Text("Board \(count)")
            .toolbar(id: "board") {
                ToolbarItem(id: "add", placement: .primaryAction) { Button("Add") { count += 1 } }
                ToolbarItem(id: "reset", showsByDefault: true) { Button("Reset") { count = 0 } }
                ToolbarItem(id: "print", placement: .automatic, showsByDefault: false) { Button("Print") {} }
                if count > 1 {
                    ToolbarItem(id: "many") { Text("Many") }
                }
            }
    }
}

@MainActor @Suite struct CustomizableToolbarTests {
    @Test func itemsShowAsToolbarItemsAndThoseNotShownByDefaultAreHidden() throws {
        let ui = ViewHarness(Board())
        let items = ui.all(.toolbaritem)
        #expect(items.map(\.textContent) == ["Add", "Reset", "Print"])
        #expect(items.map { $0.attributes[.placement] } == ["primaryAction", "automatic", "automatic"])
        #expect(items.map { $0.attributes[.hidden] } == [nil, nil, true])
        // The items work as any toolbar item does; conditional items come and go.
        try ui.click(.button, "Add")
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "Board 2") != nil)
        #expect(ui.all(.toolbaritem).map(\.textContent) == ["Add", "Reset", "Print", "Many"])
        try ui.click(.button, "Reset")
        #expect(ui.find(.text, "Board 0") != nil)
        #expect(ui.all(.toolbaritem).count == 3)
    }

    @Test func customizableContentOfYourOwnType() throws {
        let ui = ViewHarness(Text("Doc").toolbar(id: "editor") { EditorItems() })
        let items = ui.all(.toolbaritem)
        #expect(items.map(\.textContent) == ["Bold", "Share"])
        #expect(items.map { $0.attributes[.hidden] } == [nil, true])
    }

    @Test func spacersAreToolbarItemsOfTheirSizing() throws {
        let ui = ViewHarness(Text("Doc").toolbar(id: "spaced") {
            ToolbarItem(id: "a") { Button("A") {} }
            ToolbarSpacer(.fixed)
            ToolbarItem(id: "b") { Button("B") {} }
            ToolbarSpacer(placement: .primaryAction)
            ToolbarItem(id: "c", placement: .primaryAction) { Button("C") {} }
        })
        let items = ui.all(.toolbaritem)
        #expect(items.map(\.textContent) == ["A", "", "B", "", "C"])
        #expect(items.map { $0.attributes[.spacer] } == [nil, "fixed", nil, "flexible", nil])
        #expect(items.map { $0.attributes[.placement] } == ["automatic", "automatic", "automatic", "primaryAction", "primaryAction"])
    }
}
