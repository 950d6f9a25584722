import SwiftUI

struct Fruit: Identifiable {
    let id: Int
    let name: String
    let price: Double
}

/// Tables in the built-in styles: inset without shading and without headers,
/// bordered with shaded rows, a price column aligned for numbers.
struct TableStylesBoard: View {
    private let fruit = [Fruit(id: 1, name: "Apple", price: 1.5), Fruit(id: 2, name: "Cherry", price: 12.25),
                         Fruit(id: 3, name: "Fig", price: 3)]

    var body: some View {
        VStack(alignment: .leading) {
            Table(fruit) {
                TableColumn("Fruit", value: \.name)
                TableColumn("Price") { Text(String($0.price)) }.alignment(.numeric)
            }
            .tableStyle(.inset(alternatesRowBackgrounds: false))
            .tableColumnHeaders(.hidden)
            .accessibilityIdentifier("insetTable")
            .frame(width: 260, height: 110)
            Table(fruit) {
                TableColumn("Fruit", value: \.name)
                TableColumn("Price") { Text(String($0.price)) }.alignment(.numeric)
            }
            .tableStyle(.bordered)
            .accessibilityIdentifier("borderedTable")
            .frame(width: 260, height: 130)
        }
    }
}
