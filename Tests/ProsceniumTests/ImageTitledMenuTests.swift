import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Menus and control groups titled with an asset image or a symbol.
@MainActor @Suite struct ImageTitledMenuTests {
    private let logo = ImageResource(name: "logo", bundle: .main)

    @Test func menusTitledWithImagesShowThemAndRunTheirPrimaryAction() throws {
        var actions: [String] = []
        let ui = ViewHarness(VStack {
            Menu("Shapes", image: logo) { Button("Circle") {} }
            Menu(String("Lines"), image: logo) { Button("Dash") {} }
            Menu("Export", image: logo) { Button("PDF") {} } primaryAction: { actions.append("export") }
            Menu("Share", systemImage: "square.and.arrow.up") { Button("Mail") {} } primaryAction: { actions.append("share") }
        })
        let menus = ui.all(.menubutton)
        #expect(menus.map { $0.attributes[.title]?.string } == ["Shapes", "Lines", "Export", "Share"])
        #expect(menus.prefix(3).allSatisfy { $0.allElements().contains { $0.tag == .image && $0.attributes[.name] == "logo" } })
        #expect(menus[3].allElements().contains { $0.tag == .image && $0.attributes[.systemName] == "square.and.arrow.up" })
        #expect(menus.map { $0.attributes[.primaryAction] } == [nil, nil, true, true])
        try ui.send(HostEvent(kind: .click, target: menus[2].id))
        try ui.send(HostEvent(kind: .click, target: ui.all(.menubutton)[3].id))
        #expect(actions == ["export", "share"])
    }

    @Test func controlGroupsTitledWithImagesCarryTheirLabel() throws {
        let ui = ViewHarness(VStack {
            ControlGroup("Align", image: logo) { Button("Left") {}; Button("Right") {} }
            ControlGroup(String("Zoom"), image: logo) { Button("In") {} }
            ControlGroup(String("Format"), systemImage: "textformat") { Button("Bold") {} }
        })
        let groups = ui.all(.controlgroup)
        #expect(groups.count == 3)
        #expect(groups.map { $0.attributes[.title]?.string ?? $0.attributes[.label]?.string } == ["Align", "Zoom", "Format"])
        #expect(ui.find(.button, "Right") != nil && ui.find(.button, "Bold") != nil)
    }
}
