import CoreGraphics
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumLayout
import ProsceniumTesting

/// A window that fits its content is sized by the page to the content's
/// ideal size as the wire writes it (two decimals) and Chromium snaps it
/// (down, to 1/64 px); the size the page reports back is that hair short
/// of the ideal. SwiftUI lays a window sized to its content out at exactly
/// its ideal size (its views at their ideal sizes: a push button's title
/// on one line, as on a Mac), so the engine reads such a report as the
/// ideal size. Seen in the examples: CardTable's "Show Badge" and
/// Flipbook's "Pulse" took two lines.
@MainActor @Suite struct WindowIdealSizeTests {
    @Test func aReportAHairShortOfTheIdealSizeLaysOutAtTheIdealSize() throws {
        let view = HStack { Button("Grow") {}; Button("Show Badge") {} }.padding()
        let ui = ViewHarness(view)
        let engine = LayoutEngine()
        let ideal = engine.placement(of: ui.root, in: nil)
        // 274.2 written, 274.1875 drawn: the page's rounding, at most 0.0216.
        for short in [0.005, 1.0 / 64, 0.0216] {
            let shown = engine.placement(of: ui.root, in: Size(width: ideal.width - short, height: ideal.height))
            let title = try #require(shown.frame(of: ui.element(.text, "Show Badge").id))
            #expect(title.height == 16, "one 16-point line at \(short) short")
            #expect(shown.frames.map(\.width) == ideal.frames.map(\.width))
        }
    }

    @Test func aWindowMadeNarrowerStillSqueezesItsContent() throws {
        let view = HStack { Button("Grow") {}; Button("Show Badge") {} }.padding()
        let ui = ViewHarness(view)
        let engine = LayoutEngine()
        let ideal = engine.placement(of: ui.root, in: nil)
        // A person's resize (a point or more) is a real size: the title wraps.
        let shown = engine.placement(of: ui.root, in: Size(width: ideal.width - 10, height: ideal.height + 20))
        let title = try #require(shown.frame(of: ui.element(.text, "Show Badge").id))
        #expect(title.height > 16)
    }
}
