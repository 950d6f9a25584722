import Foundation
import Proscenium
import ProsceniumHost
import ProsceniumTesting
import Testing

private struct Onboarding: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            NavigationLink("Start", value: 1)
                .navigationDestination(for: Int.self) { step in
                    VStack {
                        Text("Step \(step)")
                        NavigationLink("Next", value: step + 1)
                        Button("Finish") { path.removeAll() }
                    }
                    // Step 1 keeps its back control; step 2 hides it.
                    .navigationBarBackButtonHidden(step == 2)
                }
        }
    }
}

@MainActor @Suite struct NavigationBackButtonTests {
    @Test func theTopViewHidesTheStacksBackControl() throws {
        let ui = ViewHarness(Onboarding())
        let stack = { try #require(ui.all(.navstack).first) }
        try ui.click(.navlink, "Start")
        #expect(try stack().attributes[.depth] == "1")
        #expect(try stack().attributes[.backButtonHidden] == nil)
        try ui.click(.navlink, "Next")
        #expect(try stack().attributes[.depth] == "2")
        #expect(try stack().attributes[.backButtonHidden] == true)
        // With no back control, a back from the display does not pop.
        try ui.send(HostEvent(kind: .change, target: try stack().id, value: "back"))
        #expect(try stack().attributes[.depth] == "2")
        // The app pops itself; the root shows no back control either.
        try ui.click(.button, "Finish")
        #expect(try stack().attributes[.depth] == "0")
        #expect(try stack().attributes[.backButtonHidden] == nil)
        // Pushed again, step 1 shows its back control and back pops it.
        try ui.click(.navlink, "Start")
        #expect(try stack().attributes[.backButtonHidden] == nil)
        try ui.send(HostEvent(kind: .change, target: try stack().id, value: "back"))
        #expect(try stack().attributes[.depth] == "0")
    }
}
