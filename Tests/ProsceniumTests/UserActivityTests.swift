import Foundation
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private let readingType = "com.example.reading"

private struct Reader: View {
    @State private var page = 1
    @State private var sharing = true
    @State private var chapter: String?

    var body: some View {
        VStack {
            Text("Page \(page)")
            Button("Next") { page += 1 }
            Toggle("Share", isOn: $sharing)
            Button("Open chapter") { chapter = "Chapter 2" }
        }
        .userActivity(readingType, isActive: sharing) { activity in
            activity.title = "Page \(page)"
            activity.isEligibleForHandoff = true
            activity.addUserInfoEntries(from: ["page": page])
        }
        .userActivity("com.example.chapter", element: chapter) { chapter, activity in
            activity.title = chapter
        }
        .onContinueUserActivity(readingType) { activity in
            page = activity.userInfo?["page"] as? Int ?? page
        }
    }
}

private struct Note: View {
    @State private var opened = "none"
    var body: some View {
        Text("Note \(opened)")
            .onContinueUserActivity("com.example.note") { activity in
                opened = activity.targetContentIdentifier ?? "?"
            }
    }
}

private struct ReaderApp: App {
    var body: some Scene {
        WindowGroup("Reader") { Reader() }
        WindowGroup("Notes", id: "notes") { Note() }
            .handlesExternalEvents(matching: ["note-"])
    }
}

@MainActor @Suite(.serialized) struct UserActivityTests {
    /// The key window's advertised activity is built by the update closure,
    /// kept (the same object) as the view changes, and is the current one.
    @Test func theKeyWindowAdvertisesItsActivity() throws {
        let app = try AppHarness(ReaderApp.self)
        let activity = try #require(app.runtime.currentUserActivity)
        #expect(activity.activityType == readingType)
        #expect(activity.title == "Page 1" && activity.userInfo?["page"] as? Int == 1)
        #expect(NSUserActivity._current === activity)
        try app.click(.button, "Next", in: "Reader")
        #expect(app.runtime.currentUserActivity === activity, "the activity is kept")
        #expect(activity.title == "Page 2" && activity.userInfo?["page"] as? Int == 2)
    }

    /// `isActive: false` stops advertising: the activity is invalidated and
    /// no longer current; true again advertises a new one.
    @Test func anInactiveActivityIsWithdrawn() throws {
        let app = try AppHarness(ReaderApp.self)
        let activity = try #require(app.runtime.currentUserActivity)
        try app.toggle("Share", in: "Reader")
        #expect(app.runtime.currentUserActivity == nil)
        #expect(activity._isInvalidated && NSUserActivity._current !== activity)
        try app.toggle("Share", in: "Reader")
        let again = try #require(app.runtime.currentUserActivity)
        #expect(again !== activity && again.title == "Page 1")
    }

    /// The element form advertises only while its element is not nil, and
    /// gives the element to the update.
    @Test func theElementFormAdvertisesForItsElement() throws {
        let app = try AppHarness(ReaderApp.self)
        try app.toggle("Share", in: "Reader")
        #expect(app.runtime.currentUserActivity == nil, "a nil element advertises nothing")
        try app.click(.button, "Open chapter", in: "Reader")
        let activity = try #require(app.runtime.currentUserActivity)
        #expect(activity.activityType == "com.example.chapter" && activity.title == "Chapter 2")
    }

    /// An activity given to the app reaches the handlers of its type in the
    /// window of the scene that handles it; other types are not delivered.
    @Test func aGivenActivityIsContinued() throws {
        let app = try AppHarness(ReaderApp.self)
        let given = NSUserActivity(activityType: readingType)
        given.userInfo = ["page": 7]
        app.runtime.continueUserActivity(given)
        try app.update()
        #expect(try app.window("Reader").find(.text, "Page 7") != nil)
        let other = NSUserActivity(activityType: "com.example.unknown")
        other.userInfo = ["page": 9]
        app.runtime.continueUserActivity(other)
        try app.update()
        #expect(try app.window("Reader").find(.text, "Page 7") != nil)

        let note = NSUserActivity(activityType: "com.example.note")
        note.targetContentIdentifier = "note-3"
        app.runtime.continueUserActivity(note)
        try app.update()
        #expect(app.windows.count == 2, "the Notes scene opened a window for it")
        #expect(try app.window("Notes").find(.text, "Note note-3") != nil)
        #expect(app.keyWindow?.title == "Notes")
        // The key window advertises nothing: the reader's activity is no longer current.
        #expect(app.runtime.currentUserActivity == nil && NSUserActivity._current == nil)
    }
}
