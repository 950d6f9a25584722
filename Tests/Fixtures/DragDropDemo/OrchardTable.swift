// A table whose rows are in sections: a header row above each section's
// rows, one of them collapsible. Plain SwiftUI code.
import SwiftUI

struct Planting: Identifiable, Hashable {
    let id: Int
    var name: String
    var rows: Int
}

struct OrchardTable: View {
    private let fruit = [Planting(id: 1, name: "Apple", rows: 12), Planting(id: 2, name: "Pear", rows: 4)]
    private let nuts = [Planting(id: 3, name: "Walnut", rows: 2), Planting(id: 4, name: "Hazel", rows: 6)]
    @State private var selection = Set<Planting.ID>()
    @State private var nutsShown = true

    var body: some View {
        VStack(alignment: .leading) {
            Table(of: Planting.self, selection: $selection) {
                TableColumn("Tree", value: \.name)
                TableColumn("Rows") { Text("\($0.rows)") }
            } rows: {
                Section("Fruit") {
                    ForEach(fruit) { TableRow($0) }
                }
                Section("Nuts", isExpanded: $nutsShown) {
                    ForEach(nuts) { TableRow($0) }
                }
            }
            .frame(width: 300, height: 220)
            Text("Selected: \((fruit + nuts).filter { selection.contains($0.id) }.map(\.name).joined(separator: ", "))")
            Text("Nuts shown: \(nutsShown ? "yes" : "no")")
        }
    }
}
