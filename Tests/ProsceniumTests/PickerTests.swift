import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}

private struct FlavorPicker: View {
    @State var flavor = Flavor.vanilla
    @State var size: Int? = nil
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            Picker(selection: $size) {
                Text("Small").tag(1)
                Text("Large").tag(2)
                Text("Wrong type").tag("x")
            } label: {
                Text("Size")
            }
            Text("Chose \(flavor.rawValue)")
            Text("Size \(size.map(String.init) ?? "none")")
        }
    }
}

@MainActor @Suite struct PickerTests {
    @Test func forEachIDsAreTagsAndChangeSelects() throws {
        let ui = ViewHarness(FlavorPicker())
        let picker = try ui.element(.picker, "Flavor")
        #expect(picker.attributes[.style] == "segmented")
        let options = picker.children.filter { $0.tag == .option }
        #expect(options.map { $0.attributes[.key] } == ["chocolate", "vanilla", "strawberry"])
        #expect(options.map { $0.attributes[.selected] } == [false, true, false])
        #expect(picker.attributes[.selected] == "vanilla")
        try ui.change(.picker, "Flavor", to: "strawberry")
        #expect(ui.find(.text, "Chose strawberry") != nil)
        #expect(try ui.element(.picker, "Flavor").attributes[.selected] == "strawberry")
        // Clicking an option (inline and segmented styles) also chooses it.
        try ui.click(.option, "Chocolate")
        #expect(ui.find(.text, "Chose chocolate") != nil)
    }

    @Test func tagsOfTheWrappedTypeMatchAnOptionalSelection() throws {
        let ui = ViewHarness(FlavorPicker())
        let picker = try ui.element(.picker, "Size")
        #expect(picker.attributes[.selected] == nil)
        #expect(picker.attributes[.style] == nil)
        let options = picker.children.filter { $0.tag == .option }
        // A tag of another type is shown but cannot be chosen.
        #expect(options.map { $0.attributes[.key] } == ["1", "2", nil])
        try ui.change(.picker, "Size", to: "2")
        #expect(ui.find(.text, "Size 2") != nil)
        try ui.click(.option, "Wrong type")
        #expect(ui.find(.text, "Size 2") != nil)
    }

    @Test func disabledPickerIgnoresChanges() throws {
        let ui = ViewHarness(FlavorPicker().environment(\.isEnabled, false))
        try ui.change(.picker, "Flavor", to: "chocolate")
        #expect(ui.find(.text, "Chose vanilla") != nil)
    }
}
