import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private enum Weight: String, Hashable, CaseIterable { case light, regular, bold }

private struct Layer: Identifiable {
    let id: Int
    var weight: Weight
}

/// An inspector's picker over the selected layers' weights.
private struct Inspector: View {
    @State var layers = [Layer(id: 1, weight: .light), Layer(id: 2, weight: .bold), Layer(id: 3, weight: .light)]
    @State var picked: Set<Int> = [1, 2]
    var body: some View {
        VStack {
            Picker("Weight", sources: $layers.filter { picked.contains($0.id) }, selection: \.weight) {
                ForEach(Weight.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.radioGroup)
            Picker(String("Menu weight"), sources: $layers.filter { picked.contains($0.id) }, selection: \.weight) {
                ForEach(Weight.allCases, id: \.self) { Text($0.rawValue) }
            }
            Picker(sources: [$layers[0], $layers[2]], selection: \.weight) {
                ForEach(Weight.allCases, id: \.self) { Text($0.rawValue) }
            } label: { Text("Outer") }
            Picker("Symbols", systemImage: "bold", sources: [$layers[1].weight], selection: \.self) {
                ForEach(Weight.allCases, id: \.self) { Text($0.rawValue) }
            }
            Text("weights \(layers.map(\.weight.rawValue).joined(separator: ","))")
            Button("Pick first only") { picked = [1] }
        }
    }
}

@MainActor @Suite struct PickerSourcesTests {
    private func states(_ picker: RenderElement) -> [String] {
        picker.allElements().filter { $0.tag == .option }.compactMap { $0.attributes[.selected]?.description }
    }

    @Test func sourcesThatDifferShowEachValueAsMixedAndChoosingSetsThemAll() throws {
        let ui = ViewHarness(Inspector())
        var weight = try ui.element(.picker, "Weight")
        #expect(weight.attributes[.selected]?.string == "")
        #expect(states(weight) == ["mixed", "false", "mixed"])
        // Sources that agree select their value.
        #expect(states(try ui.element(.picker, "Outer")) == ["true", "false", "false"])
        #expect(states(try ui.element(.picker, "Symbols")) == ["false", "false", "true"])
        // Choosing sets every source.
        let regular = try #require(weight.allElements().first { $0.tag == .option && $0.textContent == "regular" })
        try ui.send(HostEvent(kind: .click, target: regular.id))
        #expect(ui.find(.text, "weights regular,regular,light") != nil)
        weight = try ui.element(.picker, "Weight")
        #expect(states(weight) == ["false", "true", "false"])
        #expect(states(try ui.element(.picker, "Outer")) == ["mixed", "mixed", "false"])
        // The menu picker chooses by key.
        let menu = try ui.element(.picker, "Menu weight")
        let boldKey = try #require(menu.allElements().first { $0.tag == .option && $0.textContent == "bold" }?
            .attributes[.key]?.string)
        try ui.send(HostEvent(kind: .change, target: menu.id, value: boldKey))
        #expect(ui.find(.text, "weights bold,bold,light") != nil)
    }
}
