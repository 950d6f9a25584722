import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Chapters: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("To 40") { proxy.scrollTo(40, anchor: .top) }
                Button("To end") { proxy.scrollTo("end") }
                ScrollView {
                    ForEach(0..<50) { Text("Chapter \($0)") }
                    Text("The end").id("end")
                }
            }
        }
    }
}

@MainActor @Suite struct ScrollReaderTests {
    @Test func scrollToNamesTheElementOfTheViewWithThatID() throws {
        let ui = ViewHarness(Chapters())
        let reader = try #require(ui.all(.scrollreader).first)
        #expect(reader.attributes[.scrollTarget] == nil)
        try ui.click(.button, "To 40")
        let chapter = try ui.element(.text, "Chapter 40")
        #expect(ui.all(.scrollreader).first?.attributes[.scrollTarget] == "\(chapter.id.rawValue) top 1")
        try ui.click(.button, "To end")
        let end = try ui.element(.text, "The end")
        #expect(ui.all(.scrollreader).first?.attributes[.scrollTarget] == "\(end.id.rawValue) nearest 2")
        // The same request again is a new one.
        try ui.click(.button, "To end")
        #expect(ui.all(.scrollreader).first?.attributes[.scrollTarget] == "\(end.id.rawValue) nearest 3")
    }
}
