import ProsceniumHost
import ProsceniumText
import Testing
@testable import ProsceniumLayout

/// Controls sized as macOS 14 sizes them. Heights and boxes come from
/// WebKit's `ThemeMac.mm` / `RenderThemeMac.mm` / `SwitchMacUtilities.mm`,
/// which size web form controls as AppKit draws them: push buttons 13, 16,
/// 20 and 28 points (mini, small, regular, large), checkbox boxes 10-16,
/// switches 26x15, 32x18 and 38x22, pop-up titles inset 8 leading and 26
/// trailing. Control fonts are `NSFont.systemFontSize(for:)`: 9, 11, 13.
/// Insets and gaps marked "estimate" in `ControlMetrics` are not measured
/// on a Mac; these tests hold the engine to them so a change is deliberate.
@Suite struct ControlConformanceTests {
    let engine = LayoutEngine()
    let measurer = TextMeasurer.shared
    let window = Size(width: 600, height: 400)

    private func width(_ text: String, size: Double = 13) -> Double {
        measurer.width(of: text, in: TextFont(size: size))
    }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    private func layout(_ t: Tree, _ content: RenderElement) -> LayoutResult {
        engine.layout(t.root(content), in: window)
    }

    @Test func aPushButtonIsItsLabelInsideTheBezel() {
        let t = Tree()
        let label = t.text("Save")
        let button = t.element(.button, [:], [label])
        let result = layout(t, button)
        let frame = result.frame(of: button.id)!
        // Regular push button: 20 points tall (WebKit ThemeMac buttonSizes);
        // 10 points each side of the title (estimate).
        #expect(frame.height == 20)
        #expect(near(frame.width, width("Save") + 20))
        let text = result.frame(of: label.id)!
        #expect(near(text.x, 10))
        #expect(text.y == 2)
        #expect(text.height == 16)
    }

    @Test func aControlSizeReachesTheButtonsBelowIt() {
        // controlSize on a stack: every button below takes its height and font.
        let heights: [(String, Double, Double)] = [("mini", 13, 9), ("small", 16, 11), ("regular", 20, 13),
                                                   ("large", 28, 13), ("extraLarge", 28, 13)]
        for (name, height, font) in heights {
            let t = Tree()
            let label = t.text("Apply")
            let button = t.element(.button, [.style: .string("borderedProminent")], [label])
            var stack = t.vstack(button)
            stack.attributes[.controlSize] = .string(name)
            let result = layout(t, stack)
            let frame = result.frame(of: button.id)!
            #expect(frame.height == height, "\(name)")
            let inset = ControlMetrics(ControlSizeClass(.string(name))).bezelInset
            #expect(near(frame.width, width("Apply", size: font) + 2 * inset), "\(name)")
        }
    }

    @Test func borderlessPlainAndLinkButtonsAreTheirLabel() {
        for style in ["borderless", "plain", "link"] {
            let t = Tree()
            let button = t.element(.button, [.style: .string(style)], [t.text("More")])
            let frame = layout(t, button).frame(of: button.id)!
            #expect(near(frame.width, width("More")) && frame.height == 16, "\(style)")
        }
        let t = Tree()
        let link = t.element(.link, [:], [t.text("Apple")])
        #expect(layout(t, link).frame(of: link.id)?.height == 16)
    }

    @Test func aLabelOnlyButtonGivesItsLabelTheWholeProposal() {
        // A plain or borderless style's body is its label, which SwiftUI
        // proposes the button's own proposal: a colour (or shape) label fills
        // a fixed frame, as a game board's cells do.
        for style in ["borderless", "plain", "custom"] {
            let t = Tree()
            let button = t.element(.button, [.style: .string(style)], [t.color()])
            let result = layout(t, t.frame(width: 120, height: 90, button))
            #expect(result.frame(of: button.id)?.size == Size(width: 120, height: 90), "\(style)")
        }
        // A bezel keeps the control's height.
        let t = Tree()
        let bordered = t.element(.button, [:], [t.color()])
        #expect(layout(t, t.frame(width: 120, height: 90, bordered)).frame(of: bordered.id)?.height == 20)
    }

    @Test func aCheckboxIsAFourteenPointBoxBeforeItsTitle() {
        let t = Tree()
        let label = t.text("Show hidden files")
        let toggle = t.element(.toggle, [.style: "checkbox", .checked: true], [label])
        let result = layout(t, toggle)
        let frame = result.frame(of: toggle.id)!
        // Box 14 (WebKit checkboxSizes), title 6 after it (estimate), one 16-point line.
        #expect(near(frame.width, 14 + 6 + width("Show hidden files")))
        #expect(frame.height == 16)
        #expect(result.frame(of: label.id)?.x == 20)
    }

    @Test func aSwitchFollowsItsTitle() {
        let t = Tree()
        let label = t.text("Wi-Fi")
        let toggle = t.element(.toggle, [.style: "switch"], [label])
        let result = layout(t, toggle)
        let frame = result.frame(of: toggle.id)!
        // NSSwitch regular cell 38 by 22 (WebKit switchSizes), 8 after the title (estimate).
        #expect(near(frame.width, width("Wi-Fi") + 8 + 38))
        #expect(frame.height == 22)
        #expect(result.frame(of: label.id)?.y == 3)
    }

    @Test func hiddenLabelsLeaveTheControlAlone() {
        let t = Tree()
        let toggle = t.element(.toggle, [.style: "switch"], [t.text("Wi-Fi")])
        var stack = t.vstack(toggle)
        stack.attributes[.labelsHidden] = true
        stack.attributes[.controlSize] = "small"
        let frame = layout(t, stack).frame(of: toggle.id)!
        #expect(frame.width == 32 && frame.height == 18)
    }

    @Test func aTextFieldTakesTheWidthItIsOffered() {
        let t = Tree()
        let field = t.element(.textfield, [.placeholder: "Name", .value: ""])
        let plain = t.element(.textfield, [.placeholder: "Note", .style: "plain"])
        let stack = t.frame(width: 300, t.vstack(field, plain))
        let result = layout(t, stack)
        // A 22-point rounded field (AppKit's regular NSTextField, estimate);
        // a plain field is one line of text.
        #expect(result.frame(of: field.id)?.size == Size(width: 300, height: 22))
        #expect(result.frame(of: plain.id)?.size == Size(width: 300, height: 16))
        // Nothing offered: as wide as its placeholder and insets.
        let ideal = engine.sizeThatFits(field, .unspecified)
        #expect(near(ideal.width, width("Name") + 10))
    }

    @Test func aPopUpPickerIsItsWidestOptionAndChevronsAndGrows() {
        let t = Tree()
        let label = t.text("Flavor")
        let options = ["Chocolate", "Vanilla"].map { t.element(.option, [.key: .string($0)], [t.text($0)]) }
        let picker = t.element(.picker, [.selected: "Vanilla"], [label] + options)
        let ideal = engine.sizeThatFits(picker, .unspecified)
        // Title inset 8 leading, 26 for the chevrons (WebKit popupButtonPadding); 8 after the label.
        #expect(near(ideal.width, width("Flavor") + 8 + width("Chocolate") + 34))
        #expect(ideal.height == 20)
        let result = layout(t, t.frame(width: 400, picker))
        #expect(result.frame(of: picker.id)?.width == 400)
        #expect(result.frame(of: options[0].id) == nil, "a pop-up's options are in its menu")
    }

    @Test func segmentsSitSideBySideEachItsLabelAndInsets() {
        let t = Tree()
        let options = ["Day", "Week", "Month"].map { t.element(.option, [.key: .string($0)], [t.text($0)]) }
        var picker = t.element(.picker, [.style: "segmented", .selected: "Week"], [t.text("Range")] + options)
        picker.attributes[.labelsHidden] = true
        let result = layout(t, picker)
        var x = 0.0
        for (option, title) in zip(options, ["Day", "Week", "Month"]) {
            let frame = result.frame(of: option.id)!
            #expect(near(frame.x, x))
            #expect(near(frame.width, width(title) + 20) && frame.height == 20)
            x += frame.width
            let text = result.frame(of: option.children[0].id)!
            #expect(near(text.x, 10))
        }
        #expect(near(result.frame(of: picker.id)!.width, x))
    }

    @Test func radioButtonsStandInAColumn() {
        let t = Tree()
        let options = ["Small", "Large"].map { t.element(.option, [.key: .string($0)], [t.text($0)]) }
        let picker = t.element(.picker, [.style: "radioGroup"], [t.text("Size")] + options)
        let result = layout(t, picker)
        let lead = width("Size") + 8
        let first = result.frame(of: options[0].id)!, second = result.frame(of: options[1].id)!
        #expect(near(first.x, lead) && first.y == 0 && first.height == 16)
        // Six points between rows (estimate).
        #expect(second.y == 22)
        #expect(result.frame(of: options[0].children[0].id)?.x == 20)
        #expect(result.frame(of: picker.id)?.height == 38)
    }

    @Test func horizontalRadioButtonsStandInARowOnTheLabelsLine() {
        let t = Tree()
        let options = ["Small", "Large"].map { t.element(.option, [.key: .string($0)], [t.text($0)]) }
        let picker = t.element(.picker, [.style: "radioGroup", .axis: "horizontal"], [t.text("Size")] + options)
        let result = layout(t, picker)
        let lead = width("Size") + 8
        let first = result.frame(of: options[0].id)!, second = result.frame(of: options[1].id)!
        #expect(near(first.x, lead) && first.y == 0 && first.height == 16)
        // A box and its gap (20 points) between one button's title and the next button.
        #expect(second.y == 0 && near(second.x, first.x + first.width + 20))
        #expect(near(first.width, 20 + width("Small")))
        #expect(result.frame(of: picker.id)?.height == 16)
        #expect(near(result.frame(of: picker.id)!.width, second.x + second.width))
    }

    @Test func aSliderTakesTheWidthAndTickMarksMakeItTaller() {
        let t = Tree()
        let slider = t.element(.slider, [.value: .number(0.5), .min: .number(0), .max: .number(1)])
        let stepped = t.element(.slider, [.value: .number(2), .min: .number(0), .max: .number(4), .step: .number(1)])
        let result = layout(t, t.frame(width: 250, t.vstack(slider, stepped)))
        #expect(result.frame(of: slider.id)?.size == Size(width: 250, height: 20))
        #expect(result.frame(of: stepped.id)?.size == Size(width: 250, height: 25))
    }

    @Test func aStepperIsItsLabelAndArrows() {
        let t = Tree()
        let stepper = t.element(.stepper, [.value: "3"], [t.text("Copies: 3")])
        let frame = layout(t, stepper).frame(of: stepper.id)!
        #expect(near(frame.width, width("Copies: 3") + 8 + 13))
        #expect(frame.height == 22)
    }

    @Test func progressIsABarOrASpinner() {
        let t = Tree()
        let bar = t.element(.progress, [.value: .number(0.3), .total: .number(1)])
        let spinner = t.element(.progress, [:])
        let result = layout(t, t.frame(width: 300, t.vstack(bar, spinner)))
        // NSProgressIndicator: a 20-point bar (WebKit progressBarSizes), a 32-point spinner.
        #expect(result.frame(of: bar.id)?.size == Size(width: 300, height: 20))
        #expect(result.frame(of: spinner.id)?.size == Size(width: 32, height: 32))
    }

    @Test func aWindowOfControlsIsPlaced() {
        let t = Tree()
        let tree = t.root(t.vstack(t.element(.button, [:], [t.text("OK")]),
                                   t.element(.toggle, [.style: "checkbox"], [t.text("On")]),
                                   t.element(.textfield, [.placeholder: "Name"])))
        #expect(LayoutEngine.placesTree(tree))
        let multiline = t.root(t.element(.textfield, [.axis: "vertical"]))
        #expect(!LayoutEngine.placesTree(multiline))
    }
}
