import Foundation
import Proscenium
import ProsceniumHost
import ProsceniumTesting
import Testing

private struct FactorReader: View {
    @Environment(\.minimumScaleFactor) private var factor
    @Environment(\.allowsTightening) private var tightening
    var body: some View { Text("factor \(factor) tightening \(tightening)") }
}

@MainActor @Suite struct TextFittingTests {
    @Test func aScaleFactorReachesEveryTextBelowAsAnAttribute() throws {
        let ui = ViewHarness(VStack {
            Text("12345678901234567890").font(.system(size: 64)).lineLimit(1)
            FactorReader()
        }
        .minimumScaleFactor(0.5).allowsTightening(true))
        let text = try ui.element(.text, "12345678901234567890")
        #expect(text.number(.minimumScaleFactor) == 0.5)
        #expect(text.attributes[.allowsTightening] == true)
        #expect(text.attributes[.lineLimit] == "1")
        #expect(ui.find(.text, "factor 0.5 tightening true") != nil)
    }

    @Test func withoutAFactorTextDoesNotShrink() throws {
        let ui = ViewHarness(Text("Plain").lineLimit(1))
        let text = try ui.element(.text, "Plain")
        #expect(text.attributes[.minimumScaleFactor] == nil)
        #expect(text.attributes[.allowsTightening] == nil)
        // A factor of 1 is the default: no shrinking, no attribute. Out-of-range
        // factors are clamped to SwiftUI's range (above 0, at most 1).
        let one = ViewHarness(Text("One").minimumScaleFactor(1))
        #expect(try one.element(.text, "One").attributes[.minimumScaleFactor] == nil)
        let tiny = ViewHarness(Text("Tiny").minimumScaleFactor(-3))
        #expect(try tiny.element(.text, "Tiny").number(.minimumScaleFactor) == 0.01)
    }

    @Test func theInnermostFactorWins() throws {
        let ui = ViewHarness(VStack {
            Text("Inner").minimumScaleFactor(0.25)
            Text("Outer")
        }
        .minimumScaleFactor(0.75))
        #expect(try ui.element(.text, "Inner").number(.minimumScaleFactor) == 0.25)
        #expect(try ui.element(.text, "Outer").number(.minimumScaleFactor) == 0.75)
    }
}
