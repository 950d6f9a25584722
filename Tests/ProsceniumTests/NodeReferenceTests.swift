import Observation
import Testing
@testable @_spi(Display) import Proscenium
import ProsceniumTesting

// How nodes refer to each other without weak references (which give a node
// a side table and slow every retain of it): a child's parent is unowned and
// cleared as the child leaves the tree; observation reaches its node through
// a link the node clears as it is freed. And the keys of children.

@Observable private final class Counter {
    var value = 0
}

private struct CounterText: View {
    let counter: Counter
    var body: some View { Text("count \(counter.value)") }
}

private struct Removable: View {
    let counter: Counter
    @State private var shown = true
    var body: some View {
        VStack {
            Button("toggle") { shown.toggle() }
            if shown {
                HStack {
                    CounterText(counter: counter)
                    Text("beside")
                }
            }
        }
    }
}

@MainActor
private func node(in graph: ViewGraph, where matches: (ViewNode) -> Bool) -> ViewNode? {
    func search(_ node: ViewNode) -> ViewNode? {
        if matches(node) { return node }
        for child in node.children { if let found = search(child) { return found } }
        return nil
    }
    return search(graph.root)
}

@MainActor @Suite struct NodeReferenceTests {
    @Test func observationReachesTheNodeUntilItIsFreedAndNothingAfter() throws {
        let counter = Counter()
        let ui = ViewHarness(Removable(counter: counter))
        counter.value = 1
        try ui.update()
        #expect(ui.find(.text, "count 1") != nil, "a change of what the body read renders it again")
        weak var reader = node(in: ui.graph) { $0.view is CounterText }
        #expect(reader != nil)
        try ui.click(.button, "toggle")
        #expect(ui.find(.text, "count 1") == nil)
        try ui.update()  // frees the nodes that left in the last update
        #expect(reader == nil, "the removed view's node is freed")
        let updates = ui.updates.count
        // Its observation is still registered: the change must find no node.
        counter.value = 2
        try ui.update()
        #expect(ui.updates.count == updates)
        try ui.click(.button, "toggle")
        #expect(ui.find(.text, "count 2") != nil, "a new identity observes afresh")
        counter.value = 3
        try ui.update()
        #expect(ui.find(.text, "count 3") != nil)
    }

    @Test func aChildKnowsItsParentWhileMountedAndLetsGoWhenItLeaves() throws {
        let ui = ViewHarness(Removable(counter: Counter()))
        let text = try #require(node(in: ui.graph) { ($0.view as? Text)?.plainText == "beside" })
        let stack = try #require(text.parent)
        #expect(stack.children.contains { $0 === text })
        #expect(stack.elementID != nil && text.host === text && stack.host === stack)
        try ui.click(.button, "toggle")
        try ui.update()
        // The text outlives its parent here (this test holds it): it must not
        // point at a freed node.
        #expect(!text.isMounted)
        #expect(text.parent == nil)
        #expect(text.handler(for: .click) == nil)
    }

    @Test func viewTypeFactsAreTheConformancesAndRemembered() {
        let views: [any View] = [Text("a"), Group { Text("a") }, HStack { Text("a") }, CounterText(counter: Counter()),
                                 ForEach(0..<2) { Text("\($0)") }, EmptyView()]
        for _ in 0..<2 {
            for view in views {
                let facts = ViewTypeFacts.of(view)
                #expect(facts.isListProvider == (view is any ViewListProvider))
                #expect(facts.isPrimitive == (view is any PrimitiveView))
            }
        }
        #expect(ViewTypeFacts.of(Text("a")).isPrimitive && !ViewTypeFacts.of(Text("a")).isListProvider)
        #expect(ViewTypeFacts.of(Group { Text("a") }).isListProvider)
        #expect(!ViewTypeFacts.of(CounterText(counter: Counter())).isPrimitive)
        #expect(!ViewTypeFacts.of(Text("a")).isRepresentable)
    }

    /// More types than the facts' recent slots, asked in turns: a type never
    /// gets the facts of another that shares its slot.
    @Test func viewTypeFactsStayTheirTypesPastTheRecentSlots() {
        var types: [any View.Type] = []
        func nest<V: View>(_ view: V, _ depth: Int) {
            types.append(V.self)
            guard depth > 0 else { return }
            if depth.isMultiple(of: 2) { nest(HStack { view }, depth - 1) } else { nest(Group { view }, depth - 1) }
        }
        nest(Text("a"), 150)
        for _ in 0..<3 {
            for (index, type) in types.enumerated() {
                let facts = ViewTypeFacts.of(type)
                // Text, then Groups and HStacks in turns from the outside in.
                let isGroup = index > 0 && (150 - index + 1).isMultiple(of: 2) == false
                #expect(facts.isPrimitive == (type is any PrimitiveView.Type))
                #expect(facts.isListProvider == (type is any ViewListProvider.Type))
                #expect(facts.isListProvider == isGroup)
            }
        }
    }

    @Test func positionKeysAreTheSameHoweverTheyAreMade() {
        for position in 0..<20 {
            let appended = ItemKey().appending(.position(position))
            let made = ItemKey([.position(position)])
            #expect(appended == made)
            #expect(appended.hashValue == made.hashValue)
            #expect(appended.components == [.position(position)])
            #expect(appended != ItemKey().appending(.position(position + 1)))
        }
        let nested = ItemKey([.slot("rows")]).appending(.position(1))
        #expect(nested.components == [.slot("rows"), .position(1)])
        #expect(nested != ItemKey().appending(.position(1)))
        let row = ItemKey().appending(.explicit(AnyHashable(7))).appending(.position(0))
        #expect(row == ItemKey([.explicit(AnyHashable(7)), .position(0)]))
        #expect(row.description == "explicit(AnyHashable(7))/position(0)")
    }
}
