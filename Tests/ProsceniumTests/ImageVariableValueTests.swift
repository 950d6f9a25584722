import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// `Image(systemName:variableValue:)` sends its value, clamped to 0...1, for
/// the display to light that share of the symbol's variable layers.
@MainActor @Suite struct ImageVariableValueTests {
    @Test func aSymbolSendsItsValueClampedToTheUnitRange() {
        let ui = ViewHarness(VStack {
            Image(systemName: "wifi", variableValue: 0.4)
            Image(systemName: "wifi", variableValue: 1.7)
            Image(systemName: "wifi", variableValue: -1)
            Image(systemName: "wifi", variableValue: nil)
            Image(systemName: "wifi")
        })
        let values = ui.all(.image).map { $0.attributes[.value]?.number }
        #expect(values == [0.4, 1, 0, nil, nil])
    }

    @Test func aFileHasNoVariableLayers() {
        let ui = ViewHarness(Image("Photo", variableValue: 0.5, label: Text("A photo")))
        let image = ui.all(.image)[0]
        #expect(image.attributes[.value] == nil)
        #expect(image.attributes[.label] == "A photo")
    }
}
