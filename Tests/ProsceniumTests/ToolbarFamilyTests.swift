import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private struct ManyTools: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "a") { Button("A") {} }
        ToolbarItem(id: "b") { Button("B") {} }
        ToolbarItem(id: "c") { Button("C") {} }
    }
}

/// The toolbar family: blocks of any length, default customization, and how
/// the bars look.
@MainActor @Suite struct ToolbarFamilyTests {
    @Test func blocksOfEveryLengthBuildTheirItems() throws {
        let ui = ViewHarness(Text("Doc")
            .toolbar {
                ToolbarItem { Button("1") {} }
                ToolbarItemGroup { Button("2") {} }
                ToolbarItem { Button("3") {} }
                ToolbarItem { Button("4") {} }
                ToolbarItem { Button("5") {} }
                ToolbarItem { Button("6") {} }
                ToolbarItem { Button("7") {} }
                ToolbarItem { Button("8") {} }
                ToolbarItem { Button("9") {} }
                ToolbarItem { Button("10") {} }
                ToolbarItem { Button("11") {} }
            }
            .toolbar(id: "custom") { ManyTools() })
        #expect(ui.all(.toolbaritem).map(\.textContent) == (1...11).map(String.init) + ["A", "B", "C"])
    }

    @Test func defaultCustomizationDecidesWhichItemsShow() throws {
        let ui = ViewHarness(Text("Doc").toolbar(id: "doc") {
            ToolbarItem(id: "bold") { Button("Bold") {} }
            ToolbarItem(id: "share") { Button("Share") {} }
                .defaultCustomization(.hidden)
            ToolbarItem(id: "print", showsByDefault: false) { Button("Print") {} }
                .defaultCustomization(.visible, options: .alwaysAvailable)
            ManyTools().defaultCustomization()
        })
        let items = ui.all(.toolbaritem)
        #expect(items.map(\.textContent) == ["Bold", "Share", "Print", "A", "B", "C"])
        #expect(items.map { $0.attributes[.hidden] } == [nil, true, nil, nil, nil, nil])
        #expect(ToolbarCustomizationOptions.alwaysAvailable.rawValue == 1)
    }

    @Test func theBarsTakeABackgroundAndAColourScheme() throws {
        let ui = ViewHarness(Text("Doc")
            .toolbarBackground(.hidden, for: .windowToolbar)
            .toolbarBackground(Color.orange, for: .bottomBar)
            .toolbarBackground(.ultraThinMaterial, for: .windowToolbar)
            .toolbarColorScheme(.dark, for: .windowToolbar)
            .toolbarColorScheme(nil)
            .toolbarTitleDisplayMode(.inlineLarge)
            .toolbar(removing: .sidebarToggle))
        let bars = ui.all(.toolbar)
        #expect(bars.count == 5)
        let byBars = Dictionary(grouping: bars) { $0.attributes[.bars]?.string ?? "" }
        #expect(bars.contains { $0.attributes[.barBackground] == "hidden" && $0.attributes[.bars] == "windowToolbar" })
        #expect(byBars["bottomBar"]?.first?.attributes[.background]?.color == ColorValue(.orange))
        #expect(bars.contains { $0.attributes[.barBackground] == "visible" && $0.attributes[.background] == nil },
                "a material keeps the bar's own")
        #expect(bars.contains { $0.attributes[.colorScheme] == "dark" })
        #expect(bars.filter { $0.attributes.isEmpty }.count == 1, "a nil colour scheme leaves the window's")
    }
}
