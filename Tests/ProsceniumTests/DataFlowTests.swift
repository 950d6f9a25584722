import Testing
import Foundation
import Combine
import Observation
import Proscenium
import ProsceniumTesting

/// Counts body evaluations; a class so that passing it does not change a view's inputs.
@MainActor final class BodyCounter {
    var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name] ?? 0 }
}

// MARK: Binding

private struct NameEditor: View {
    @Binding var name: String
    var body: some View {
        TextFieldStandIn(text: $name)
    }
}

/// A minimal text field for these tests (the real TextField lives elsewhere).
private struct TextFieldStandIn: View {
    @Binding var text: String
    var body: some View {
        Button("append") { text += "!" }
    }
}

private struct Person { var name = "Ada"; var age = 36 }

private struct PersonView: View {
    @State private var person = Person()
    var body: some View {
        VStack {
            Text("\(person.name) \(person.age)")
            NameEditor(name: $person.name)
            Button("birthday") { person.age += 1 }
            Button("custom") {
                Binding(get: { person.name }, set: { person.name = $0.uppercased() }).wrappedValue = "grace"
            }
        }
    }
}

private struct Item: Identifiable { let id: Int; var title: String }

private struct ItemsView: View {
    @State var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    var body: some View {
        VStack {
            ForEach($items) { $item in
                Button(item.title) { item.title += "+" }
            }
            Text(items.map(\.title).joined(separator: ","))
        }
    }
}

// MARK: Environment

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
private struct OtherKey: EnvironmentKey { static let defaultValue = 0 }
extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
    fileprivate var other: Int {
        get { self[OtherKey.self] }
        set { self[OtherKey.self] = newValue }
    }
}

private struct ThemeReader: View {
    @Environment(\.theme) private var theme
    let counter: BodyCounter
    var body: some View {
        counter.hit("reader")
        return Text("theme: \(theme)")
    }
}

private struct ThemeRoot: View {
    @State private var theme = "dark"
    @State private var other = 0
    let counter: BodyCounter
    var body: some View {
        VStack {
            ThemeReader(counter: counter)
            Button("theme") { theme = "light" }
            Button("other") { other += 1 }
        }
        .environment(\.theme, theme)
        .environment(\.other, other)
    }
}

// MARK: ObservableObject

private final class Library: ObservableObject {
    @Published var books = ["Dune"]
    @Published var title = "Mine"
    nonisolated(unsafe) static var made = 0
    init() { Library.made += 1 }
}

private struct LibraryView: View {
    @ObservedObject var library: Library
    var body: some View {
        VStack {
            Text("\(library.books.count) books in \(library.title)")
            TitleEditor(title: $library.title)
        }
    }
}

private struct TitleEditor: View {
    @Binding var title: String
    var body: some View { Button("rename") { title = "Ours" } }
}

private struct OwnsLibrary: View {
    @StateObject private var library = Library()
    let counter: BodyCounter
    var body: some View {
        counter.hit("owner")
        return VStack {
            Text("owned \(library.books.count)")
            Button("add") { library.books.append("Emma") }
        }
    }
}

private struct StateObjectParent: View {
    @State private var tick = 0
    @State private var showChild = true
    let counter: BodyCounter
    var body: some View {
        VStack {
            Text("tick \(tick)")
            Button("tick") { tick += 1 }
            Button("hide") { showChild.toggle() }
            if showChild { OwnsLibrary(counter: counter) }
        }
    }
}

private struct DistantReader: View {
    @EnvironmentObject var library: Library
    var body: some View { Text("distant \(library.books.joined(separator: ","))") }
}

private struct Middle: View {
    var body: some View { VStack { HStack { DistantReader() } } }
}

// MARK: Observation

@Observable private final class Model {
    var a = 0
    var b = 0
}

private struct ReadsA: View {
    let model: Model
    let counter: BodyCounter
    var body: some View {
        counter.hit("readsA")
        return Text("a=\(model.a)")
    }
}

private struct BindableEditor: View {
    @Bindable var model: Model
    var body: some View { NameStepper(value: $model.b) }
}

private struct NameStepper: View {
    @Binding var value: Int
    var body: some View { Button("step b") { value += 1 } }
}

private struct EnvironmentModelReader: View {
    @Environment(Model.self) private var model
    var body: some View { Text("env a=\(model.a)") }
}

@MainActor @Suite struct DataFlowTests {
    @Test func bindingsWriteThroughToState() throws {
        let ui = ViewHarness(PersonView())
        try ui.click(.button, "append")
        #expect(ui.find(.text, "Ada! 36") != nil)
        try ui.click(.button, "birthday")
        #expect(ui.find(.text, "Ada! 37") != nil)
        try ui.click(.button, "custom")
        #expect(ui.find(.text, "GRACE 37") != nil)
    }

    @Test func constantBindingNeverChanges() {
        let binding = Binding.constant(3)
        binding.wrappedValue = 4
        #expect(binding.wrappedValue == 3)
    }

    @Test func forEachBindingsReachEachElement() throws {
        let ui = ViewHarness(ItemsView())
        try ui.click(.button, "b")
        #expect(ui.find(.text, "a,b+") != nil)
        try ui.click(.button, "a")
        #expect(ui.find(.text, "a+,b+") != nil)
    }

    @Test func environmentReachesDescendantsAndOnlyReadersRerun() throws {
        let counter = BodyCounter()
        let ui = ViewHarness(ThemeRoot(counter: counter))
        #expect(ui.find(.text, "theme: dark") != nil)
        #expect(counter["reader"] == 1)
        try ui.click(.button, "other")
        #expect(counter["reader"] == 1, "a value the reader did not read changed")
        try ui.click(.button, "theme")
        #expect(ui.find(.text, "theme: light") != nil)
        #expect(counter["reader"] == 2)
    }

    @Test func observedObjectChangesShowAndBindIntoProperties() throws {
        let library = Library()
        let ui = ViewHarness(LibraryView(library: library))
        #expect(ui.find(.text, "1 books in Mine") != nil)
        library.books.append("Emma")
        library.books.append("Persuasion")
        try ui.update()
        #expect(ui.find(.text, "3 books in Mine") != nil)
        #expect(ui.updates.count == 1, "two changes in one turn are one update")
        try ui.click(.button, "rename")
        #expect(library.title == "Ours")
        #expect(ui.find(.text, "3 books in Ours") != nil)
    }

    @Test func stateObjectIsMadeOnceBeforeFirstBodyAndReleasedWhenTheViewLeaves() throws {
        Library.made = 0
        let counter = BodyCounter()
        let view = StateObjectParent(counter: counter)
        #expect(Library.made == 0, "making the view must not make the object")
        let ui = ViewHarness(view)
        let madeAfterFirstBody = Library.made
        try ui.click(.button, "add")
        #expect(ui.find(.text, "owned 2") != nil)
        try ui.click(.button, "tick")
        try ui.click(.button, "tick")
        #expect(ui.find(.text, "owned 2") != nil, "parent re-renders keep the object")
        #expect(Library.made == madeAfterFirstBody)
        try ui.click(.button, "hide")
        try ui.click(.button, "hide")
        #expect(ui.find(.text, "owned 1") != nil, "a new identity gets a new object")
    }

    @Test func environmentObjectReachesADistantView() throws {
        let library = Library()
        let ui = ViewHarness(Middle().environmentObject(library))
        #expect(ui.find(.text, "distant Dune") != nil)
        library.books.append("Emma")
        try ui.update()
        #expect(ui.find(.text, "distant Dune,Emma") != nil)
    }

    @Test func observationRerunsOnlyBodiesThatReadTheProperty() throws {
        let model = Model()
        let counter = BodyCounter()
        let ui = ViewHarness(VStack { ReadsA(model: model, counter: counter); BindableEditor(model: model) })
        #expect(counter["readsA"] == 1)
        try ui.click(.button, "step b")
        #expect(model.b == 1)
        #expect(counter["readsA"] == 1, "b changed; the body read only a")
        model.a = 5
        try ui.update()
        #expect(counter["readsA"] == 2)
        #expect(ui.find(.text, "a=5") != nil)
    }

    @Test func observableObjectsComeFromTheEnvironmentByType() throws {
        let model = Model()
        let ui = ViewHarness(VStack { EnvironmentModelReader() }.environment(model))
        model.a = 2
        try ui.update()
        #expect(ui.find(.text, "env a=2") != nil)
    }
}
