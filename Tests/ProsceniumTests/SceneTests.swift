import Testing
import Foundation
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private final class Store: ObservableObject {
    @Published var books = ["Dune", "Emma"]
}

private struct CounterWindow: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("count \(count)")
            Button("more") { count += 1 }
        }
        .navigationTitle("Counter")
    }
}

private struct BookWindow: View {
    @Binding var title: String?
    var body: some View {
        VStack {
            Text("book \(title ?? "none")")
            Button("rename") { title = "Persuasion" }
        }
        .navigationTitle(title ?? "No Book")
    }
}

private struct Opener: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    var body: some View {
        VStack {
            Button("open Dune") { openWindow(value: "Dune") }
            Button("open Emma") { openWindow(value: "Emma") }
            Button("activity") { openWindow(id: "activity") }
            Button("settings") { openSettings() }
        }
        .navigationTitle("Opener")
    }
}

private struct TestApp: App {
    @StateObject private var store = Store()
    var body: some Scene {
        WindowGroup {
            CounterWindow()
        }
        WindowGroup("Tools", id: "tools") {
            Opener()
        }
        WindowGroup("Book", for: String.self) { $title in
            BookWindow(title: $title)
        }
        .commandsRemoved()
        Window("Activity", id: "activity") {
            Text("\(store.books.count) books")
        }
        .keyboardShortcut("0", modifiers: [.option, .command])
        .defaultSize(width: 400, height: 800)
        .defaultPosition(.topTrailing)
        Settings {
            Text("settings here")
        }
    }
}

@MainActor @Suite struct SceneTests {
    @Test func launchOpensOneWindowOfTheFirstGroup() throws {
        let app = try AppHarness(TestApp.self)
        #expect(app.windows.map(\.title) == ["Counter"])
        #expect(app.keyWindow?.title == "Counter")
        #expect(app.menuTitles == ["TestApp", "File", "Edit", "Window", "Help"])
    }

    @Test func commandNOpensAnIndependentWindow() throws {
        let app = try AppHarness(TestApp.self)
        try app.click(.button, "more")
        try app.press("command+n")
        #expect(app.windows.count == 2)
        #expect(app.keyWindow?.find(.text, "count 0") != nil, "the new window has its own state")
        try app.click(.button, "more")
        try app.click(.button, "more")
        #expect(app.keyWindow?.find(.text, "count 2") != nil)
        #expect(app.windows.first?.find(.text, "count 1") != nil)
    }

    @Test func newItemsFollowTheGroupsThatKeepTheirCommands() throws {
        let app = try AppHarness(TestApp.self)
        let file = try app.menuItems("File")
        #expect(file.contains("New Window"))
        #expect(file.contains("New Tools Window"))
        #expect(!file.contains { $0.contains("Book") }, "commandsRemoved removes the Book group's New item")
        #expect(try app.menuItem("File", "New Window").attributes[.shortcut] == "command+n")
        try app.chooseMenuItem("File", "New Tools Window")
        #expect(app.keyWindow?.title == "Opener")
    }

    @Test func openWindowWithAnEqualValueReusesTheWindow() throws {
        let app = try AppHarness(TestApp.self)
        try app.chooseMenuItem("File", "New Tools Window")
        try app.click(.button, "open Dune")
        #expect(app.keyWindow?.title == "Dune")
        try app.focusWindow("Opener")
        try app.click(.button, "open Emma")
        try app.focusWindow("Opener")
        try app.click(.button, "open Dune")
        #expect(app.windows.filter { $0.title == "Dune" }.count == 1)
        #expect(app.keyWindow?.title == "Dune", "the existing window comes to the front")
        #expect(app.windows.count == 4)
        try app.click(.button, "rename")
        #expect(app.keyWindow?.title == "Persuasion", "the window's binding changes its value")
    }

    @Test func theUniqueWindowOpensOnceFromItsMenuItemAndShortcut() throws {
        let app = try AppHarness(TestApp.self)
        let item = try app.menuItem("Window", "Activity")
        #expect(item.attributes[.shortcut] == "option+command+0")
        try app.chooseMenuItem("Window", "Activity")
        #expect(app.keyWindow?.title == "Activity")
        #expect(app.keyWindow?.attributes.width == 400)
        #expect(app.keyWindow?.attributes.hints.defaultPosition == WindowHints.UnitPosition(x: 1, y: 0))
        try app.focusWindow("Counter")
        try app.press("option+command+0")
        #expect(app.windows.filter { $0.title == "Activity" }.count == 1)
        #expect(app.keyWindow?.title == "Activity")
    }

    @Test func settingsOpensFromTheAppMenu() throws {
        let app = try AppHarness(TestApp.self)
        #expect(try app.menuItem("TestApp", "Settings…").attributes[.shortcut] == "command+,")
        try app.chooseMenuItem("TestApp", "Settings…")
        #expect(app.keyWindow?.find(.text, "settings here") != nil)
        try app.press("command+,")
        #expect(app.windows.count == 2, "one settings window")
    }

    @Test func closingAWindowReleasesItAndTheWindowMenuFollows() throws {
        let app = try AppHarness(TestApp.self)
        try app.press("command+n")
        #expect(try app.menuItems("Window").filter { $0 == "Counter" }.count == 2)
        try app.press("command+w")
        #expect(app.windows.count == 1)
        #expect(try app.menuItems("Window").filter { $0 == "Counter" }.count == 1)
        #expect(try app.menuItem("Window", "Counter").attributes[.checked] == true)
    }

    @Test func quitEndsTheApp() throws {
        let app = try AppHarness(TestApp.self)
        try app.press("command+q")
        #expect(app.didQuit)
    }
}
