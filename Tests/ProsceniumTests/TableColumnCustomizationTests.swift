import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
    var author: String
    var pages: Int
}

private let books = [Book(id: 1, title: "Emma", author: "Austen", pages: 474),
                     Book(id: 2, title: "Dubliners", author: "Joyce", pages: 152)]

private struct Shelf: View {
    @State var customization = TableColumnCustomization<Book>()
    var body: some View {
        VStack {
            Table(books, columnCustomization: $customization) {
                TableColumn("Title", value: \.title).customizationID("title")
                    .disabledCustomizationBehavior(.visibility)
                TableColumn("Author", value: \.author).customizationID("author")
                TableColumn("Pages") { Text("\($0.pages)") }.customizationID("pages")
                    .defaultVisibility(.hidden)
            }
            Text("Author \(customization[visibility: "author"])")
        }
    }
}

private struct Priced: Identifiable {
    let id: Int
    var title: String
    var pages: Int
    var price: Double
}

/// Columns a person resizes, kept in the customization.
private struct Resizing: View {
    @State var customization = TableColumnCustomization<Priced>()
    var json: String { String(decoding: (try? JSONEncoder().encode(customization)) ?? Data(), as: UTF8.self) }
    var body: some View {
        VStack {
            Table([Priced(id: 1, title: "Emma", pages: 474, price: 9)], columnCustomization: $customization) {
                TableColumn("Title", value: \.title).customizationID("title")
                TableColumn("Pages") { Text("\($0.pages)") }.width(min: 50, max: 200).customizationID("pages")
                TableColumn("Price") { Text("\($0.price)") }.width(60).customizationID("price")
            }
            Text(json.contains(#""pages":140"#) ? "Widths pages=140" : "Widths other")
        }
    }
}

@MainActor @Suite struct TableColumnCustomizationTests {
    private func titles(_ ui: ViewHarness) -> [AttributeValue?] {
        ui.all(.tablecolumn).map { $0.attributes[.title] }
    }

    @Test func visibilityHidesColumnsAndEncodes() throws {
        var customization = TableColumnCustomization<Book>()
        #expect(customization[visibility: "author"] == .automatic)
        customization[visibility: "author"] = .hidden
        customization[visibility: "pages"] = .visible
        let data = try JSONEncoder().encode(customization)
        let back = try JSONDecoder().decode(TableColumnCustomization<Book>.self, from: data)
        #expect(back == customization)
        #expect(back[visibility: "author"] == .hidden && back[visibility: "pages"] == .visible)
        customization.resetVisibility()
        #expect(customization[visibility: "author"] == .automatic)
        // Something unreadable decodes to nothing rather than crashing.
        #expect((try? JSONDecoder().decode(TableColumnCustomization<Book>.self, from: Data("[1]".utf8))) == nil)
    }

    @Test func theHeaderMenuHidesAndShowsColumns() throws {
        let ui = ViewHarness(Shelf())
        // A column hidden by default does not show.
        #expect(titles(ui) == ["Title", "Author"])
        #expect(ui.all(.tablerow).first?.children.count == 2)
        let header = try ui.element(.tablecolumn, "Author")
        #expect(header.attributes[.contextMenu] == true)
        try ui.send(HostEvent(kind: .contextMenu, target: header.id))
        // One menu, at the header clicked.
        #expect(ui.all(.contextmenu).count == 1)
        #expect(try ui.element(.tablecolumn, "Author").all(.contextmenu).count == 1)
        let menu = try #require(ui.all(.contextmenu).first)
        let toggles = menu.all(.menuitem)
        // A column whose visibility may not change is not in the menu.
        #expect(toggles.map { $0.attributes[.title] } == ["Author", "Pages"])
        #expect(toggles.map { $0.attributes[.checked] } == [true, false])
        try ui.send(HostEvent(kind: .click, target: toggles[0].id))
        #expect(titles(ui) == ["Title"])
        #expect(ui.find(.text, "Author hidden") != nil)
        // Chosen, the menu closes; it opens again from any header.
        #expect(ui.all(.contextmenu).isEmpty)
        try ui.send(HostEvent(kind: .contextMenu, target: try ui.element(.tablecolumn, "Title").id))
        let pages = try #require(ui.all(.contextmenu).first?.all(.menuitem).last)
        try ui.send(HostEvent(kind: .click, target: pages.id))
        #expect(titles(ui) == ["Title", "Pages"])
        #expect(ui.all(.tablerow).first?.children.count == 2)
    }

    @Test func draggingAHeaderReordersColumns() throws {
        let ui = ViewHarness(Shelf())
        let author = try ui.element(.tablecolumn, "Author")
        #expect(author.attributes[.customizationID] == "author")
        try ui.send(HostEvent(kind: .change, target: author.id, value: "title"))
        #expect(titles(ui) == ["Author", "Title"])
        // Cells follow their columns.
        #expect(ui.all(.tablerow).first?.children.first?.textContent == "Austen")
        // To the end, and an unknown ID from the page is taken as the end too.
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Author").id, value: ""))
        #expect(titles(ui) == ["Title", "Author"])
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Title").id, value: "nonsense"))
        #expect(titles(ui) == ["Author", "Title"])
    }

    @Test func draggedWidthsAreKeptInTheCustomizationWithinBounds() throws {
        let ui = ViewHarness(Resizing())
        let pages = try ui.element(.tablecolumn, "Pages")
        #expect(pages.attributes[.columnWidth] == nil)
        try ui.send(HostEvent(kind: .change, target: pages.id, key: "width", width: 140))
        #expect(try ui.element(.tablecolumn, "Pages").attributes[.columnWidth] == .length(140))
        #expect(ui.find(.text, "Widths pages=140") != nil)
        // Kept as its bounds allow, and coded with the rest.
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Pages").id, key: "width", width: 900))
        #expect(try ui.element(.tablecolumn, "Pages").attributes[.columnWidth] == .length(200))
        // A width that is not a size is dropped; the move of a header still moves it.
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Pages").id, key: "width", width: -3))
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Pages").id, key: "width"))
        #expect(try ui.element(.tablecolumn, "Pages").attributes[.columnWidth] == .length(200))
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Pages").id, value: "title"))
        #expect(titles(ui) == ["Pages", "Title", "Price"])
        // A fixed-width column keeps no width.
        try ui.send(HostEvent(kind: .change, target: try ui.element(.tablecolumn, "Price").id, key: "width", width: 70))
        #expect(try ui.element(.tablecolumn, "Price").attributes[.columnWidth] == nil)
    }

    @Test func keptWidthsEncodeAndUnreadableOnesAreDropped() throws {
        var customization = TableColumnCustomization<Book>()
        customization[visibility: "author"] = .hidden
        let plain = String(decoding: try JSONEncoder().encode(customization), as: UTF8.self)
        #expect(!plain.contains("width"))
        let json = #"{"visibility":{},"order":[],"width":{"pages":120.5,"title":-4}}"#
        let decoded = try JSONDecoder().decode(TableColumnCustomization<Book>.self, from: Data(json.utf8))
        let again = try JSONDecoder().decode(TableColumnCustomization<Book>.self,
                                             from: try JSONEncoder().encode(decoded))
        #expect(again == decoded)
        #expect(decoded != TableColumnCustomization<Book>())
        let round = String(decoding: try JSONEncoder().encode(decoded), as: UTF8.self)
        #expect(round.contains("120.5") && !round.contains("-4"))
    }

    @Test func columnsWithoutAFixedWidthResize() throws {
        let ui = ViewHarness(Table(books) {
            TableColumn("Title", value: \.title).width(min: 50, max: 300)
            TableColumn("Author", value: \.author).width(90)
            TableColumn("Pages") { Text("\($0.pages)") }.disabledCustomizationBehavior(.resize)
        })
        #expect(ui.all(.tablecolumn).map { $0.attributes[.resizable] == true } == [true, false, false])
    }
}
