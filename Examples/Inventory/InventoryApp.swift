// Inventory: a stock list in a sortable table with a search field, an
// inspector that edits the selected item, and CSV import and export through
// the Open and Save panels. Its columns hide, move and resize (kept with the
// window), its rows and its empty area have a context menu, its search has
// a token whose limit the person picks in the chip, and a second table groups
// the stock by location in rows that open. Plain SwiftUI code.
import SwiftUI
import UniformTypeIdentifiers

@main
struct InventoryApp: App {
    var body: some Scene {
        WindowGroup("Inventory") {
            InventoryView()
        }
    }
}

struct Item: Identifiable {
    let id: Int
    var name: String
    var location: String
    var quantity: Int
    var price: Double
    var restock = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01, midnight UTC
    var tag = Color.orange
}

/// A search token: items with less stock than its limit, which the person picks in the token.
struct StockFilter: Identifiable, Hashable {
    let id: String
    var limit = 20
    static let low = StockFilter(id: "Low stock")
    func matches(_ item: Item) -> Bool { item.quantity < limit }
}

/// The search's scopes: every price, or the cheap items.
enum PriceScope: Hashable { case all, cheap }

/// The stock as CSV: one item a line, `name,location,quantity,price`.
struct InventoryFile: FileDocument {
    static var readableContentTypes: [UTType] { [.commaSeparatedText] }
    var items: [Item]

    init(items: [Item]) { self.items = items }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        items = Self.parse(text, firstID: 1)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let lines = items.map { "\($0.name),\($0.location),\($0.quantity),\($0.price)" }
        return FileWrapper(regularFileWithContents: Data((["name,location,quantity,price"] + lines)
            .joined(separator: "\n").utf8))
    }

    static func parse(_ text: String, firstID: Int) -> [Item] {
        var items: [Item] = []
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let quantity = Int(fields[2]), let price = Double(fields[3]) else { continue }
            items.append(Item(id: firstID + items.count, name: fields[0], location: fields[1], quantity: quantity,
                              price: price))
        }
        return items
    }
}

struct InventoryView: View {
    @State private var items = [
        Item(id: 1, name: "Hex bolt", location: "Aisle 3", quantity: 240, price: 0.15),
        Item(id: 2, name: "Anchor plate", location: "Aisle 1", quantity: 12, price: 4.5),
        Item(id: 3, name: "Cog 10", location: "Aisle 2", quantity: 31, price: 2.25),
        Item(id: 4, name: "Cog 9", location: "Aisle 2", quantity: 8, price: 2.1),
        Item(id: 5, name: "Washer", location: "Aisle 3", quantity: 900, price: 0.05),
    ]
    @State private var sortOrder = [KeyPathComparator(\Item.name)]
    @State private var selection: Item.ID?
    @State private var query = ""
    @State private var showInspector = true
    @State private var importing = false
    @State private var exporting = false
    @State private var status = "Ready"
    @SceneStorage("InventoryColumns") private var columns: TableColumnCustomization<Item>
    @State private var filters: [StockFilter] = []
    @State private var lastExport: URL?
    @State private var moving = false
    @State private var scope = PriceScope.all
    @State private var searching = false

    private var shown: [Item] {
        let matching = query.isEmpty ? items : items.filter {
            $0.name.localizedCaseInsensitiveContains(query) || $0.location.localizedCaseInsensitiveContains(query)
        }
        let filtered = matching.filter { item in
            filters.allSatisfy { $0.matches(item) } && (scope == .all || item.price < 1)
        }
        return filtered.sorted(using: sortOrder)
    }

    var body: some View {
        VStack(spacing: 0) {
            Table(shown, selection: $selection, sortOrder: $sortOrder, columnCustomization: $columns) {
                TableColumn("Name", value: \.name) { item in
                    HStack {
                        Circle().fill(item.tag).frame(width: 10, height: 10)
                        Text(item.name)
                    }
                }
                .customizationID("name")
                .disabledCustomizationBehavior(.visibility)
                TableColumn("Location", value: \.location)
                    .customizationID("location")
                TableColumn("Quantity", value: \.quantity) { item in
                    Text("\(item.quantity)")
                }
                .width(min: 60, ideal: 80, max: 120)
                .customizationID("quantity")
                TableColumn("Price", value: \.price) { item in
                    Text(item.price, format: .currency(code: "EUR"))
                }
                .width(90)
                .customizationID("price")
            }
            .contextMenu(forSelectionType: Item.ID.self) { ids in
                if ids.isEmpty {
                    // The table's empty area.
                    Button("New Item") {
                        let id = (items.map(\.id).max() ?? 0) + 1
                        items.append(Item(id: id, name: "Item \(id)", location: "Aisle 1", quantity: 0, price: 1))
                        status = "Added Item \(id)"
                    }
                } else {
                    Button("Restock \(ids.count == 1 ? "Item" : "\(ids.count) Items")") {
                        for index in items.indices where ids.contains(items[index].id) { items[index].quantity += 100 }
                        status = "Restocked \(ids.count)"
                    }
                }
            } primaryAction: { ids in
                status = "Opened \(items.filter { ids.contains($0.id) }.map(\.name).joined(separator: ", "))"
            }
            // Room for the stock, empty below the rows when few match.
            .frame(minHeight: 180)
            StockByLocation(items: items)
                .frame(height: 150)
            HStack {
                Text(status).font(.caption)
                Spacer()
                // AppKit's pasteboard; Shift held copies every name instead.
                Button("Copy Summary") {
                    let text = NSEvent.modifierFlags.contains(.shift)
                        ? items.map(\.name).joined(separator: "\n") : "\(items.count) items in stock"
                    NSPasteboard.general.clearContents()
                    NSPasteboard.general.setString(text, forType: .string)
                    status = "Copied"
                }
                // AppKit's alert, as Mac apps ask: it waits for the answer.
                Button("Clear All…") {
                    let alert = NSAlert()
                    alert.messageText = "Clear the whole inventory?"
                    alert.informativeText = "Every item goes. This cannot be undone."
                    alert.alertStyle = .critical
                    alert.addButton(withTitle: "Clear")
                    alert.addButton(withTitle: "Cancel")
                    if alert.runModal() == .alertFirstButtonReturn {
                        items = []
                        status = "Cleared"
                    } else {
                        status = "Nothing cleared (\(items.count) items kept)"
                    }
                }
            }
            .padding(6)
        }
        .searchable(text: $query, editableTokens: $filters, isPresented: $searching, prompt: "Search stock") { $filter in
            Text(filter.id)
            Picker("Limit", selection: $filter.limit) {
                Text("< 20").tag(20)
                Text("< 10").tag(10)
            }
            .labelsHidden()
        }
        .searchScopes($scope) {
            Text("All Prices").tag(PriceScope.all)
            Text("Under €1").tag(PriceScope.cheap)
        }
        .searchSuggestions {
            Text(StockFilter.low.id).searchCompletion(StockFilter.low)
            ForEach(Array(Set(items.map(\.location))).sorted(), id: \.self) { location in
                Text(location).searchCompletion(location)
            }
        }
        .inspector(isPresented: $showInspector) {
            ItemInspector(item: binding(for: selection))
                .inspectorColumnWidth(min: 200, ideal: 260, max: 360)
        }
        .toolbar {
            ToolbarItem {
                Button("Find") { searching = true }.disabled(searching)
            }
            ToolbarItem {
                Button("Import…") { importing = true }
            }
            ToolbarItem {
                Button("Export…") { exporting = true }
            }
            ToolbarItem {
                Button("Move File…") { moving = true }.disabled(lastExport == nil)
            }
            ToolbarItem {
                Toggle("Inspector", isOn: $showInspector).toggleStyle(.button)
            }
        }
        .fileMover(isPresented: $moving, file: lastExport) { result in
            switch result {
            case let .success(url):
                lastExport = url
                status = "Moved \(url.lastPathComponent) to \(url.deletingLastPathComponent().lastPathComponent)"
            case let .failure(error): status = "Move failed: \(error.localizedDescription)"
            }
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText]) { result in
            switch result {
            case let .success(url):
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let added = InventoryFile.parse(text, firstID: (items.map(\.id).max() ?? 0) + 1)
                items += added
                status = "Imported \(added.count) items from \(url.lastPathComponent)"
            case let .failure(error):
                status = "Import failed: \(error.localizedDescription)"
            }
        }
        .fileExporter(isPresented: $exporting, document: InventoryFile(items: shown), contentType: .commaSeparatedText,
                      defaultFilename: "Inventory") { result in
            switch result {
            case let .success(url):
                lastExport = url
                status = "Exported \(shown.count) items to \(url.lastPathComponent)"
            case let .failure(error): status = "Export failed: \(error.localizedDescription)"
            }
        }
        .navigationTitle("Inventory")
    }

    private func binding(for id: Item.ID?) -> Binding<Item>? {
        guard let id, let index = items.firstIndex(where: { $0.id == id }) else { return nil }
        return $items[index]
    }
}

/// The stock grouped by location: a row per location that opens on its items.
struct StockByLocation: View {
    let items: [Item]

    struct Entry: Identifiable {
        let id: String
        var quantity: Int
        var children: [Entry]?
    }

    private var groups: [Entry] {
        Dictionary(grouping: items, by: \.location).sorted { $0.key < $1.key }.map { location, stock in
            Entry(id: location, quantity: stock.map(\.quantity).reduce(0, +),
                  children: stock.map { Entry(id: $0.name, quantity: $0.quantity) })
        }
    }

    var body: some View {
        Table(of: Entry.self) {
            TableColumn("Location", value: \.id)
            TableColumn("In stock") { entry in Text("\(entry.quantity)") }
        } rows: {
            OutlineGroup(groups, children: \.children)
        }
    }
}

struct ItemInspector: View {
    let item: Binding<Item>?

    var body: some View {
        if let item {
            Form {
                Section("Item") {
                    TextField("Name", text: item.name)
                    TextField("Location", text: item.location)
                    Stepper("Quantity: \(item.wrappedValue.quantity)", value: item.quantity, in: 0...10_000)
                    ColorPicker("Tag", selection: item.tag, supportsOpacity: false)
                }
                Section("Restock") {
                    DatePicker("Next delivery", selection: item.restock)
                    LabeledContent("In UTC") {
                        Text(item.wrappedValue.restock.formatted(.iso8601))
                    }
                }
                DisclosureGroup("Pricing") {
                    TextField("Price", value: item.price, format: .number)
                    LabeledContent("Stock value") {
                        Text(Double(item.wrappedValue.quantity) * item.wrappedValue.price, format: .currency(code: "EUR"))
                    }
                }
            }
        } else {
            ContentUnavailableView("No Selection", systemImage: "shippingbox", description: Text("Select an item to edit it."))
        }
    }
}
