import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

// The selected rows of a list or table that has focus in the key window are
// drawn emphasized, and their views read `backgroundProminence` `.increased`;
// every other view reads `.standard`. The display tells the app of the
// list's or table's focus with `focus` events naming its element.

/// A row's content showing the background prominence it reads, and counting its bodies.
private struct ProminenceLabel: View {
    @MainActor static var bodies = 0
    let name: String
    @Environment(\.backgroundProminence) private var prominence

    var body: some View {
        Self.bodies += 1
        return Text("\(name) \(prominence == .increased ? "increased" : "standard")")
    }
}

private struct Mailboxes: View {
    let count: Int
    @State private var selection: Int? = 2
    @State private var note = ""

    var body: some View {
        VStack {
            List(selection: $selection) {
                ForEach(Array(1...count), id: \.self) { ProminenceLabel(name: "Row \($0)") }
            }
            TextField("Note", text: $note)
        }
    }
}

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private struct Items: View {
    @State private var selection: Int? = 1

    var body: some View {
        Table([Item(id: 1, name: "One"), Item(id: 2, name: "Two")], selection: $selection) {
            TableColumn("Name") { ProminenceLabel(name: $0.name) }
        }
    }
}

private struct MailApp: App {
    var body: some Scene {
        WindowGroup("Mail") { Mailboxes(count: 3) }
        Window("Items", id: "items") { Items() }
    }
}

private struct LongMailApp: App {
    var body: some Scene {
        WindowGroup("Mail") { Mailboxes(count: 1_000) }
    }
}

@MainActor @Suite(.serialized) struct BackgroundProminenceTests {
    private func texts(_ app: AppHarness, _ window: String) throws -> [String] {
        try app.window(window).root.allElements().compactMap { $0.tag == .text ? $0.text : nil }
    }

    /// Tells the app that focus went to (or, with `false`, left) the window's first element of `tag`.
    private func focus(_ app: AppHarness, _ tag: ElementKind, in title: String, _ focused: Bool = true) throws {
        let window = try app.window(title)
        let element = try #require(window.root.allElements().first { $0.tag == tag })
        try app.send(HostEvent(kind: .focus, surface: window.id, target: element.id, value: focused ? nil : "false"))
    }

    @Test func theSelectedRowOfAFocusedListReadsIncreased() throws {
        let app = try AppHarness(MailApp.self)
        #expect(try texts(app, "Mail").filter { $0.hasPrefix("Row") } == ["Row 1 standard", "Row 2 standard", "Row 3 standard"])
        try focus(app, .list, in: "Mail")
        #expect(try texts(app, "Mail").filter { $0.hasPrefix("Row") } == ["Row 1 standard", "Row 2 increased", "Row 3 standard"])
        // Another row selected: the emphasis goes with the selection.
        try app.click(.row, "Row 3 standard", in: "Mail")
        #expect(try texts(app, "Mail").filter { $0.hasPrefix("Row") } == ["Row 1 standard", "Row 2 standard", "Row 3 increased"])
        // Focus moves to the text field: the selection is no longer emphasized.
        try app.focus(.textfield, "Note", in: "Mail")
        #expect(try texts(app, "Mail").filter { $0.hasPrefix("Row") } == ["Row 1 standard", "Row 2 standard", "Row 3 standard"])
        // Back in the list, then out of it to nothing.
        try focus(app, .list, in: "Mail")
        #expect(try texts(app, "Mail").contains("Row 3 increased"))
        try focus(app, .list, in: "Mail", false)
        #expect(try texts(app, "Mail").contains("Row 3 standard"))
    }

    @Test func aListInAWindowThatIsNotKeyReadsStandard() throws {
        let app = try AppHarness(MailApp.self)
        try focus(app, .list, in: "Mail")
        #expect(try texts(app, "Mail").contains("Row 2 increased"))
        try app.chooseMenuItem("Window", "Items")
        #expect(app.keyWindow?.title == "Items")
        #expect(try texts(app, "Mail").contains("Row 2 standard"))
        // Key again, its list still its focused view: emphasized again, as on a Mac.
        try app.focusWindow("Mail")
        #expect(try texts(app, "Mail").contains("Row 2 increased"))
    }

    @Test func theSelectedRowOfAFocusedTableReadsIncreased() throws {
        let app = try AppHarness(MailApp.self)
        try app.chooseMenuItem("Window", "Items")
        #expect(try texts(app, "Items").filter { $0 != "Name" } == ["One standard", "Two standard"])
        try focus(app, .table, in: "Items")
        #expect(try texts(app, "Items").filter { $0 != "Name" } == ["One increased", "Two standard"])
        try focus(app, .table, in: "Items", false)
        #expect(try texts(app, "Items").filter { $0 != "Name" } == ["One standard", "Two standard"])
    }

    @Test func focusingAListOfAThousandRendersItsSelectedRowAlone() throws {
        let app = try AppHarness(LongMailApp.self)
        let graph = try #require(app.session.windows.first).viewGraph
        let (before, labels) = (graph.bodyEvaluations, ProminenceLabel.bodies)
        try focus(app, .list, in: "Mail")
        #expect(try texts(app, "Mail").contains("Row 2 increased"))
        // The list's and the selected row's, not a thousand rows'.
        #expect(graph.bodyEvaluations - before < 20)
        #expect(ProminenceLabel.bodies - labels == 1)
    }
}
