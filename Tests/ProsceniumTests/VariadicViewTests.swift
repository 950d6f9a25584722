import Testing
import Proscenium
import ProsceniumTesting

private struct Reversed<Content: View>: View {
    let tree: _VariadicView.Tree<ReversedRoot, Content>
    init(@ViewBuilder content: () -> Content) { tree = .init(ReversedRoot(), content: content) }
    var body: some View { tree }
}

private struct ReversedRoot: _VariadicView.UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        VStack {
            ForEach(children.reversed()) { child in
                HStack {
                    child
                    if child.id == children.last?.id { Text("last") }
                    if let badge = child[BadgeKey.self] { Text("badge \(badge)") }
                }
            }
            Text("\(children.count) children")
        }
    }
}

private struct BadgeKey: _ViewTraitKey {
    static var defaultValue: Int? { nil }
}

private struct Rows: View {
    @State private var names = ["Ann", "Bo"]
    var body: some View {
        Reversed {
            Text("First")
            ForEach(names, id: \.self) { name in Text(name)._trait(BadgeKey.self, name.count) }
            Button("Add") { names.append("Cy") }
        }
    }
}

@MainActor @Suite struct VariadicViewTests {
    @Test func theRootGetsTheContentsChildrenWithTheirIdentitiesAndTraits() throws {
        let ui = ViewHarness(Rows())
        // Looked through ForEach: four children, shown last first.
        #expect(ui.find(.text, "4 children") != nil)
        let texts = ui.all(.text).map(\.text)
        let first = try #require(texts.firstIndex(of: "First"))
        let ann = try #require(texts.firstIndex(of: "Ann"))
        #expect(ann < first, "the root shows the children reversed")
        // The last child (the first shown) is found by its identity; traits reach the root.
        #expect(ui.find(.text, "last") != nil)
        #expect(ui.find(.text, "badge 3") != nil)
        #expect(ui.find(.text, "badge 2") != nil)
        try ui.click(.button, "Add")
        #expect(ui.find(.text, "5 children") != nil)
        #expect(ui.find(.text, "Cy") != nil)
    }
}
