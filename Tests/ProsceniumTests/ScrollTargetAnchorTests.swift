import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Messages: View {
    @State private var position: Int?
    var body: some View {
        VStack {
            Button("Bottom") { withTransaction(\.scrollTargetAnchor, .bottom) { position = 40 } }
            Button("Plain") { position = 10 }
            ScrollView {
                VStack { ForEach(0..<50, id: \.self) { Text("Message \($0)") } }.scrollTargetLayout()
            }
            .scrollPosition(id: $position)
        }
    }
}

private struct Chapters: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Centre") { withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(30) } }
                Button("Own anchor") { withTransaction(\.scrollTargetAnchor, .center) { proxy.scrollTo(20, anchor: .top) } }
                ScrollView { ForEach(0..<50) { Text("Chapter \($0)") } }
            }
        }
    }
}

@MainActor @Suite struct ScrollTargetAnchorTests {
    @Test func theTransactionsAnchorPlacesTheBoundView() throws {
        let ui = ViewHarness(Messages())
        try ui.click(.button, "Bottom")
        let forty = try ui.element(.text, "Message 40")
        #expect(ui.all(.scroll).first?.attributes[.scrollPosition] == .string("\(forty.id.rawValue) bottom"))
        try ui.click(.button, "Plain")
        let ten = try ui.element(.text, "Message 10")
        #expect(ui.all(.scroll).first?.attributes[.scrollPosition] == .string("\(ten.id.rawValue) nearest"))
        #expect(Transaction().scrollTargetAnchor == nil)
    }

    @Test func scrollToTakesTheTransactionsAnchorWhenItNamesNone() throws {
        let ui = ViewHarness(Chapters())
        try ui.click(.button, "Centre")
        let thirty = try ui.element(.text, "Chapter 30")
        #expect(ui.all(.scrollreader).first?.attributes[.scrollTarget] == "\(thirty.id.rawValue) center 1")
        try ui.click(.button, "Own anchor")
        let twenty = try ui.element(.text, "Chapter 20")
        #expect(ui.all(.scrollreader).first?.attributes[.scrollTarget] == "\(twenty.id.rawValue) top 2")
    }
}
