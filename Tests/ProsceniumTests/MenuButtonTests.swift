import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// The deprecated menu button family: each is a `Menu` in the matching look;
/// a `ContextMenu` container is the view's context menu.
@MainActor @Suite struct MenuButtonTests {
    private func menu(_ view: some View) throws -> RenderElement {
        try #require(ViewHarness(view).all(.menubutton).first)
    }

    @Test func aMenuButtonIsAMenuInItsStyle() throws {
        let button = MenuButton("Sort") { Button("Name") {}; Button("Date") {} }
        let plain = try menu(button)
        #expect(plain.attributes[.title] == "Sort" && plain.attributes[.style] == nil)

        let pullDown = try menu(button.menuButtonStyle(PullDownMenuButtonStyle()))
        #expect(pullDown.attributes[.style] == "button" && pullDown.attributes[.menuIndicator] == nil)

        let borderless = try menu(button.menuButtonStyle(BorderlessButtonMenuButtonStyle()))
        #expect(borderless.attributes[.style] == "borderlessButton" && borderless.attributes[.menuIndicator] == "hidden")

        let borderlessPullDown = try menu(button.menuButtonStyle(BorderlessPullDownMenuButtonStyle()))
        #expect(borderlessPullDown.attributes[.style] == "borderlessButton")
        #expect(borderlessPullDown.attributes[.menuIndicator] == nil)

        // Its menu holds its content.
        let ui = ViewHarness(MenuButton(label: Image(systemName: "gear")) { Button("Settings") {} })
        let opener = try #require(ui.all(.menubutton).first)
        try ui.send(HostEvent(kind: .click, target: opener.id))
        #expect(ui.all(.menubutton).first?.attributes[.open] == true)
        #expect(ui.all(.menubutton).first?.find(.button, "Settings") != nil)
    }

    @Test func aContextMenuContainerIsTheContextMenuAndNilIsNone() throws {
        let items = ContextMenu { Button("Copy") {} }
        let withMenu = ViewHarness(Text("Row").contextMenu(items))
        #expect(withMenu.all(.text).first?.attributes[.contextMenu] == true)
        let none: ContextMenu<Button<Text>>? = nil
        let without = ViewHarness(Text("Row").contextMenu(none))
        #expect(without.all(.text).first?.attributes[.contextMenu] == nil)
    }
}
