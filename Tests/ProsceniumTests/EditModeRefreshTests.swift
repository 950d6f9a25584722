import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct Editable: View {
    @State var items = ["One", "Two", "Three"]
    var body: some View {
        VStack {
            EditButton()
            List {
                ForEach(items, id: \.self) { Text($0) }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }
}

private struct EditModeApp: App {
    var body: some Scene {
        WindowGroup("Edit") { Editable() }
    }
}

private struct ExplicitMode: View {
    @State var mode = EditMode.active
    var body: some View {
        Editable().environment(\.editMode, $mode)
    }
}

@MainActor private final class Refreshes { var count = 0 }

private struct Refreshing: View {
    let refreshes: Refreshes
    @State var items = ["A"]
    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable {
                try? await Task.sleep(for: .milliseconds(100))
                await MainActor.run { refreshes.count += 1 }
            }
    }
}

private struct ReadsRefresh: View {
    @Environment(\.refresh) private var refresh
    var body: some View { Text(refresh == nil ? "none" : "some") }
}

@MainActor @Suite(.serialized) struct EditModeRefreshTests {
    @Test func editButtonTogglesEachWindowsEditModeAndRowsShowTheirControls() throws {
        let app = try AppHarness(EditModeApp.self)
        var window = try app.window("Edit")
        #expect(window.find(.button, "Edit") != nil)
        #expect(window.find(.row, "One")?.attributes[.editing] == nil)
        try app.click(.button, "Edit", in: "Edit")
        window = try app.window("Edit")
        #expect(window.find(.button, "Done") != nil)
        #expect(window.find(.row, "One")?.attributes[.editing] == true)
        try app.deleteRow("Two", in: "Edit")
        window = try app.window("Edit")
        #expect(window.find(.row, "Two") == nil)
        try app.click(.button, "Done", in: "Edit")
        window = try app.window("Edit")
        #expect(window.find(.row, "One")?.attributes[.editing] == nil)
        #expect(window.find(.button, "Edit") != nil)
    }

    @Test func anEditModeFromTheEnvironmentIsShownAndWithoutOneTheButtonIsDisabled() throws {
        let ui = ViewHarness(ExplicitMode())
        #expect(try ui.element(.row, "One").attributes[.editing] == true)
        #expect(ui.find(.button, "Done") != nil)
        try ui.click(.button, "Done")
        #expect(try ui.element(.row, "One").attributes[.editing] == nil)
        let bare = ViewHarness(EditButton())
        #expect(try bare.element(.button, "Edit").attributes[.disabled] == true)
        #expect(EditMode.transient.isEditing && EditMode.active.isEditing && !EditMode.inactive.isEditing)
    }

    @Test func aRefreshableListRunsItsActionOnceAtATimeAndShowsItWhileRunning() async throws {
        let refreshes = Refreshes()
        let ui = ViewHarness(Refreshing(refreshes: refreshes))
        let list = try #require(ui.all(.list).first)
        #expect(list.attributes[.refreshable] == true)
        try ui.send(HostEvent(kind: .change, target: list.id, value: "refresh"))
        #expect(ui.all(.list).first?.attributes[.refreshing] == true)
        // A second request while one runs is ignored.
        try ui.send(HostEvent(kind: .change, target: list.id, value: "refresh"))
        #expect(try await ui.settle { ui.all(.list).first?.attributes[.refreshing] == nil })
        #expect(refreshes.count == 1)
        #expect(ViewHarness(List { Text("x") }).all(.list).first?.attributes[.refreshable] == nil)
    }

    @Test func theRefreshEnvironmentValueIsSetByRefreshable() async throws {
        #expect(ViewHarness(ReadsRefresh()).find(.text, "none") != nil)
        #expect(ViewHarness(ReadsRefresh().refreshable {}).find(.text, "some") != nil)
    }
}
