import Testing
import Observation
import Proscenium
import ProsceniumTesting

@Observable private final class Note: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

private struct Notes: View {
    let notes: [Bindable<Note>]
    var body: some View {
        VStack {
            ForEach(notes) { note in
                TextField("Title of \(note.wrappedValue.id)", text: note.title)
            }
        }
    }
}

/// Values SwiftUI makes identifiable or printable: a `Bindable` of an
/// identifiable object is identified by the object's `id` (a `ForEach` of
/// them keeps each field with its object), a customizable `ToolbarItem` by
/// its identifier, and a colour prints as SwiftUI prints it.
@MainActor @Suite struct IdentityOfValuesTests {
    @Test func aBindableIsIdentifiedByItsObject() throws {
        let first = Note(id: 7, title: "Groceries"), second = Note(id: 9, title: "Chores")
        #expect(Bindable(first).id == 7)
        let ui = ViewHarness(Notes(notes: [Bindable(first), Bindable(second)]))
        try ui.type("Errands", into: "Title of 9")
        #expect(second.title == "Errands" && first.title == "Groceries")
    }

    @Test func aCustomizableToolbarItemIsIdentifiedByItsIdentifier() {
        let item = ToolbarItem(id: "share") { Button("Share") {} }
        #expect(item.id == "share")
    }

    @Test func coloursPrintAsSwiftUIPrintsThem() {
        #expect(Color.red.description == "red")
        #expect(String(describing: Color.accentColor) == "accentColor")
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color.red.opacity(0.5).description == "50% red")
        #expect(Color("NoSuchColour").description == #"NamedColor(name: "NoSuchColour", bundle: nil)"#)
    }
}
