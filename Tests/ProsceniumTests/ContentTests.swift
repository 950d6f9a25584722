import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@MainActor @Suite struct ContentTests {
    @Test func labeledContentShowsLabelAndValue() throws {
        let ui = ViewHarness(VStack {
            LabeledContent("Version", value: "1.2")
            LabeledContent("Price", value: 3, format: .number)
            LabeledContent {
                Text("Custom")
            } label: {
                Label("Name", systemImage: "person")
            }
        })
        let rows = ui.all(.labeled)
        #expect(rows.count == 3)
        #expect(rows[0].attributes[.label] == "Version")
        #expect(rows[0].children.first?.tag == .slot && rows[0].children.first?.textContent == "Version")
        #expect(rows[0].children.last?.text == "1.2")
        #expect(rows[1].children.last?.text == "3")
        #expect(rows[2].attributes[.label] == "Name")
    }

    @Test func unavailableViewHasItsParts() throws {
        let ui = ViewHarness(VStack {
            ContentUnavailableView("No Books", systemImage: "books.vertical", description: Text("Add one"))
            ContentUnavailableView("Empty", systemImage: "tray")
            ContentUnavailableView.search(text: "swift")
            ContentUnavailableView {
                Text("Offline")
            } description: {
                Text("Check the network")
            } actions: {
                Button("Retry") {}
            }
        })
        let views = ui.all(.unavailable)
        #expect(views.count == 4)
        func parts(_ element: RenderElement) -> [String] { element.children.map { $0[string: .name] ?? $0.tag.rawValue } }
        #expect(parts(views[0]) == ["label", "description"])
        #expect(views[0].attributes[.label] == "No Books")
        #expect(parts(views[1]) == ["label"])
        #expect(views[2].attributes[.label] == "No Results for “swift”")
        #expect(views[2].textContent.contains("Check the spelling"))
        #expect(parts(views[3]) == ["label", "description", "actions"])
        #expect(ui.find(.button, "Retry") != nil)
    }

    @Test func scrollViewNamesItsAxes() throws {
        let ui = ViewHarness(VStack {
            ScrollView { Text("Down") }
            ScrollView(.horizontal, showsIndicators: false) { Text("Across") }
            ScrollView([.horizontal, .vertical]) { Text("Both") }
        })
        let scrolls = ui.all(.scroll)
        #expect(scrolls.map { $0.attributes[.axes] } == ["vertical", "horizontal", "both"])
        #expect(scrolls.map { $0.attributes[.indicators] } == [nil, false, nil])
        #expect(scrolls[1].textContent == "Across")
    }
}
