import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Counted: View {
    let name: String
    @State var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Settings: View {
    var body: some View {
        TabView {
            Tab("General", systemImage: "gear") { Counted(name: "General") }
            Tab("Advanced", systemImage: "star") { Text("Advanced pane") }
        }
    }
}

private enum Pane: Hashable { case home, search }

private struct Bound: View {
    @State var pane = Pane.search
    var body: some View {
        VStack {
            TabView(selection: $pane) {
                Text("Home pane")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Pane.home)
                Text("Search pane")
                    .tabItem { Text("Search") }
                    .tag(Pane.search)
            }
            Text("Pane \(String(describing: pane))")
        }
    }
}

private struct Valued: View {
    @State var selection = 2
    var body: some View {
        TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 1) { Text("First") }
            Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
        }
    }
}

@MainActor @Suite struct TabViewTests {
    @Test func onlyTheSelectedTabIsMade() throws {
        let ui = ViewHarness(Settings())
        let tabs = ui.all(.tab)
        #expect(tabs.map { $0.attributes[.title] } == ["General", "Advanced"])
        #expect(tabs.map { $0.attributes[.systemImage] } == ["gear", "star"])
        #expect(tabs.map { $0.attributes[.selected] } == [true, false])
        #expect(ui.find(.text, "Advanced pane") == nil)
        try ui.click(.button, "General 0")
        try ui.change(.tabview, "General 1", to: "#1")
        #expect(ui.find(.text, "Advanced pane") != nil)
        #expect(ui.find(.button, "General 1") == nil)
        // Coming back makes the tab's views anew: their state starts over.
        try ui.click(.tab, "Advanced")
        try ui.send(HostEvent(kind: .click, target: ui.all(.tab)[0].id))
        #expect(ui.find(.button, "General 0") != nil)
    }

    @Test func tabItemsAndTagsFollowTheBinding() throws {
        let ui = ViewHarness(Bound())
        let tabview = try #require(ui.all(.tabview).first)
        #expect(tabview.attributes[.selected] == "search")
        #expect(ui.all(.tab).map { $0.attributes[.title] } == ["Home", "Search"])
        #expect(ui.all(.tab).first?.attributes[.systemImage] == "house")
        #expect(ui.find(.text, "Search pane") != nil && ui.find(.text, "Home pane") == nil)
        try ui.send(HostEvent(kind: .change, target: tabview.id, value: "home"))
        #expect(ui.find(.text, "Pane home") != nil)
        #expect(ui.find(.text, "Home pane") != nil && ui.find(.text, "Search pane") == nil)
    }

    @Test func tabValuesSelect() throws {
        let ui = ViewHarness(Valued())
        #expect(ui.find(.text, "Second") != nil)
        try ui.send(HostEvent(kind: .click, target: ui.all(.tab)[0].id))
        #expect(ui.find(.text, "First") != nil && ui.find(.text, "Second") == nil)
    }
}
