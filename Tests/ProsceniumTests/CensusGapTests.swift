import Foundation
import ProsceniumHost
import Combine
import Testing
@_spi(Testing) import Proscenium
import ProsceniumTesting

/// Ten menus, one per command of the builder's largest fixed block.
private struct TenMenus: Commands {
    var body: some Commands {
        CommandMenu("M0") { Text("0") }
        CommandMenu("M1") { Text("1") }
        CommandMenu("M2") { Text("2") }
        CommandMenu("M3") { Text("3") }
        CommandMenu("M4") { Text("4") }
        CommandMenu("M5") { Text("5") }
        CommandMenu("M6") { Text("6") }
        CommandMenu("M7") { Text("7") }
        CommandMenu("M8") { Text("8") }
        CommandMenu("M9") { Text("9") }
    }
}

private struct TenMenusApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("Hello") }
            .commands {
                TenMenus()
                CommandMenu("Extra") { Text("E") }
            }
    }
}

private struct CompactColumns: View {
    @State var column = NavigationSplitViewColumn.detail
    @State var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
    }
}

private struct Password: View {
    @State var password = ""
    @State var committed = 0
    var body: some View {
        VStack {
            SecureField("Password", text: $password, onCommit: { committed += 1 })
            Text("Committed \(committed)")
        }
    }
}

private struct Scoped: View {
    @State var outer = 0
    @State var inner = 0
    var body: some View {
        VStack {
            VStack {
                TextField("Blocked", text: .constant(""))
                VStack { TextField("Handled", text: .constant("")) }.onSubmit { inner += 1 }
            }
            .submitScope()
            TextField("Open", text: .constant(""))
            Text("Outer \(outer) inner \(inner)")
        }
        .onSubmit { outer += 1 }
    }
}

private struct Rows: View {
    @State var selected: String?
    var body: some View {
        VStack {
            List(selection: $selected) {
                Text("Free").tag("Free")
                Text("Fixed").tag("Fixed").selectionDisabled()
            }
            Text("Selected \(selected ?? "none")")
        }
    }
}

private final class Ticks: ObservableObject {
    let subject = PassthroughSubject<Int, Never>()
}

private struct Subscribed: View {
    let ticks: Ticks
    @State var total = 0
    var body: some View {
        SubscriptionView(content: Text("Total \(total)"), publisher: ticks.subject) { total += $0 }
    }
}

private struct Item: Identifiable {
    let id: Int
}

/// A table of ten explicit rows: the row builder's largest fixed block.
private struct TenRows: View {
    var body: some View {
        Table(of: Item.self) {
            TableColumn("Number") { Text("Row \($0.id)") }
        } rows: {
            TableRow(Item(id: 0))
            TableRow(Item(id: 1))
            TableRow(Item(id: 2))
            TableRow(Item(id: 3))
            TableRow(Item(id: 4))
            TableRow(Item(id: 5))
            TableRow(Item(id: 6))
            TableRow(Item(id: 7))
            TableRow(Item(id: 8))
            TableRow(Item(id: 9))
        }
    }
}

/// SwiftUI declarations the census found missing, with their effects.
@MainActor @Suite(.serialized) struct CensusGapTests {
    @Test func commandBlocksOfUpToTenBuildEveryMenu() throws {
        let app = try AppHarness(TenMenusApp.self)
        for index in 0..<10 { #expect(app.menuTitles.contains("M\(index)")) }
        #expect(app.menuTitles.contains("Extra"))
    }

    @Test func aPreferredCompactColumnStillShowsEveryColumnOnAMac() throws {
        let ui = ViewHarness(CompactColumns())
        let split = try #require(ui.all(.split).first)
        #expect(split.attributes[.visibility] == "all")
        #expect(ui.find(.text, "Sidebar") != nil && ui.find(.text, "Detail") != nil)
    }

    @Test func aSecureFieldCommitsOnReturn() throws {
        let ui = ViewHarness(Password())
        try ui.type("secret", into: "Password")
        try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, "Password").id))
        #expect(ui.find(.text, "Committed 1") != nil)
    }

    @Test func aSubmitScopeStopsSubmissionsGoingFurther() throws {
        let ui = ViewHarness(Scoped())
        for field in ["Blocked", "Handled", "Open"] {
            try ui.send(HostEvent(kind: .submit, target: try ui.element(.textfield, field).id))
        }
        #expect(ui.find(.text, "Outer 1 inner 1") != nil)
    }

    @Test func aRowWithSelectionDisabledIsNotSelectedByAClick() throws {
        let ui = ViewHarness(Rows())
        try ui.click(.row, "Fixed")
        #expect(ui.find(.text, "Selected none") != nil)
        try ui.click(.row, "Free")
        #expect(ui.find(.text, "Selected Free") != nil)
    }

    @Test func aSubscriptionViewRunsItsActionWithEachValue() async throws {
        let ticks = Ticks()
        let ui = ViewHarness(Subscribed(ticks: ticks))
        ticks.subject.send(2)
        ticks.subject.send(3)
        #expect(try await ui.settle(until: { ui.find(.text, "Total 5") != nil }))
    }

    @Test func anAnyViewIsMadeOnlyFromAView() {
        #expect(AnyView(_fromValue: Text("Hi")) != nil)
        #expect(AnyView(_fromValue: 42) == nil)
    }

    @Test func aBindingToACollectionStepsThroughItsIndices() {
        var numbers = [1, 2, 3]
        let binding = Binding(get: { numbers }, set: { numbers = $0 })
        var index = binding.startIndex
        binding.formIndex(after: &index)
        #expect(index == 1 && binding[index].wrappedValue == 2)
        binding.formIndex(before: &index)
        #expect(index == 0)
    }

    @Test func aScrollViewReaderShowsWhatItsContentBuilderMakes() {
        let reader = ScrollViewReader { _ in Text("Inside") }
        let ui = ViewHarness(ScrollViewReader(content: reader.content))
        #expect(ui.find(.text, "Inside") != nil)
    }

    @Test func rowBlocksOfUpToTenShowEveryRow() {
        let ui = ViewHarness(TenRows())
        #expect(ui.all(.tablerow).count == 10)
        #expect(ui.find(.text, "Row 9") != nil)
    }
}
