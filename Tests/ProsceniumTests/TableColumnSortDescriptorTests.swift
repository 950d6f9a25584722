import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Rows that are `NSObject`s, as Core Data's and Cocoa's models are: their
/// columns sort by `SortDescriptor`.
private final class Gadget: NSObject, Identifiable, @unchecked Sendable {
    let name: String
    let weight: Double
    let stock: Int16
    let serial: UUID?
    let note: String?
    init(_ name: String, weight: Double, stock: Int16, serial: UUID?, note: String?) {
        self.name = name
        self.weight = weight
        self.stock = stock
        self.serial = serial
        self.note = note
    }
}

private let gadgets = [
    Gadget("Gear 10", weight: 2.5, stock: 7, serial: UUID(uuidString: "00000000-0000-0000-0000-000000000003"), note: "b"),
    Gadget("Gear 9", weight: 0.5, stock: 30, serial: nil, note: nil),
    Gadget("Axle", weight: 9, stock: 1, serial: UUID(uuidString: "00000000-0000-0000-0000-000000000001"), note: "a"),
]

private struct Shelf: View {
    @State var items = gadgets
    @State var order: [SortDescriptor<Gadget>] = []
    var body: some View {
        VStack {
            // Sorted here: Linux's `SortDescriptor` is equal whatever its order, so `onChange` would miss a reversal.
            Table(items.sorted(using: order), sortOrder: $order) {
                TableColumn("Name", value: \.name) { Text($0.name) }
                TableColumn(Text("Weight"), value: \.weight) { Text("\($0.weight)") }
                TableColumn(String("Stock"), value: \.stock) { Text("\($0.stock)") }
                TableColumn("Serial", value: \.serial) { Text($0.serial.map { String($0.uuidString.suffix(1)) } ?? "-") }
                TableColumn(Text("Note"), value: \.note, comparator: .localizedStandard) { Text($0.note ?? "-") }
            }
            Text("Order \(order.map { $0.order == .forward ? "up" : "down" }.joined(separator: ","))")
        }
    }
}

/// A key-path-comparator table whose columns have `Text` labels.
private struct Labelled: View {
    struct Row: Identifiable { let id: Int; let name: String; let size: Int }
    @State var items = [Row(id: 1, name: "b", size: 3), Row(id: 2, name: "a", size: 9), Row(id: 3, name: "c", size: 1)]
    @State var order = [KeyPathComparator(\Row.id)]
    var body: some View {
        Table(items, sortOrder: $order) {
            TableColumn(Text("Name"), value: \.name)
            TableColumn(Text("Size"), value: \.size) { Text("\($0.size)") }
            TableColumn(Text("Reverse"), value: \.size, comparator: ReverseOrder()) { Text("\($0.size)") }
            TableColumn(Text("Id"), sortUsing: KeyPathComparator(\Row.id)) { Text("\($0.id)") }
        }
        .onChange(of: order) { _, newOrder in items.sort(using: newOrder) }
    }
}

/// Orders integers from largest to smallest.
private struct ReverseOrder: SortComparator, Hashable {
    var order = SortOrder.forward
    func compare(_ lhs: Int, _ rhs: Int) -> ComparisonResult {
        let result: ComparisonResult = lhs == rhs ? .orderedSame : (lhs > rhs ? .orderedAscending : .orderedDescending)
        guard order == .reverse else { return result }
        return result == .orderedAscending ? .orderedDescending : result == .orderedDescending ? .orderedAscending : result
    }
}

@MainActor @Suite struct TableColumnSortDescriptorTests {
    private func column(_ ui: ViewHarness, _ index: Int) -> [String] {
        ui.all(.tablerow).map { $0.children[index].textContent }
    }

    @Test func objectColumnsSortBySortDescriptorsOfTheirProperty() throws {
        let ui = ViewHarness(Shelf())
        #expect(ui.all(.tablecolumn).allSatisfy { $0.attributes[.sortable] == true })
        try ui.click(.tablecolumn, "Weight")
        #expect(column(ui, 1) == ["0.5", "2.5", "9.0"])
        #expect(try ui.element(.tablecolumn, "Weight").attributes[.sortOrder] == "ascending")
        try ui.click(.tablecolumn, "Weight")
        #expect(column(ui, 1) == ["9.0", "2.5", "0.5"])
        try ui.click(.tablecolumn, "Stock")
        #expect(column(ui, 2) == ["1", "7", "30"])
        // Optional values: nil sorts first.
        try ui.click(.tablecolumn, "Serial")
        #expect(column(ui, 3) == ["-", "1", "3"])
        try ui.click(.tablecolumn, "Note")
        #expect(column(ui, 4) == ["-", "a", "b"])
        // Strings sort as a person reads them: "Gear 9" before "Gear 10".
        try ui.click(.tablecolumn, "Name")
        #expect(column(ui, 0) == ["Axle", "Gear 9", "Gear 10"])
        #expect(ui.find(.text, "Order up,up,up,up,down") != nil)
    }

    @Test func textLabelledColumnsSortByKeyPathComparators() throws {
        let ui = ViewHarness(Labelled())
        #expect(ui.all(.tablecolumn).map { $0.attributes[.title] } == ["Name", "Size", "Reverse", "Id"])
        try ui.click(.tablecolumn, "Name")
        #expect(column(ui, 0) == ["a", "b", "c"])
        try ui.click(.tablecolumn, "Size")
        #expect(column(ui, 1) == ["1", "3", "9"])
        try ui.click(.tablecolumn, "Reverse")
        #expect(column(ui, 2) == ["9", "3", "1"])
        try ui.click(.tablecolumn, "Id")
        #expect(column(ui, 3) == ["1", "2", "3"])
    }
}
