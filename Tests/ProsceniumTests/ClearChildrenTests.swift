import Testing
import Proscenium
import ProsceniumTesting

private struct Item: Identifiable {
    let id: Int
    var label: String
}

@MainActor private final class Departures {
    var labels: [String] = []
}

/// A list of rows that can be cleared, replaced, thinned and added to.
private struct Rows: View {
    @State var items = (1...5).map { Item(id: $0, label: "Row \($0)") }
    @State var next = 6
    let departures: Departures
    var body: some View {
        VStack {
            List {
                ForEach(items) { item in
                    Text(item.label).onDisappear { departures.labels.append(item.label) }
                }
            }
            Button("Clear") { items = [] }
            Button("Clear animated") { withAnimation(.linear(duration: 1)) { items = [] } }
            Button("Replace") {
                items = (next..<next + 3).map { Item(id: $0, label: "Row \($0)") }
                next += 3
            }
            Button("Drop first") { items.removeFirst() }
            Button("Add") {
                items.append(Item(id: next, label: "Row \(next)"))
                next += 1
            }
        }
    }
}

@MainActor @Suite struct ClearChildrenTests {
    func rowLabels(_ ui: ViewHarness) -> [String] {
        ui.all(.text).compactMap(\.text).filter { $0.hasPrefix("Row ") }
    }

    /// The element the rows are children of.
    func rowParent(_ ui: ViewHarness) throws -> RenderElement {
        try #require(ui.root.allElements().first { $0.children.contains { $0.tag == .row } })
    }

    @Test func clearingAListIsOnePatch() throws {
        let departures = Departures()
        let ui = ViewHarness(Rows(departures: departures))
        let parent = try rowParent(ui)
        try ui.click(.button, "Clear")
        #expect(ui.updates.last == [.removeChildren(parent: parent.id)])
        #expect(rowLabels(ui).isEmpty)
        #expect(departures.labels.sorted() == (1...5).map { "Row \($0)" })
        // A later insert lands in the emptied list.
        try ui.click(.button, "Add")
        #expect(rowLabels(ui) == ["Row 6"])
    }

    @Test func replacingEveryRowClearsThenInserts() throws {
        let ui = ViewHarness(Rows(departures: Departures()))
        let parent = try rowParent(ui)
        try ui.click(.button, "Replace")
        let patches = try #require(ui.updates.last)
        #expect(patches.first == .removeChildren(parent: parent.id))
        #expect(patches.dropFirst().allSatisfy { if case .insert = $0 { true } else { false } })
        #expect(patches.count == 4)
        #expect(rowLabels(ui) == ["Row 6", "Row 7", "Row 8"])
    }

    @Test func removingSomeRowsStillRemovesEach() throws {
        let ui = ViewHarness(Rows(departures: Departures()))
        try ui.click(.button, "Drop first")
        let patches = try #require(ui.updates.last)
        #expect(patches.count == 1)
        #expect(patches.allSatisfy { if case .remove = $0 { true } else { false } })
        #expect(rowLabels(ui) == ["Row 2", "Row 3", "Row 4", "Row 5"])
    }

    @Test func anAnimatedClearRunsEachRowsRemoval() throws {
        let ui = ViewHarness(Rows(departures: Departures()))
        let parent = try rowParent(ui)
        try ui.click(.button, "Clear animated")
        let animation = Animation.linear(duration: 1).value
        #expect(ui.updates.last == [.animate(animation), .removeChildren(parent: parent.id)])
        #expect(ui.motion.removals.map(\.element.tag) == Array(repeating: .row, count: 5))
        #expect(ui.motion.removals.allSatisfy { $0.animation == animation && $0.transition == .opacity })
        #expect(rowLabels(ui).isEmpty)
    }
}
