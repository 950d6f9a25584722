import Foundation
import Testing
@testable import ProsceniumText

/// Text measured in Swift. The widths expected here are what Chromium 156
/// gave the same strings in the same files (fonts-inter 3.19, Debian 12):
/// `getBoundingClientRect().width` of a `white-space: pre` span; the browser
/// test `test_text_metrics.py` checks the two against each other live.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer()

    @Test func theSystemFontIsInstalled() throws {
        let text = try #require(SystemFontFiles.file(role: .text), "install fonts-inter (README)")
        #expect(text.name == "Inter-Regular.otf")
        #expect(SystemFontFiles.file(role: .display, weight: 700)?.name == "InterDisplay-Bold.otf")
        #expect(SystemFontFiles.file(role: .text, weight: 600, italic: true)?.name == "Inter-SemiBoldItalic.otf")
        #expect(SystemFontFiles.file(role: .emoji) != nil, "install fonts-noto-color-emoji (README)")
    }

    @Test(arguments: [
        ("Hello, world", 13.0, 72.484375),
        ("The quick brown fox jumps over the lazy dog", 13, 275.09375),
        ("Breakfast", 13, 58.390625),
        ("WWWWW", 13, 61.6875),
        ("Größe café naïve", 11, 87.96875),
        ("Keyboard shortcuts ⌘C", 17, 191.640625),
    ])
    func widthsAreThePages(text: String, size: Double, width: Double) {
        let measured = measurer.width(of: text, in: TextFont(size: size))
        #expect(abs(measured - width) < 0.02, "\(text) at \(size): \(measured), the page \(width)")
    }

    @Test func aBodyLineIsSixteenPointsAsOnAMac() {
        // macOS's body style is 13 pt on a 16 pt line (Apple's Human Interface
        // Guidelines, typography, macOS); Inter's metrics give the same.
        #expect(measurer.lineHeight(of: TextFont(size: 13)) == 16)
        #expect(measurer.lineHeight(of: TextFont(size: 11)) == 14)
        #expect(measurer.lineHeight(of: TextFont(size: 17)) == 20)
    }

    @Test func aHeavierWeightIsWider() {
        let regular = measurer.width(of: "Breakfast", in: TextFont(size: 13))
        let bold = measurer.width(of: "Breakfast", in: TextFont(size: 13, weight: 700))
        #expect(bold > regular + 2)
    }

    @Test func largeTextUsesTheDisplayCut() {
        // InterDisplay is tighter than Inter, as SF Pro Display is than SF Pro Text.
        let display = measurer.width(of: "Breakfast", in: TextFont(size: 20))
        let text = measurer.width(of: "Breakfast", in: TextFont(size: 19.99))
        #expect(display < text)
    }

    @Test func roundedTextIsMeasuredInTheRoundedFace() throws {
        // fontDesign(.rounded): Quicksand (fonts-quicksand), SF Pro Rounded's
        // stand-in, at every size, its weights matched as CSS matches them.
        let regular = try #require(SystemFontFiles.file(role: .rounded), "install fonts-quicksand (README)")
        #expect(regular.name == "Quicksand-Regular.ttf")
        #expect(SystemFontFiles.file(role: .rounded, weight: 600)?.name == "Quicksand-Bold.ttf")
        #expect(TextFont(size: 13, design: .rounded).primaryRole == .rounded)
        #expect(TextFont(size: 28, design: .rounded).primaryRole == .rounded)
        let face = try #require(FontFace(path: regular.path))
        let rounded = measurer.width(of: "Breakfast", in: TextFont(size: 13, design: .rounded))
        #expect(abs(rounded - face.advance(of: "Breakfast") * 13) < 0.02)
        // Quicksand's own widths, not Inter's: a pangram is 4% narrower.
        let pangram = "The quick brown fox jumps over the lazy dog"
        let narrower = measurer.width(of: pangram, in: TextFont(size: 13))
            - measurer.width(of: pangram, in: TextFont(size: 13, design: .rounded))
        #expect(narrower > 5 && narrower < 25, "\(narrower)")
        // Its line is a body line, 16 points at 13, as SF Pro Rounded's.
        #expect(measurer.lineHeight(of: TextFont(size: 13, design: .rounded)) == 16)
    }

    @Test func emojiAreMeasuredInTheEmojiFace() throws {
        let emoji = try #require(SystemFontFiles.file(role: .emoji).flatMap { FontFace(path: $0.path) })
        let clock = measurer.width(of: "🕰️", in: TextFont(size: 13))
        #expect(abs(clock - emoji.advance(of: "🕰️") * 13) < 0.02)
        #expect(clock > 15)
    }

    @Test func emptyAndUnreadableInputIsHarmless() {
        #expect(measurer.width(of: "", in: TextFont(size: 13)) == 0)
        #expect(FontFace(path: "/nonexistent/font.otf") == nil)
        #expect(FontFace(path: "/etc/hostname") == nil)
    }

    @Test func weightsMatchAsCSSMatchesThem() {
        // CSS Fonts 4, "font-weight" matching: 500 looks lighter first, 600 heavier first.
        #expect(SystemFontFiles.cssWeightRank(400, wanted: 500) < SystemFontFiles.cssWeightRank(700, wanted: 500))
        #expect(SystemFontFiles.cssWeightRank(700, wanted: 600) < SystemFontFiles.cssWeightRank(400, wanted: 600))
        #expect(SystemFontFiles.cssWeightRank(200, wanted: 300) < SystemFontFiles.cssWeightRank(400, wanted: 300))
        #expect(SystemFontFiles.file(role: .monospaced, weight: 600)?.weight == 700)
        #expect(SystemFontFiles.file(role: .monospaced, weight: 500)?.weight == 400)
    }
}
