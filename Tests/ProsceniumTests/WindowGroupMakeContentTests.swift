import Testing
import Foundation
import Proscenium
import ProsceniumTesting

/// How many times each group's `makeContent` ran.
private enum Made {
    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var sides = 0
    static func next() -> Int {
        count += 1
        return count
    }
}

private struct MadeView: View {
    let number: Int
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Text("made \(number)")
            Button("open side") { openWindow(id: "side") }
            Button("open other") { openWindow(id: "other") }
        }
    }
}

private struct MadeByContentApp: App {
    var body: some Scene {
        WindowGroup(makeContent: { MadeView(number: Made.next()) })
        WindowGroup(Text("Side"), id: "side", makeContent: {
            Made.sides += 1
            return Text("side made")
        })
        WindowGroup(String("Other"), id: "other", makeContent: { Text("other made") })
    }
}

private struct Note: Codable, Hashable { var text: String }

private struct NoteView: View {
    @Binding var note: Note
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Text("note \(note.text)")
            Button("open titled") { openWindow(id: "titled") }
        }
    }
}

/// The title forms of `WindowGroup(_:for:content:defaultValue:)`.
private struct TitledNotesApp: App {
    let name = "Notes"
    var body: some Scene {
        WindowGroup(Text("Notes"), for: Note.self) { $note in NoteView(note: $note) } defaultValue: { Note(text: "first") }
        WindowGroup(name + " by id", id: "titled", for: Note.self) { $note in
            Text("titled \(note.text)")
        } defaultValue: { Note(text: "second") }
    }
}

@MainActor @Suite(.serialized) struct WindowGroupMakeContentTests {
    @Test func makeContentIsCalledWhenAWindowOpens() throws {
        Made.sides = 0
        let app = try AppHarness(MadeByContentApp.self)
        let first = try #require(app.keyWindow?.visibleText.first { $0.hasPrefix("made ") })
        // The group no window of which is open has made nothing.
        #expect(Made.sides == 0)
        try app.press("command+n")
        #expect(app.windows.count == 2)
        let second = try #require(app.keyWindow?.visibleText.first { $0.hasPrefix("made ") })
        #expect(Int(second.dropFirst(5))! > Int(first.dropFirst(5))!, "the new window's content is made for it")
        try app.click(.button, "open side")
        #expect(Made.sides > 0 && app.keyWindow?.find(.text, "side made") != nil)
    }

    @Test func eachWindowsContentIsMadeOnceAndKept() throws {
        // The content is made when the window opens, not again whenever the
        // window's views are evaluated: what a view makes in its initialiser
        // (a number here, an identifier in an app) stays.
        let app = try AppHarness(MadeByContentApp.self)
        let firstWindow = try #require(app.keyWindow)
        let first = try #require(firstWindow.visibleText.first { $0.hasPrefix("made ") })
        try app.press("command+n")
        let second = try #require(app.keyWindow?.visibleText.first { $0.hasPrefix("made ") })
        try app.click(.button, "open side")
        try app.focusWindow(firstWindow)
        try app.update()
        #expect(app.keyWindow?.visibleText.first { $0.hasPrefix("made ") } == first)
        #expect(first != second)
    }

    @Test func titledGroupsMadeByContentOpenByIdentifier() throws {
        let app = try AppHarness(MadeByContentApp.self)
        let main = try #require(app.keyWindow?.title)
        try app.click(.button, "open side")
        #expect(app.windows.count == 2)
        #expect(try app.window("Side").find(.text, "side made") != nil)
        try app.focusWindow(main)
        try app.click(.button, "open other")
        #expect(try app.window("Other").find(.text, "other made") != nil)
        #expect(app.windows.map(\.title).contains(main))
    }

    @Test func groupsPresentingValuesTakeTextAndStringTitles() throws {
        let app = try AppHarness(TitledNotesApp.self)
        #expect(app.keyWindow?.title == "Notes")
        #expect(app.keyWindow?.find(.text, "note first") != nil)
        try app.click(.button, "open titled")
        #expect(app.keyWindow?.title == "Notes by id")
        #expect(app.keyWindow?.find(.text, "titled second") != nil)
    }
}
