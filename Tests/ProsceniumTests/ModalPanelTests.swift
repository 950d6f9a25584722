import Foundation
import Testing
@_spi(Display) @_spi(Testing) import Proscenium
import ProsceniumTesting

/// What an app's button did with an AppKit modal panel's answer.
@MainActor private final class ModalLog {
    static var answers: [String] = []
}

private struct ModalApp: App {
    var body: some Scene {
        WindowGroup("Editor") {
            VStack {
                Button("Close Document") {
                    let alert = NSAlert()
                    alert.messageText = "Do you want to save the changes?"
                    alert.informativeText = "Your changes will be lost if you don't save them."
                    alert.alertStyle = .warning
                    alert.addButton(withTitle: "Save")
                    alert.addButton(withTitle: "Don't Save")
                    alert.addButton(withTitle: "Cancel")
                    let response = alert.runModal()
                    ModalLog.answers.append(response == .alertSecondButtonReturn ? "don't save" : "\(response.rawValue)")
                }
                Button("Open File") {
                    let panel = NSOpenPanel()
                    panel.allowedContentTypes = [.plainText]
                    panel.directoryURL = ModalPanelTests.folder
                    if panel.runModal() == .OK, let url = panel.url {
                        ModalLog.answers.append("opened \(url.lastPathComponent): \((try? String(contentsOf: url, encoding: .utf8)) ?? "")")
                    } else {
                        ModalLog.answers.append("not opened")
                    }
                }
            }
        }
    }
}

/// `NSAlert.runModal()` and `NSOpenPanel.runModal()` wait for the person's
/// answer while the app goes on handling events: the answer is delivered
/// through the inbox a modal loop drains, as a display delivers events.
@MainActor @Suite(.serialized) struct ModalPanelTests {
    nonisolated(unsafe) static var folder = URL(fileURLWithPath: "/")

    /// Answers the panel from outside the main actor, once the modal loop waits.
    private func answer(after milliseconds: Int = 100, _ job: @escaping @Sendable @MainActor () throws -> Void) {
        Task.detached {
            try? await Task.sleep(for: .milliseconds(milliseconds))
            await MainActorInbox.shared.deliver {
                do { try job() } catch { Issue.record("answering the panel failed: \(error)") }
            }
        }
    }

    @Test func anAlertWaitsForTheButtonThePersonClicks() throws {
        ModalLog.answers = []
        let app = try AppHarness(ModalApp.self)
        answer {
            let alert = try app.window("Do you want to save the changes?")
            #expect(alert.visibleText.contains("Your changes will be lost if you don't save them."))
            #expect(app.keyWindow?.title == "Do you want to save the changes?")
            try app.click("button", "Don't Save", in: "Do you want to save the changes?")
        }
        try app.click("button", "Close Document", in: "Editor")
        #expect(ModalLog.answers == ["don't save"])
        #expect(app.windows.map(\.title) == ["Editor"])
    }

    @Test func returnAnswersTheFirstButtonAndClosingTheAlertAborts() throws {
        ModalLog.answers = []
        let app = try AppHarness(ModalApp.self)
        answer { try app.press("return") }
        try app.click("button", "Close Document", in: "Editor")
        answer { try app.closeWindow("Do you want to save the changes?") }
        try app.click("button", "Close Document", in: "Editor")
        #expect(ModalLog.answers == ["1000", "-1001"])
    }

    @Test func anOpenPanelGivesTheFileThePersonChose() throws {
        ModalLog.answers = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modal-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "first note".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        Self.folder = folder
        let app = try AppHarness(ModalApp.self)
        answer {
            try app.click("button", "notes.txt", in: "Open")
            try app.click("button", "Open", in: "Open")
        }
        try app.click("button", "Open File", in: "Editor")
        answer { try app.click("button", "Cancel", in: "Open") }
        try app.click("button", "Open File", in: "Editor")
        #expect(ModalLog.answers == ["opened notes.txt: first note", "not opened"])
    }
}
