import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Scale: View {
    @State private var scale = 1.5
    var body: some View {
        VStack {
            Stepper("Scale", value: $scale, in: 0...2, step: 0.25, format: .number)
            Text("Scale is \(scale)")
        }
    }
}

@MainActor @Suite struct StepperFormatTests {
    @Test func aFormattedStepperShowsItsValueInAFieldAndSteps() throws {
        let ui = ViewHarness(Scale())
        let stepper = try #require(ui.all(.stepper).first)
        #expect(stepper.attributes[.value] == "1.5")
        let field = try #require(stepper.all(.textfield).first)
        #expect(field.attributes[.value] == "1.5")
        try ui.send(HostEvent(kind: .change, target: stepper.id, value: "increment"))
        #expect(ui.find(.text, "Scale is 1.75") != nil)
        #expect(ui.all(.stepper).first?.all(.textfield).first?.attributes[.value] == "1.75")
        // A typed value is parsed with the format.
        let typed = try #require(ui.all(.stepper).first?.all(.textfield).first)
        try ui.send(HostEvent(kind: .input, target: typed.id, value: "0.5"))
        #expect(ui.find(.text, "Scale is 0.5") != nil)
    }

    @Test func aStepperWithoutAFormatHasNoField() throws {
        let ui = ViewHarness(Stepper("Plain", value: .constant(3), in: 0...5))
        #expect(ui.all(.stepper).first?.all(.textfield).isEmpty == true)
    }
}
