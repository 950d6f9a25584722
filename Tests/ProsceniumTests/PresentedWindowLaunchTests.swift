import Testing
import Foundation
import Proscenium
import ProsceniumTesting

// `WindowGroup(for:)` as an app's only scene opens a window at launch, as on
// a Mac: presenting no value, or the group's default value.

private struct Folder: Codable, Hashable {
    var name: String
}

private struct FolderView: View {
    @Binding var folder: Folder?
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Text("folder \(folder?.name ?? "none")")
            Button("open Photos") { openWindow(value: Folder(name: "Photos")) }
        }
        .navigationTitle(folder?.name ?? "No Folder")
    }
}

private struct FolderApp: App {
    var body: some Scene {
        WindowGroup(for: Folder.self) { $folder in
            FolderView(folder: $folder)
        }
    }
}

private struct DefaultFolderView: View {
    @Binding var folder: Folder
    @State private var renders = 0
    var body: some View {
        VStack {
            Text("folder \(folder.name)")
            Text("renders \(renders)")
            Button("render again") { renders += 1 }
            Button("rename") { folder = Folder(name: "Renamed") }
        }
        .navigationTitle(folder.name)
    }
}

/// Each default is new (as a new document's identifier would be).
private struct DefaultFolderApp: App {
    var body: some Scene {
        WindowGroup(for: Folder.self) { $folder in
            DefaultFolderView(folder: $folder)
        } defaultValue: {
            Folder(name: "Inbox \(UUID().uuidString.prefix(8))")
        }
    }
}

/// `WindowGroup(id:for:content:defaultValue:)`, opened by its identifier.
private struct IdentifiedDefaultApp: App {
    var body: some Scene {
        WindowGroup("Main") { OpenFolders() }
        WindowGroup(id: "folders", for: Folder.self) { $folder in
            DefaultFolderView(folder: $folder)
        } defaultValue: {
            Folder(name: "Drafts")
        }
        WindowGroup("Archive", id: "archive", for: Folder.self) { $folder in
            DefaultFolderView(folder: $folder)
        } defaultValue: {
            Folder(name: "Archive")
        }
    }
}

private struct OpenFolders: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        Button("folders") { openWindow(id: "folders") }
        Button("archive") { openWindow(id: "archive") }
    }
}

/// A group presenting values before a plain group: the first scene opens, as on a Mac.
private struct ValueGroupFirstApp: App {
    var body: some Scene {
        WindowGroup(for: Folder.self) { $folder in
            FolderView(folder: $folder)
        }
        WindowGroup("Plain") { Text("plain here") }
    }
}

@MainActor @Suite struct PresentedWindowLaunchTests {
    @Test func theOnlyGroupPresentingValuesOpensOneWindowWithNoValue() throws {
        let app = try AppHarness(FolderApp.self)
        #expect(app.windows.map(\.title) == ["No Folder"])
        #expect(app.keyWindow?.find(.text, "folder none") != nil)
        #expect(app.session.windows.first?.presentedValue == nil)
    }

    @Test func openWindowWithAValueStillOpensItsWindowOnce() throws {
        let app = try AppHarness(FolderApp.self)
        try app.click(.button, "open Photos")
        #expect(app.windows.map(\.title) == ["No Folder", "Photos"])
        #expect(app.keyWindow?.find(.text, "folder Photos") != nil)
        try app.focusWindow("No Folder")
        try app.click(.button, "open Photos")
        #expect(app.windows.count == 2, "the window presenting Photos comes forward")
        #expect(app.keyWindow?.title == "Photos")
    }

    @Test func theLaunchWindowOfAGroupWithADefaultPresentsTheDefaultMadeOnce() throws {
        let app = try AppHarness(DefaultFolderApp.self)
        #expect(app.windows.count == 1)
        let title = try #require(app.keyWindow?.title)
        #expect(title.hasPrefix("Inbox "))
        // The default is the window's value, not made anew as its views render.
        #expect(app.session.windows.first?.presentedValue == AnyHashable(Folder(name: title)))
        try app.click(.button, "render again")
        #expect(app.keyWindow?.find(.text, "renders 1") != nil)
        #expect(app.keyWindow?.find(.text, "folder \(title)") != nil)
        try app.click(.button, "rename")
        #expect(app.keyWindow?.title == "Renamed")
    }

    @Test func aNewWindowOfAGroupWithADefaultGetsAnotherDefault() throws {
        let app = try AppHarness(DefaultFolderApp.self)
        try app.press("command+n")
        let titles = app.windows.map(\.title)
        #expect(titles.count == 2)
        #expect(titles.allSatisfy { $0.hasPrefix("Inbox ") })
        #expect(Set(titles).count == 2)
    }

    @Test func groupsWithAnIdentifierAndADefaultOpenByIdentifierWithTheDefault() throws {
        let app = try AppHarness(IdentifiedDefaultApp.self)
        #expect(app.windows.map(\.title) == ["Main"])
        try app.click(.button, "folders")
        #expect(app.keyWindow?.find(.text, "folder Drafts") != nil)
        try app.focusWindow("Main")
        try app.click(.button, "archive")
        #expect(app.keyWindow?.find(.text, "folder Archive") != nil)
    }

    @Test func theFirstSceneOpensWhenItPresentsValues() throws {
        let app = try AppHarness(ValueGroupFirstApp.self)
        #expect(app.windows.map(\.title) == ["No Folder"])
    }

    @Test func restoredWindowsOpenInsteadOfTheLaunchWindow() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        do {
            let app = try AppHarness(FolderApp.self, restorationFile: file)
            try app.click(.button, "open Photos")
            try app.focusWindow("No Folder")
            try app.closeWindow("No Folder")
            #expect(app.windows.map(\.title) == ["Photos"])
            app.runtime.saveRestorationNow()
        }
        let relaunched = try AppHarness(FolderApp.self, restorationFile: file)
        #expect(relaunched.windows.map(\.title) == ["Photos"])
        #expect(relaunched.keyWindow?.find(.text, "folder Photos") != nil)
    }

    @Test func aRestoredDefaultValueWindowKeepsItsValue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("windows.json")
        let title: String
        do {
            let app = try AppHarness(DefaultFolderApp.self, restorationFile: file)
            title = try #require(app.keyWindow?.title)
            app.runtime.saveRestorationNow()
        }
        let relaunched = try AppHarness(DefaultFolderApp.self, restorationFile: file)
        #expect(relaunched.windows.map(\.title) == [title])
    }
}
