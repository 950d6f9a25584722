import SwiftUI

/// An outline list and an outline table side by side, placed by the engine
/// (OutlineLayout.swift): BrowserTests/test_outline_placement.py checks each
/// row is drawn where the engine put it, each triangle in the room left
/// for it, and that opening a row moves the rows below it down.
struct OutlineDemo: View {
    struct Item: Identifiable {
        let id: String
        var children: [Item]?
    }

    private let items = [
        Item(id: "Fruit", children: [Item(id: "Apple"), Item(id: "Pear", children: [Item(id: "Conference")])]),
        Item(id: "Vegetables", children: [Item(id: "Leek")]),
        Item(id: "Bread"),
    ]

    var body: some View {
        HStack(spacing: 0) {
            List(items, children: \.children) { item in
                Text("List \(item.id)")
            }
            Table(items, children: \.children) {
                TableColumn("Name") { item in Text("Table \(item.id)") }
            }
        }
    }
}
