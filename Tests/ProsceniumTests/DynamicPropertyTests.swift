import Testing
import Proscenium
import ProsceniumTesting

/// A dynamic property of our own, made of others: its `@State` lives in the
/// view's node like the view's own, and its `update()` runs before each body.
private struct Tally: DynamicProperty {
    @State private var count = 0
    @Environment(\.isEnabled) private var isEnabled
    private(set) var updates = 0

    var value: Int { count }
    var enabled: Bool { isEnabled }
    func increment() { count += 1 }

    mutating func update() { updates += 1 }
}

/// Dynamic properties nested two deep.
private struct Pair: DynamicProperty {
    var first = Tally()
    var second = Tally()
}

private struct Tallies: View {
    @State private var before = 100
    var left = Tally()
    var pair = Pair()
    @State private var after = 200

    var body: some View {
        VStack {
            Text("left \(left.value) pair \(pair.first.value) \(pair.second.value) before \(before) after \(after)")
            Text("updated \(left.updates > 0) enabled \(left.enabled)")
            Button("left") { left.increment() }
            Button("first") { pair.first.increment() }
            Button("second") { pair.second.increment() }
            Button("own") {
                before += 1
                after += 1
            }
        }
    }
}

@MainActor @Suite struct DynamicPropertyTests {
    @Test func nestedDynamicPropertiesEachKeepTheirOwnStorage() throws {
        let ui = ViewHarness(Tallies())
        #expect(ui.find(nil, "left 0 pair 0 0 before 100 after 200") != nil)
        #expect(ui.find(nil, "updated true enabled true") != nil)
        try ui.click("button", "first")
        #expect(ui.find(nil, "left 0 pair 1 0 before 100 after 200") != nil)
        try ui.click("button", "second")
        try ui.click("button", "second")
        try ui.click("button", "left")
        #expect(ui.find(nil, "left 1 pair 1 2 before 100 after 200") != nil)
        try ui.click("button", "own")
        #expect(ui.find(nil, "left 1 pair 1 2 before 101 after 201") != nil)
    }
}
