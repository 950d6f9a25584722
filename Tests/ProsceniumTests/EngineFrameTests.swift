import CoreGraphics
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Real SwiftUI views laid out by the engine, frames asserted headless: the
/// render tree the views describe carries what SwiftUI's layout needs.
@MainActor @Suite struct EngineFrameTests {
    @Test func aRowsBadgesSitAtItsTrailingEdge() throws {
        // `HStack { text; Spacer(); badges }` fills the row's width, so the
        // badges end where the row ends.
        let ui = ViewHarness(
            HStack {
                Text("Breakfast")
                Spacer()
                Color.red.frame(width: 20, height: 20)
            }
            .frame(maxWidth: .infinity)
            .padding()
        )
        let badge = try #require(ui.all(.color).first)
        let frame = try #require(ui.frame(of: badge, in: CGSize(width: 400, height: 300)))
        #expect(frame.maxX == 384)
        #expect(frame.width == 20)
    }

    @Test func aFlexibleFrameTakesTheOfferClampedToItsRange() throws {
        let ui = ViewHarness(
            Text("Hi").frame(minWidth: 100, maxWidth: 400, minHeight: 20, maxHeight: 50).background(Color.blue)
        )
        // A colour background is drawn by the frame's own element.
        let element = try #require(ui.all(.frame).first)
        let frame = try #require(ui.frame(of: element, in: CGSize(width: 300, height: 200)))
        #expect(frame.size == CGSize(width: 300, height: 50))
        #expect(frame.origin == CGPoint(x: 0, y: 75))
    }

    @Test func twoBodyLinesSitSixteenPointsApart() throws {
        let ui = ViewHarness(VStack { Text("First"); Text("Second") })
        let size = CGSize(width: 400, height: 300)
        let first = try #require(ui.frame(of: try ui.element(.text, "First"), in: size))
        let second = try #require(ui.frame(of: try ui.element(.text, "Second"), in: size))
        #expect(second.minY - first.minY == 16)
        #expect(first.height == 16)
    }

    @Test func colorsShareAFixedFrame() throws {
        let ui = ViewHarness(
            HStack(spacing: 0) { Color.red; Spacer(minLength: 0); Color.blue.frame(width: 50) }
                .frame(width: 300, height: 100)
        )
        let colors = ui.all(.color)
        let size = CGSize(width: 800, height: 600)
        let red = try #require(ui.frame(of: colors[0], in: size))
        let blue = try #require(ui.frame(of: colors[1], in: size))
        #expect(blue.width == 50 && blue.height == 100)
        #expect(blue.maxX == red.minX + 300)
        #expect(red.height == 100)
    }
}
