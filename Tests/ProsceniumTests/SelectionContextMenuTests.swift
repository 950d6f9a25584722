import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Track: Identifiable, Hashable {
    let id: Int
    var name: String
}

private let tracks = (1...4).map { Track(id: $0, name: "Track \($0)") }

private struct Playlist: View {
    @State var selection: Set<Track.ID> = [1, 2]
    @State var played = ""
    @State var acted = ""
    var body: some View {
        VStack {
            Table(tracks, selection: $selection) {
                TableColumn("Name", value: \.name)
            }
            .contextMenu(forSelectionType: Track.ID.self) { ids in
                Button("Play \(ids.sorted().map(String.init).joined(separator: ","))") {
                    acted = ids.sorted().map(String.init).joined(separator: ",")
                }
            } primaryAction: { ids in
                played = ids.sorted().map(String.init).joined(separator: ",")
            }
            Text("Played \(played)")
            Text("Acted \(acted)")
        }
    }
}

@MainActor @Suite struct SelectionContextMenuTests {
    private func row(_ ui: ViewHarness, _ index: Int) -> RenderElement { ui.all(.tablerow)[index] }

    @Test func aRowsMenuActsOnTheSelectionHoldingItOrOnItAlone() throws {
        let ui = ViewHarness(Playlist())
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.contextMenu] == true })
        #expect(ui.all(.contextmenu).isEmpty)
        try ui.send(HostEvent(kind: .contextMenu, target: row(ui, 1).id))
        #expect(ui.find(.button, "Play 1,2") != nil)
        try ui.send(HostEvent(kind: .dismiss, target: try #require(ui.all(.contextmenu).first).id))
        #expect(ui.all(.contextmenu).isEmpty)
        try ui.send(HostEvent(kind: .contextMenu, target: row(ui, 3).id))
        #expect(ui.find(.button, "Play 4") != nil && ui.find(.button, "Play 1,2") == nil)
        try ui.click(.button, "Play 4")
        #expect(ui.find(.text, "Acted 4") != nil)
        #expect(ui.all(.contextmenu).isEmpty)
    }

    @Test func doubleClickOrReturnRunsThePrimaryAction() throws {
        let ui = ViewHarness(Playlist())
        #expect(row(ui, 0).attributes[.primaryAction] == true)
        try ui.send(HostEvent(kind: .submit, target: row(ui, 0).id))
        #expect(ui.find(.text, "Played 1,2") != nil)
        try ui.send(HostEvent(kind: .submit, target: row(ui, 2).id))
        #expect(ui.find(.text, "Played 3") != nil)
    }

    @Test func withoutTheModifierRowsHaveNoMenu() throws {
        let ui = ViewHarness(Table(tracks) { TableColumn("Name", value: \.name) })
        #expect(ui.all(.tablerow).allSatisfy { $0.attributes[.contextMenu] == nil && $0.attributes[.primaryAction] == nil })
        #expect(try #require(ui.all(.table).first).attributes[.contextMenu] == nil)
    }

    @Test func theTablesEmptyAreaOpensTheMenuForNoItems() throws {
        let ui = ViewHarness(Playlist())
        let table = try #require(ui.all(.table).first)
        #expect(table.attributes[.contextMenu] == true)
        // No primary action there: a double click on nothing does nothing.
        #expect(table.attributes[.primaryAction] == nil)
        try ui.send(HostEvent(kind: .contextMenu, target: table.id))
        // The menu is for no items, whatever the selection.
        let play = try #require(ui.find(.button, "Play "))
        #expect(play.textContent == "Play ")
        try ui.send(HostEvent(kind: .click, target: play.id))
        #expect(ui.find(.text, "Acted ") != nil)
        #expect(ui.all(.contextmenu).isEmpty)
        // A row's menu is still its own.
        try ui.send(HostEvent(kind: .contextMenu, target: row(ui, 3).id))
        #expect(ui.find(.button, "Play 4") != nil)
    }
}

private struct Mailbox: View {
    @State var selection: Set<Int> = [2, 3]
    @State var acted = ""
    var body: some View {
        VStack {
            List(tracks, selection: $selection) { track in Text(track.name) }
                .contextMenu(forSelectionType: Int.self) { ids in
                    Button("Archive \(ids.sorted().map(String.init).joined(separator: ","))") {
                        acted = ids.sorted().map(String.init).joined(separator: ",")
                    }
                } primaryAction: { ids in
                    acted = "opened \(ids.sorted().map(String.init).joined(separator: ","))"
                }
            Text("Acted \(acted)")
        }
    }
}

@MainActor @Suite struct ListSelectionContextMenuTests {
    @Test func aListRowsMenuActsOnTheSelectionHoldingItOrOnItAlone() throws {
        let ui = ViewHarness(Mailbox())
        let rows = ui.all(.row)
        #expect(rows.count == 4 && rows.allSatisfy { $0.attributes[.contextMenu] == true })
        try ui.send(HostEvent(kind: .contextMenu, target: rows[2].id))
        try ui.click(.button, "Archive 2,3")
        #expect(ui.find(.text, "Acted 2,3") != nil)
        try ui.send(HostEvent(kind: .contextMenu, target: ui.all(.row)[0].id))
        #expect(ui.find(.button, "Archive 1") != nil)
        try ui.send(HostEvent(kind: .submit, target: ui.all(.row)[3].id))
        #expect(ui.find(.text, "Acted opened 4") != nil)
    }
}
