// A table whose rows are modified as row content: one the person cannot
// select, the others saying when the pointer is over them, draggable onto
// one another, and with a context menu of their own. Plain SwiftUI code.
import SwiftUI

struct Tree: Identifiable, Hashable {
    let id: Int
    var name: String
}

struct TreeTable: View {
    @State private var trees = [Tree(id: 1, name: "Alder"), Tree(id: 2, name: "Birch"), Tree(id: 3, name: "Cedar")]
    @State private var selection = Set<Tree.ID>()
    @State private var hovered = "none"
    @State private var dropped = "nothing"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Dogwood").padding(6).background(Color.yellow).draggable("Dogwood")
            Table(of: Tree.self, selection: $selection) {
                TableColumn("Tree", value: \.name)
            } rows: {
                ForEach(trees) { tree in
                    if tree.id == 1 {
                        TableRow(tree).selectionDisabled()
                    } else {
                        TableRow(tree)
                            .onHover { inside in hovered = inside ? tree.name : "none" }
                            .draggable(tree.name)
                            .dropDestination(for: String.self) { names in
                                dropped = "\(names.joined(separator: ", ")) on \(tree.name)"
                            }
                            .contextMenu {
                                Button("Fell \(tree.name)") { dropped = "axe on \(tree.name)" }
                            }
                    }
                }
            }
            .frame(width: 260, height: 180)
            Text("Selected: \(trees.filter { selection.contains($0.id) }.map(\.name).joined(separator: ", "))")
            Text("Hovered: \(hovered)")
            Text("Dropped: \(dropped)")
        }
    }
}
