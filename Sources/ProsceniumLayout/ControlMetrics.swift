import ProsceniumHost

/// A control's size class (`controlSize`): `extraLarge` draws as `large` on
/// a Mac, as in SwiftUI.
enum ControlSizeClass: Int, CaseIterable {
    case mini, small, regular, large

    init(_ element: RenderElement) { self.init(element.attributes[.controlSize]) }

    init(_ value: AttributeValue?) {
        switch value?.string {
        case "mini": self = .mini
        case "small": self = .small
        case "large", "extraLarge": self = .large
        default: self = .regular
        }
    }
}

/// macOS 14's metrics for controls, per control size (mini, small, regular,
/// large), in points.
///
/// Sources: WebKit's `ThemeMac.mm` and `RenderThemeMac.mm`, which size web
/// form controls as AppKit draws them (push button heights 13/16/20/28,
/// checkbox and radio boxes 10/12/14/16, switch cells 26x15, 32x18, 38x22,
/// stepper cells, pop-up text insets 8 leading and 22-26 trailing); the
/// control fonts are `NSFont.systemFontSize(for:)` (9, 11, 13, 13). Values
/// marked "estimate" were chosen to look right beside those and are not
/// measured on a Mac.
struct ControlMetrics {
    let size: ControlSizeClass

    init(_ size: ControlSizeClass) { self.size = size }

    func pick(_ values: (Double, Double, Double, Double)) -> Double {
        switch size {
        case .mini: values.0
        case .small: values.1
        case .regular: values.2
        case .large: values.3
        }
    }

    /// The label font's point size (`NSFont.systemFontSize(for:)`).
    var fontSize: Double { pick((9, 11, 13, 13)) }

    /// A push button's (and a pop-up button's, a segmented control's) bezel
    /// height (WebKit `ThemeMac` button sizes).
    var bezelHeight: Double { pick((13, 16, 20, 28)) }
    /// Space between a bordered button's label and its bezel's sides (estimate:
    /// WebKit pads 8, noting AppKit pads more).
    var bezelInset: Double { pick((6, 8, 10, 12)) }
    /// Space between a pop-up button's title and its leading edge, and what
    /// its trailing end keeps for the chevrons (WebKit `popupButtonPadding`).
    var popUpLeading: Double { pick((10, 8, 8, 8)) }
    var popUpTrailing: Double { pick((22, 23, 26, 26)) }
    /// Space between a segment's label and its sides (estimate).
    var segmentInset: Double { pick((6, 8, 10, 12)) }

    /// A checkbox's or radio button's box (WebKit `checkboxSizes`, `radioSizes`).
    var checkboxSide: Double { pick((10, 12, 14, 16)) }
    /// Between the box and its title (estimate: AppKit's title starts 20
    /// points from a regular checkbox's leading edge).
    var checkboxGap: Double { pick((4, 5, 6, 6)) }
    /// Between the radio buttons of a group (estimate).
    var radioSpacing: Double { pick((4, 5, 6, 6)) }
    /// Between radio buttons side by side (`horizontalRadioGroupLayout()`;
    /// estimate: a box and its gap, 20 points at the regular size, as a
    /// Mac's rows of radio buttons leave).
    var radioRowSpacing: Double { checkboxSide + checkboxGap }

    /// A switch's track (WebKit `switchSizes`, AppKit's `NSSwitch` cells).
    var switchSize: Size {
        Size(width: pick((26, 32, 38, 38)), height: pick((15, 18, 22, 22)))
    }

    /// A text field's height (estimate from AppKit's 22-point regular field).
    var fieldHeight: Double { pick((16, 19, 22, 26)) }
    /// Space between a field's text and its sides (estimate).
    var fieldInset: Double { pick((3, 4, 5, 6)) }

    /// A slider's height (estimate), and with tick marks below its track.
    var sliderHeight: Double { pick((12, 16, 20, 24)) }
    var tickedSliderHeight: Double { sliderHeight + pick((4, 4, 5, 6)) }
    /// A slider's width when nothing is proposed (estimate).
    var sliderIdealWidth: Double { 100 }

    /// A stepper's arrows (WebKit `stepperSizes` cells less their margins).
    var stepperSize: Size {
        Size(width: pick((9, 11, 13, 13)), height: pick((13, 18, 22, 22)))
    }

    /// A linear progress bar's height (WebKit `progressBarSizes`).
    var progressBarHeight: Double { pick((12, 12, 20, 20)) }
    /// A spinning or circular indicator's side (AppKit's spinning indicator:
    /// 32 regular, 16 small; mini and large are estimates).
    var spinnerSide: Double { pick((10, 16, 32, 32)) }
    /// A linear progress view's width when nothing is proposed (estimate).
    var progressIdealWidth: Double { 160 }

    /// Between a control's label and the control beside it (estimate: a
    /// stack's default spacing), and between a progress view's label and
    /// its bar below.
    var labelGap: Double { 8 }
    var progressLabelGap: Double { pick((2, 3, 4, 4)) }
}
