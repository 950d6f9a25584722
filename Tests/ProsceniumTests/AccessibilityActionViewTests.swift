import Foundation
import ProsceniumHost
import Testing
@_spi(Display) import Proscenium
import ProsceniumTesting

private struct Letter: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("Log: \(log.joined(separator: ","))")
            Text("Letter")
                .accessibilityAction { log.append("star") } label: { Label("Star", systemImage: "star") }
                .accessibilityAction(action: { log.append("pin") }) { Text("Pin") }
                .accessibilityActions {
                    Button("Reply") { log.append("reply") }
                    Button { log.append("forward") } label: { Label("Forward", systemImage: "arrowshape.turn.up.right") }
                }
        }
    }
}

@MainActor @Suite struct AccessibilityActionViewTests {
    @Test func actionsLabelledByViewsAreNamedByTheirTextAndRun() throws {
        let ui = ViewHarness(Letter())
        let letter = try ui.element(.text, "Letter")
        let names = Set((letter.attributes[.accessibilityActions]?.string ?? "").split(separator: "\n").map(String.init))
        #expect(names == ["Star", "Pin", "Reply", "Forward"])
        for (name, expected) in [("Star", "star"), ("Pin", "pin"), ("Reply", "reply"), ("Forward", "forward")] {
            try ui.send(HostEvent(kind: .accessibilityAction, target: letter.id, value: name))
            #expect(ui.all(.text).first?.text?.hasSuffix(expected) == true, "\(name)")
        }
    }
}
