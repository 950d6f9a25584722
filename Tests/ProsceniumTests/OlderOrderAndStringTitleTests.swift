import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

@available(*, deprecated)
private struct Counter: View {
    @State var count = 0
    let title = "No Mail"
    var body: some View {
        VStack {
            Stepper(onIncrement: { count += 1 }, onDecrement: nil) { Text("Count \(count)") }
            ContentUnavailableView(title, image: "mailbox", description: Text("Nothing here"))
        }
    }
}

@MainActor @Suite struct OlderOrderAndStringTitleTests {
    @Test func anOlderOrderStepperStepsAndAStringTitledPlaceholderShowsItsImage() throws {
        let ui = ViewHarness(Counter())
        let stepper = try #require(ui.all(.stepper).first)
        #expect(stepper.attributes[.canIncrement] == true && stepper.attributes[.canDecrement] == false)
        try ui.send(HostEvent(kind: .change, target: stepper.id, value: "increment"))
        #expect(ui.find(.text, "Count 1") != nil)
        #expect(ui.find(.text, "No Mail") != nil && ui.find(.text, "Nothing here") != nil)
        #expect(ui.root.allElements().contains { $0.tag == .image && $0.attributes[.name] == "mailbox" })
    }
}
