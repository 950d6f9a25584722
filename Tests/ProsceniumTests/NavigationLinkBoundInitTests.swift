import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Every form of the flag- and selection-bound links, in a two-column view.
@available(*, deprecated)
private struct Shelves: View {
    @State var selection: Int?
    @State var showsHelp = false
    @State var showsAbout = false
    @State var showsCredits = false
    @State var showsLegal = false
    let title = "Second"
    var body: some View {
        VStack {
            NavigationView {
                List {
                    NavigationLink(tag: 1, selection: $selection) { Text("Shelf one") } label: { Text("First") }
                    NavigationLink(title, tag: 2, selection: $selection) { Text("Shelf two") }
                    NavigationLink("Third", tag: 3, selection: $selection) { Text("Shelf three") }
                    NavigationLink(String("Fourth"), destination: Text("Shelf four"), tag: 4, selection: $selection)
                    NavigationLink(isActive: $showsHelp) { Text("Help page") } label: { Text("Help") }
                    NavigationLink("About", isActive: $showsAbout) { Text("About page") }
                    NavigationLink(String("Credits"), isActive: $showsCredits) { Text("Credits page") }
                    NavigationLink(String("Legal"), destination: Text("Legal page"), isActive: $showsLegal)
                }
                Text("Nothing chosen")
            }
            Text("Selection \(selection.map(String.init) ?? "none")")
            Text("Help \(showsHelp) About \(showsAbout) Credits \(showsCredits)")
            Button("Pick three") { selection = 3 }
        }
    }
}

@MainActor @Suite struct NavigationLinkBoundInitTests {
    private func detail(_ ui: ViewHarness) -> String { ui.all(.column)[1].textContent }

    @Test func selectionLinksShowTheirDestinationWhileTheSelectionIsTheirTag() throws {
        let ui = ViewHarness(Shelves())
        #expect(detail(ui) == "Nothing chosen")
        for (link, number, page) in [("First", 1, "Shelf one"), ("Second", 2, "Shelf two"),
                                     ("Third", 3, "Shelf three"), ("Fourth", 4, "Shelf four")] {
            try ui.click(.navlink, link)
            #expect(ui.find(.text, "Selection \(number)") != nil)
            #expect(detail(ui) == page)
        }
        try ui.click(.button, "Pick three")
        #expect(detail(ui) == "Shelf three")
        #expect(try ui.element(.navlink, "Third").attributes[.active] == true)
    }

    @Test func flagLinksShowTheirDestinationWhileTheirFlagIsSet() throws {
        let ui = ViewHarness(Shelves())
        try ui.click(.navlink, "Help")
        #expect(ui.find(.text, "Help true About false Credits false") != nil)
        #expect(detail(ui) == "Help page")
        try ui.click(.navlink, "About")
        #expect(detail(ui) == "About page")
        try ui.click(.navlink, "Credits")
        #expect(detail(ui) == "Credits page")
        try ui.click(.navlink, "Legal")
        #expect(detail(ui) == "Legal page")
        #expect(try ui.element(.navlink, "Legal").attributes[.active] == true)
    }
}
