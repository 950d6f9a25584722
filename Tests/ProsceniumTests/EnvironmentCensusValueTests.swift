import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Says whether a material is beneath it.
private struct MaterialReport: View {
    @Environment(\.backgroundMaterial) private var material
    var body: some View { Text(material == nil ? "No material" : "On a material") }
}

@MainActor @Suite struct EnvironmentCensusValueTests {
    @Test func aContentTransitionInTheEnvironmentReachesTheTextsBelow() throws {
        let ui = ViewHarness(VStack {
            Text("Rolling")
            Text("Plain").contentTransition(.identity)
        }.environment(\.contentTransition, .numericText()))
        #expect(try ui.element(.text, "Rolling").attributes[.contentTransition] == "numericUp")
        #expect(try ui.element(.text, "Plain").attributes[.contentTransition] == "identity")
        #expect(ViewHarness(Text("None")).find(.text, "None")?.attributes[.contentTransition] == nil)
        #expect(EnvironmentValues().contentTransition == .identity)
        #expect(EnvironmentValues().contentTransitionAddsDrawingGroup == false)
    }

    @Test func theViewsOnAMaterialReadIt() throws {
        let ui = ViewHarness(VStack {
            MaterialReport().padding().background(.thickMaterial)
            MaterialReport().background(.red)
        })
        #expect(ui.find(.text, "On a material") != nil)
        #expect(ui.find(.text, "No material") != nil)
    }

    @Test func boldLegibilityDrawsTextHeavier() throws {
        let ui = ViewHarness(VStack {
            Text("Body")
            Text("Medium").fontWeight(.medium)
            Text("Heavy").fontWeight(.heavy)
        }.environment(\.legibilityWeight, .bold))
        #expect(try ui.element(.text, "Body").attributes[.weight] == "semibold")
        #expect(try ui.element(.text, "Medium").attributes[.weight] == "bold")
        #expect(try ui.element(.text, "Heavy").attributes[.weight] == "black")
        let regular = ViewHarness(Text("Plain").environment(\.legibilityWeight, .regular))
        #expect(try regular.element(.text, "Plain").attributes[.weight] == nil)
        #expect(EnvironmentValues().legibilityWeight == nil)
    }
}
