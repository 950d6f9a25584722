import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// A colour of its own that is red in the light and blue in the dark.
private struct Signal: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        (environment.colorScheme == .dark ? Color.blue : Color.red).resolve(in: environment)
    }
}

private struct CGPicker: View {
    @State private var ink = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var body: some View {
        VStack {
            ColorPicker("Ink", selection: $ink)
            Text("Ink \(Int((ink.components?[1] ?? -1) * 255))")
        }
    }
}

@MainActor @Suite struct CGColorBridgeTests {
    @Test func colorsAndCGColorsCarryTheSameComponents() throws {
        let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        let cg = try #require(orange.cgColor)
        #expect(cg.components == [1, 0.5, 0, 0.25] && cg.alpha == 0.25 && cg.numberOfComponents == 4)
        #expect(Color(cgColor: cg) == orange)
        #expect(Color(CGColor(gray: 0.5, alpha: 1)) == Color(red: 0.5, green: 0.5, blue: 0.5))
        // A colour that follows the appearance has no single set of components.
        #expect(Color.primary.cgColor == nil)
        let resolved = Color.red.resolve(in: EnvironmentValues())
        #expect(resolved.cgColor.components?.first == CGFloat(resolved.red))
    }

    @Test func aColorOfAStyleFollowsTheAppearance() throws {
        let signal = Color(Signal())
        let ui = ViewHarness(VStack {
            Circle().fill(signal)
            Circle().fill(signal).environment(\.colorScheme, .dark)
        })
        let fills = ui.all(.shape).compactMap(\.fillPaint)
        // One colour with a light and a dark appearance: the page shows the one its scheme asks for.
        guard fills.count == 2, case let .appearances(day, night)? = fills[0].color?.base else {
            Issue.record("not a colour of two appearances: \(fills)")
            return
        }
        #expect(day != night && fills[0] == fills[1])
        var light = EnvironmentValues(), dark = EnvironmentValues()
        light.colorScheme = .light
        dark.colorScheme = .dark
        #expect(signal.resolve(in: light) == Color.red.resolve(in: light))
        #expect(signal.resolve(in: dark) == Color.blue.resolve(in: dark))
    }

    @Test func aPickerBoundToACGColorWritesTheChosenComponents() throws {
        let ui = ViewHarness(CGPicker())
        #expect(try ui.element(.colorpicker, "Ink").attributes[.value] == "#ff0000ff")
        try ui.change(.colorpicker, "Ink", to: "#00ff00ff")
        #expect(ui.find(.text, "Ink 255") != nil)
    }
}
