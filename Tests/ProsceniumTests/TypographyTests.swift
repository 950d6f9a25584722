import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

/// Fonts and the modifiers that change parts of them: what reaches each text element.
@MainActor @Suite struct TypographyTests {
    @Test func customFontsNameTheirFamilyAndHowTheyScale() throws {
        let ui = ViewHarness(VStack {
            Text("Scaled").font(.custom("Helvetica Neue", size: 15))
            Text("Like a title").font(.custom("Georgia", size: 22, relativeTo: .title))
            Text("Fixed").font(.custom("Menlo", fixedSize: 11))
        })
        let scaled = try #require(try ui.element(.text, "Scaled").font)
        #expect(scaled.family == "Helvetica Neue")
        #expect(scaled.size == 15)
        #expect(scaled.scaling == .body)
        #expect(try ui.element(.text, "Like a title").font?.scaling == .title)
        let fixed = try #require(try ui.element(.text, "Fixed").font)
        #expect(fixed.family == "Menlo")
        #expect(fixed.size == 11)
        #expect(fixed.scaling == nil)
    }

    @Test func fontVariantsKeepTheirStyleAndWeight() throws {
        let ui = ViewHarness(VStack {
            Text("Big bold").font(.largeTitle.bold())
            Text("Narrow").font(.title.width(.condensed))
            Text("Airy").font(.body.leading(.loose))
            Text("Caps").font(.headline.smallCaps())
            Text("Lower caps").font(.body.lowercaseSmallCaps())
            Text("Upper caps").font(.body.uppercaseSmallCaps())
            Text("12:05").font(.system(size: 20).monospacedDigit())
        })
        let big = try #require(try ui.element(.text, "Big bold").font)
        #expect(big.style == .largeTitle)
        #expect(big.weight == .bold)
        #expect(try ui.element(.text, "Narrow").font?.width == -0.2)
        #expect(try ui.element(.text, "Airy").font?.leading == .loose)
        #expect(try ui.element(.text, "Caps").font?.smallCaps == .all)
        #expect(try ui.element(.text, "Lower caps").font?.smallCaps == .lowercase)
        #expect(try ui.element(.text, "Upper caps").font?.smallCaps == .uppercase)
        let clock = try #require(try ui.element(.text, "12:05").font)
        #expect(clock.monospacedDigits)
        #expect(clock.size == 20)
        #expect(Font.Width.expanded.value > Font.Width.standard.value)
        #expect(Font.Width(0.3).value == 0.3)
    }

    @Test func viewModifiersChangePartsOfEveryFontBelow() throws {
        let ui = ViewHarness(VStack {
            VStack {
                Text("Inside").font(.title)
                Text("Also inside")
            }
            .fontDesign(.serif)
            .fontWidth(.expanded)
            .monospacedDigit()
            Text("Code").monospaced()
            VStack { Text("Off") }.monospaced(false)
            Text("Outside")
        })
        for label in ["Inside", "Also inside"] {
            let text = try ui.element(.text, label)
            #expect(text.attributes[.design] == "serif")
            #expect(text.number(.fontWidth) == 0.2)
            #expect(text.attributes[.monospacedDigits] == true)
        }
        // The text's own font stays; the design is laid over it.
        #expect(try ui.element(.text, "Inside").font?.style == .title)
        #expect(try ui.element(.text, "Code").attributes[.monospaced] == true)
        #expect(try ui.element(.text, "Off").attributes[.monospaced] == nil)
        let outside = try ui.element(.text, "Outside")
        for key in [AttributeKey.design, .fontWidth, .monospacedDigits, .monospaced] {
            #expect(outside.attributes[key] == nil)
        }
    }

    @Test func textModifiersChangeTheirOwnRuns() throws {
        let ui = ViewHarness(VStack {
            Text("Rounded").fontDesign(.rounded).fontWidth(.compressed)
            Text("Digits 10").monospacedDigit()
            Text("Plain")
        })
        let rounded = try ui.element(.text, "Rounded")
        #expect(rounded.attributes[.design] == "rounded")
        #expect(rounded.number(.fontWidth) == -0.3)
        #expect(try ui.element(.text, "Digits 10").attributes[.monospacedDigits] == true)
        #expect(try ui.element(.text, "Plain").attributes[.monospacedDigits] == nil)
    }
}

/// `position` and `allowsHitTesting`: what the display is asked to do.
@MainActor @Suite struct PlacementTests {
    @Test func aPositionedViewSitsInAFrameThatFillsItsSpace() throws {
        let ui = ViewHarness(ZStack {
            Text("Dot").position(x: 150, y: 20.5)
            Text("At").position(CGPoint(x: 3, y: 4))
            Text("Free")
        })
        let dot = try ui.element(.text, "Dot")
        #expect(dot.attributes[.position] == "150 20.5")
        #expect(try ui.element(.text, "At").attributes[.position] == "3 4")
        #expect(try ui.element(.text, "Free").attributes[.position] == nil)
        // Each positioned view is wrapped in a frame that takes all it is offered.
        let frames = ui.all("frame")
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.length(.maxWidth) == .infinity && $0.length(.maxHeight) == .infinity && $0.alignment == .topLeading })
    }

    @Test func hitTestingCanBeTurnedOffForASubtree() throws {
        let ui = ViewHarness(VStack {
            Text("Ghost").allowsHitTesting(false)
            Text("Solid").allowsHitTesting(true)
        })
        #expect(try ui.element(.text, "Ghost").attributes[.hitTesting] == false)
        #expect(try ui.element(.text, "Solid").attributes[.hitTesting] == nil)
    }
}
