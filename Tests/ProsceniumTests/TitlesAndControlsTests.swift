import Foundation
import Testing
import UniformTypeIdentifiers
@_spi(Testing) import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Inbox: View {
    @State private var log = "nothing"
    @State private var name = "Draft"
    @State private var sharing = false
    @FocusState private var naming: Bool
    @State private var importing = false
    let folder: URL

    var body: some View {
        VStack {
            Text("Log: \(log)")
            TextField("Name", text: $name).focused($naming)
            RenameButton()
            Button("Share") { sharing = true }
            HelpLink { log = "help" }
            HelpLink(destination: URL(string: "https://example.com/help")!)
            Button("Import") { importing = true }
        }
        .renameAction($naming)
        .navigationTitle("Inbox")
        .navigationSubtitle("3 unread")
        .toolbarRole(.editor)
        .toolbarTitleMenu {
            Button("Duplicate") { log = "duplicated" }
        }
        .actionSheet(isPresented: $sharing) {
            ActionSheet(title: Text("Share draft"), message: Text("Where to?"),
                        buttons: [.default(Text("Mail")) { log = "mailed" }, .destructive(Text("Delete")) { log = "deleted" }, .cancel()])
        }
        .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { _ in }
        .fileDialogDefaultDirectory(folder)
    }
}

@MainActor private var inboxFolder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID())")

private struct InboxApp: App {
    var body: some Scene {
        WindowGroup("Mail") { Inbox(folder: inboxFolder) }
    }
}

private struct Trip: View {
    @State private var days: Set<DateComponents> = [DateComponents(year: 2026, month: 12, day: 6)]
    let start = Calendar.current.date(from: DateComponents(year: 2026, month: 12, day: 3))!

    var body: some View {
        VStack {
            MultiDatePicker("Days off", selection: $days, in: start...)
                // Named in US English whatever the machine's locale.
                .environment(\.locale, Locale(identifier: "en_US"))
            Text("Chosen " + days.compactMap(\.day).sorted().map(String.init).joined(separator: ","))
        }
    }
}

@MainActor @Suite struct TitlesAndControlsTests {
    @Test func theWindowShowsTheSubtitleRoleAndTitleMenu() throws {
        let app = try AppHarness(InboxApp.self)
        let window = try app.window("Inbox")
        #expect(window.attributes.hints.subtitle == "3 unread")
        #expect(window.attributes.hints.toolbarRole == "editor")
        let menu = try #require(window.root.all(.titlemenu).first)
        #expect(menu.all(.menubutton).first?.find(.text, "Title Menu") != nil)
        try app.click(.button, "Duplicate", in: "Inbox")
        #expect(try app.window("Inbox").find(.text, "Log: duplicated") != nil)
    }

    @Test func renameButtonFocusesTheBoundFieldAndIsDisabledWithoutAnAction() throws {
        let app = try AppHarness(InboxApp.self)
        #expect(try app.window("Inbox").find(.textfield, "Name")?.attributes[.focused] != true)
        try app.click(.button, "Rename", in: "Inbox")
        #expect(try app.window("Inbox").find(.textfield, "Name")?.attributes[.focused] == true)
        let lone = ViewHarness(RenameButton())
        #expect(lone.find(.button, "Rename")?.attributes[.disabled] == true)
        var renamed = 0
        let given = ViewHarness(RenameButton().renameAction { renamed += 1 })
        try given.click(.button, "Rename")
        #expect(renamed == 1)
    }

    @Test func helpLinksAreRoundButtonsThatActOrOpenTheirPage() throws {
        let app = try AppHarness(InboxApp.self)
        let helps = try app.window("Inbox").root.allElements().filter { $0.tag == .button && $0.attributes[.style] == "help" }
        #expect(helps.count == 2 && helps.allSatisfy { $0.attributes[.label] == "Help" })
        try app.send(HostEvent(kind: .click, surface: app.window("Inbox").id, target: helps[0].id))
        #expect(try app.window("Inbox").find(.text, "Log: help") != nil)
        try app.send(HostEvent(kind: .click, surface: app.window("Inbox").id, target: helps[1].id))
        #expect(app.openedURLs.last == "https://example.com/help")
    }

    @Test func anActionSheetIsAConfirmationDialog() throws {
        let app = try AppHarness(InboxApp.self)
        #expect(try app.window("Inbox").root.all(.dialog).isEmpty)
        try app.click(.button, "Share", in: "Inbox")
        let dialog = try #require(try app.window("Inbox").root.all(.dialog).first)
        #expect(dialog.attributes[.title] == "Share draft" && dialog.attributes[.message] == "Where to?")
        #expect(dialog.find(.button, "Delete")?.attributes[.role] == "destructive")
        try app.click(.button, "Mail", in: "Inbox")
        #expect(try app.window("Inbox").find(.text, "Log: mailed") != nil)
        #expect(try app.window("Inbox").root.all(.dialog).isEmpty)
    }

    @Test func filePanelsStartInTheDefaultDirectory() throws {
        try FileManager.default.createDirectory(at: inboxFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: inboxFolder) }
        try "words".write(to: inboxFolder.appendingPathComponent("letter.txt"), atomically: true, encoding: .utf8)
        let app = try AppHarness(InboxApp.self)
        app.runtime.panelDirectoryForTests = URL(fileURLWithPath: "/")
        try app.click(.button, "Import", in: "Inbox")
        #expect(try app.window("Open").find(.button, "letter.txt") != nil)
    }

    @Test func multiDatePickerTogglesDaysOfTheMonthShown() throws {
        let ui = ViewHarness(Trip())
        #expect(ui.find(.text, "December 2026") != nil)
        #expect(ui.find(.toggle, "December 6, 2026")?.attributes[.checked] == true)
        // Before the start of the range: not selectable.
        #expect(ui.find(.toggle, "December 2, 2026")?.attributes[.disabled] == true)
        try ui.toggle("December 9, 2026")
        #expect(ui.find(.text, "Chosen 6,9") != nil)
        try ui.toggle("December 6, 2026")
        #expect(ui.find(.text, "Chosen 9") != nil)
        try ui.click(.button, "Next Month")
        #expect(ui.find(.text, "January 2027") != nil)
        try ui.toggle("January 1, 2027")
        #expect(ui.find(.text, "Chosen 1,9") != nil)
    }
}
