import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Chat: View {
    @State var position: Int?
    var body: some View {
        VStack {
            Text("At \(position.map(String.init) ?? "none")")
            Button("Show 30") { position = 30 }
            ScrollView {
                VStack {
                    ForEach(0..<50, id: \.self) { Text("Message \($0)") }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position, anchor: .top)
        }
    }
}

private struct Preset: View {
    @State var position: Int? = 7
    var body: some View {
        ScrollView {
            VStack { ForEach(0..<10, id: \.self) { Text("Item \($0)") } }.scrollTargetLayout()
        }
        .scrollPosition(id: $position)
    }
}

@MainActor @Suite struct ScrollBehaviorTests {
    @Test func aPresetPositionIsShownOnceTheTargetsExist() async throws {
        let ui = ViewHarness(Preset())
        let seven = try ui.element(.text, "Item 7")
        _ = try await ui.settle(until: { ui.all(.scroll).first?.attributes[.scrollPosition] == .string("\(seven.id.rawValue) nearest") })
        #expect(ui.all(.scroll).first?.attributes[.scrollPosition] == .string("\(seven.id.rawValue) nearest"))
        // Without a target layout there is nothing to scroll to, and no endless looking.
        let bare = ViewHarness(ScrollView { Text("Alone") }.scrollPosition(id: .constant(Optional(3))))
        try await bare.settle(for: .milliseconds(100))
        #expect(bare.all(.scroll).first?.attributes[.scrollPosition] == "-")
    }

    @Test func scrollIndicatorsHideTheBarsOfTheAxesGiven() throws {
        let ui = ViewHarness(VStack {
            ScrollView { Text("Hidden") }.scrollIndicators(.hidden)
            ScrollView { Text("Other axis") }.scrollIndicators(.never, axes: .horizontal)
            ScrollView(showsIndicators: false) { Text("Shown again") }.scrollIndicators(.visible)
            ScrollView(showsIndicators: false) { Text("Automatic") }
            ScrollView(.horizontal) { Text("Wide") }.scrollIndicators(.never, axes: .horizontal)
        })
        let scrolls = ui.all(.scroll)
        #expect(scrolls.map { $0.attributes[.indicators] } == [false, nil, nil, false, false])
        #expect(ScrollIndicatorVisibility.hidden != .never && ScrollIndicatorVisibility.automatic == .automatic)
    }

    @Test func scrollIndicatorVisibilityIsInTheEnvironment() throws {
        struct Reader: View {
            @Environment(\.verticalScrollIndicatorVisibility) var vertical
            @Environment(\.horizontalScrollIndicatorVisibility) var horizontal
            @Environment(\.isScrollEnabled) var enabled
            var body: some View { Text("\(vertical) \(horizontal) \(enabled)") }
        }
        let ui = ViewHarness(VStack {
            Reader()
            Reader().scrollIndicators(.hidden, axes: .vertical).scrollDisabled(true)
        })
        #expect(ui.find(.text, "automatic automatic true") != nil)
        #expect(ui.find(.text, "hidden automatic false") != nil)
    }

    @Test func scrollDisabledAnchorsAndSnapsReachTheScrollViewsBelow() throws {
        let ui = ViewHarness(VStack {
            ScrollView { Text("Fixed") }.scrollDisabled(true)
            ScrollView { Text("Chat") }.defaultScrollAnchor(.bottom)
            ScrollView(.horizontal) { Text("Pages") }.scrollTargetBehavior(.paging)
            ScrollView { Text("Cards") }.scrollTargetBehavior(.viewAligned)
            ScrollView { Text("One card") }.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            ScrollView { Text("Plain") }
        })
        let scrolls = ui.all(.scroll)
        #expect(scrolls.map { $0.attributes[.scrollEnabled] } == [false, nil, nil, nil, nil, nil])
        #expect(scrolls.map { $0.attributes[.scrollAnchor] } == [nil, "0.5 1.0", nil, nil, nil, nil])
        #expect(scrolls.map { $0.attributes[.scrollSnap] } == [nil, nil, "paging", "viewAligned", "viewAligned always", nil])
    }

    @Test func scrollPositionScrollsToTheBoundViewAndFollowsThePerson() throws {
        let ui = ViewHarness(Chat())
        let layout = try #require(ui.elements.first { $0.attributes[.scrollTargetLayout] == true })
        #expect(layout.tag == .vstack)
        var scroll = try #require(ui.all(.scroll).first)
        #expect(scroll.attributes[.scrollPosition] == "-")
        try ui.click(.button, "Show 30")
        let thirty = try ui.element(.text, "Message 30")
        scroll = try #require(ui.all(.scroll).first)
        #expect(scroll.attributes[.scrollPosition] == .string("\(thirty.id.rawValue) top"))
        // The person scrolls: the display names the view now at the top.
        let twelve = try ui.element(.text, "Message 12")
        try ui.send(HostEvent(kind: .change, target: scroll.id, value: "\(twelve.id.rawValue)"))
        #expect(ui.find(.text, "At 12") != nil)
        #expect(ui.all(.scroll).first?.attributes[.scrollPosition] == .string("\(twelve.id.rawValue) top"))
        // An element that is not a target, or nonsense, is dropped.
        let label = try ui.element(.text, "At 12")
        try ui.send(HostEvent(kind: .change, target: scroll.id, value: "\(label.id.rawValue)"))
        try ui.send(HostEvent(kind: .change, target: scroll.id, value: "many"))
        #expect(ui.find(.text, "At 12") != nil)
    }
}
