import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Book: Identifiable, Hashable {
    let id = UUID()
    let title: String
}

/// The seed sample's shape: tag/selection links in a two-column NavigationView.
@available(*, deprecated)
private struct Library: View {
    let books = [Book(title: "Dune"), Book(title: "Emma")]
    @State var selectedID: UUID?
    var body: some View {
        VStack {
            NavigationView {
                List {
                    ForEach(books) { book in
                        NavigationLink(destination: Text("About \(book.title)"), tag: book.id, selection: $selectedID) {
                            Text(book.title)
                        }
                    }
                }
                Text("Select a book")
            }
            Text("Selected \(books.first { $0.id == selectedID }?.title ?? "none")")
            Button("Choose Emma") { selectedID = books[1].id }
            Button("Clear") { selectedID = nil }
        }
    }
}

private struct Split: View {
    @State var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            NavigationLink("Inbox") { Mailbox(name: "Inbox") }
            NavigationLink("Sent") { Mailbox(name: "Sent") }
        } detail: {
            Text("No mailbox")
        }
    }
}

private struct Mailbox: View {
    let name: String
    @State var opened = 0
    var body: some View {
        Button("\(name) opened \(opened)") { opened += 1 }
    }
}

private struct Stack: View {
    @State var path: [Int] = []
    @State var showSettings = false
    var body: some View {
        VStack {
            NavigationStack(path: $path) {
                VStack {
                    Mailbox(name: "Root")
                    NavigationLink("Three", value: 3)
                    Button("Settings") { showSettings = true }
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Number \(number)")
                        NavigationLink("Next", value: number + 1)
                    }
                }
                .navigationDestination(isPresented: $showSettings) {
                    Text("Settings page")
                }
            }
            Text("Path \(path.map(String.init).joined(separator: ","))")
            Text("Settings \(showSettings)")
        }
    }
}

private struct PlainStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details") { Text("Detail view") }
        }
    }
}

@MainActor @Suite struct NavigationTests {
    @available(*, deprecated)
    @Test func tagSelectionLinksShowTheirDestinationInTheNextColumn() throws {
        let ui = ViewHarness(Library())
        let split = try #require(ui.all(.split).first)
        #expect(split.children.map { $0.attributes[.role] } == ["sidebar", "detail"])
        #expect(ui.all(.column)[1].textContent == "Select a book")
        try ui.click(.navlink, "Dune")
        #expect(ui.find(.text, "Selected Dune") != nil)
        #expect(ui.all(.column)[1].textContent == "About Dune")
        #expect(ui.all(.navlink).map { $0.attributes[.active] } == [true, false])
        // Setting the selection in code switches the destination.
        try ui.click(.button, "Choose Emma")
        #expect(ui.all(.column)[1].textContent == "About Emma")
        #expect(ui.all(.navlink).map { $0.attributes[.active] } == [false, true])
        try ui.click(.navlink, "Dune")
        #expect(ui.all(.column)[1].textContent == "About Dune")
        #expect(ui.find(.text, "Selected Dune") != nil)
        try ui.click(.button, "Clear")
        #expect(ui.all(.column)[1].textContent == "Select a book")
        #expect(ui.all(.navlink).allSatisfy { $0.attributes[.active] == false })
    }

    @Test func splitViewLinksReplaceTheDetailWithAViewOfItsOwn() throws {
        let ui = ViewHarness(Split())
        #expect(ui.all(.split).first?.attributes[.visibility] == "all")
        #expect(ui.all(.column).map { $0.attributes[.role] } == ["sidebar", "detail"])
        try ui.click(.navlink, "Inbox")
        try ui.click(.button, "Inbox opened 0")
        #expect(ui.all(.column)[1].textContent == "Inbox opened 1")
        try ui.click(.navlink, "Sent")
        #expect(ui.all(.column)[1].textContent == "Sent opened 0")
        #expect(ui.all(.navlink).map { $0.attributes[.active] } == [false, true])
        try ui.send(HostEvent(kind: .change, target: ui.all(.split)[0].id, value: "visibility:detailOnly"))
        #expect(ui.all(.split).first?.attributes[.visibility] == "detailOnly")
    }

    @Test func valueLinksPushOnThePathAndBackPops() throws {
        let ui = ViewHarness(Stack())
        try ui.click(.button, "Root opened 0")
        #expect(try ui.element(.navstack, "Root opened 1 Three Settings").attributes[.depth] == "0")
        try ui.click(.navlink, "Three")
        #expect(ui.find(.text, "Path 3") != nil)
        try ui.click(.navlink, "Next")
        #expect(ui.find(.text, "Path 3,4") != nil)
        let stack = try #require(ui.all(.navstack).first)
        #expect(stack.attributes[.depth] == "2")
        #expect(stack.children.map { $0.attributes[.hidden] } == [true, true, nil])
        #expect(stack.children.last?.textContent == "Number 4 Next")
        try ui.send(HostEvent(kind: .change, target: stack.id, value: "back"))
        try ui.send(HostEvent(kind: .change, target: stack.id, value: "back"))
        #expect(ui.find(.text, "Path ") != nil)
        // The root kept its state while covered.
        #expect(ui.find(.button, "Root opened 1") != nil)
        #expect(ui.all(.page).count == 1)
    }

    @Test func isPresentedPushesAndBackResetsIt() throws {
        let ui = ViewHarness(Stack())
        try ui.click(.button, "Settings")
        let stack = try #require(ui.all(.navstack).first)
        #expect(stack.attributes[.depth] == "1")
        #expect(stack.children.last?.textContent == "Settings page")
        try ui.send(HostEvent(kind: .change, target: stack.id, value: "back"))
        #expect(ui.find(.text, "Settings false") != nil)
        #expect(ui.all(.navstack).first?.attributes[.depth] == "0")
    }

    @Test func destinationLinksPushOnAStackWithoutPath() throws {
        let ui = ViewHarness(PlainStack())
        try ui.click(.navlink, "Details")
        let stack = try #require(ui.all(.navstack).first)
        #expect(stack.attributes[.depth] == "1")
        #expect(stack.children.last?.textContent == "Detail view")
        try ui.send(HostEvent(kind: .change, target: stack.id, value: "back"))
        #expect(ui.all(.navstack).first?.attributes[.depth] == "0")
        #expect(ui.all(.navlink).first?.attributes[.active] == false)
    }

    @Test func navigationPathCountsAndAppends() {
        var path = NavigationPath()
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        #expect(!path.isEmpty)
    }
}
