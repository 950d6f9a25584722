import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

private struct Badge: View {
    @ScaledMetric var side: Double = 20
    @ScaledMetric(relativeTo: .caption) var gap: Double = 10
    var body: some View {
        Text(String(format: "side %.1f gap %.1f", side, gap))
    }
}

private struct Sizes: View {
    @State var size = DynamicTypeSize.large
    var body: some View {
        VStack {
            Badge().dynamicTypeSize(size)
            Button("Larger") { size = .xxxLarge }
            Button("Smallest") { size = .xSmall }
        }
    }
}

@MainActor @Suite struct ScaledMetricTests {
    @Test func aScaledMetricFollowsTheTextSize() throws {
        let ui = ViewHarness(Sizes())
        #expect(ui.find(.text, "side 20.0 gap 10.0") != nil)
        try ui.click(.button, "Larger")
        #expect(ui.find(.text, "side 27.2 gap 13.6") != nil)
        try ui.click(.button, "Smallest")
        #expect(ui.find(.text, "side 16.4 gap 8.2") != nil)
    }
}
