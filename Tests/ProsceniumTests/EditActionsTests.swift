import Foundation
import ProsceniumHost
import Testing
import Proscenium
import ProsceniumTesting

private struct Chore: Identifiable {
    let id: Int
    var title: String
}

private struct Chores: View {
    @State var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
    @State private var picked: Int?
    let actions: EditActions<[Chore]>

    var body: some View {
        VStack {
            List($chores, editActions: actions, selection: $picked) { $chore in
                Text(chore.title)
            }
            Text(chores.map(\.title).joined(separator: ", "))
        }
    }
}

private struct FixedChores: View {
    @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var body: some View {
        List {
            ForEach($chores, editActions: .move) { $chore in Text(chore.title) }
        }
    }
}

/// Edit actions let a person delete and move a bound collection's rows, the
/// collection written through its binding.
@MainActor @Suite struct EditActionsTests {
    @Test func allEditActionsDeleteAndMoveTheBoundCollectionsElements() throws {
        let ui = ViewHarness(Chores(actions: .all))
        let dishes = try ui.element(.row, "Dishes")
        #expect(dishes.attributes[.deletable] == true && dishes.attributes[.movable] == true)
        try ui.moveRow("Dishes", toOffset: 3)
        #expect(ui.find(.text, "Laundry, Plants, Dishes") != nil)
        try ui.deleteRow("Plants")
        #expect(ui.find(.text, "Laundry, Dishes") != nil)
    }

    @Test func onlyTheActionsAskedForAreOffered() throws {
        let ui = ViewHarness(Chores(actions: .delete))
        let dishes = try ui.element(.row, "Dishes")
        #expect(dishes.attributes[.deletable] == true && dishes.attributes[.movable] == nil)
        let moving = ViewHarness(FixedChores())
        let row = try moving.element(.row, "Dishes")
        #expect(row.attributes[.movable] == true && row.attributes[.deletable] == nil)
        #expect(EditActions<[Chore]>.all == [.move, .delete])
    }
}
