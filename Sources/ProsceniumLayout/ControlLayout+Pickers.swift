public import ProsceniumHost
import ProsceniumText

/// The pickers that open a panel or a menu, sized as macOS 14 sizes them
/// (`ControlMetrics+Pickers.swift`): a colour well after its label, a date
/// field (with its stepper) or a calendar after its label, and a pull-down
/// menu button.
extension LayoutPass {
    /// A date picker: its label, then its field or calendar; a calendar's
    /// label sits at its top, as a Mac aligns it with the month's title.
    func datePickerPlan(_ element: RenderElement, _ proposal: ProposedSize, _ metrics: ControlMetrics) -> ControlPlan {
        var plan = besideLabelPlan(element, proposal, metrics, part: datePickerPart(element, metrics), trailing: true)
        // A hidden label is not laid out: the page hides it and puts the part at the start.
        if !showsLabel(element) { plan.label = nil }
        if element.attributes[.style]?.string == "graphical", let label = plan.label {
            plan.label?.size.height = min(label.height, labelSize(element, width: label.width).height)
        }
        return plan
    }

    /// What a date picker shows after its label: a field as wide as a date
    /// in the control's font (with the stepper of the automatic and
    /// `stepperField` styles), or, `graphical`, a month calendar and a
    /// clock face for the components it shows.
    func datePickerPart(_ element: RenderElement, _ metrics: ControlMetrics) -> Size {
        let components = element.attributes[.components]?.string
        let style = element.attributes[.style]?.string
        if style == "graphical" {
            let calendar = metrics.calendarSize, clock = metrics.clockSide
            switch components {
            case "date": return calendar
            case "hourAndMinute": return Size(width: clock, height: clock)
            default:
                return Size(width: calendar.width + metrics.calendarClockGap + clock,
                            height: max(calendar.height, clock))
            }
        }
        // The widest text of each format the page shows (en-US, as Chromium's
        // fields): every digit the font's widest, the wider of AM and PM.
        let font = MeasuredFont(font: TextFont(size: metrics.fontSize))
        let digit = "0123456789".map(String.init).max { measure($0, font) < measure($1, font) } ?? "0"
        let meridiem = measure("AM", font) >= measure("PM", font) ? "AM" : "PM"
        let format = switch components {
        case "date": "dd/dd/dddd"
        case "hourAndMinute": "dd:dd M"
        default: "dd/dd/dddd, dd:dd M"
        }
        let sample = format.map { $0 == "d" ? digit : $0 == "M" ? meridiem : String($0) }.joined()
        let text = measure(sample, font).rounded(.up)
        let field = text + 2 * metrics.fieldInset
        guard style == nil || style == "stepperField" else { return Size(width: field, height: metrics.fieldHeight) }
        let stepper = metrics.stepperSize
        return Size(width: field + metrics.dateStepperGap + stepper.width, height: max(metrics.fieldHeight, stepper.height))
    }

    /// A `Menu`: its label in a pull-down button's bezel with the arrow's
    /// room after it (a borderless one: the label and the arrow, no bezel;
    /// with its indicator hidden, a push button's insets). Like a pop-up
    /// button it takes the width it is offered, its label at the leading edge.
    func pullDownPlan(_ element: RenderElement, _ proposal: ProposedSize, _ metrics: ControlMetrics) -> ControlPlan {
        let borderless = element.attributes[.style]?.string == "borderlessButton"
        let indicator = element.attributes[.menuIndicator]?.string != "hidden"
        let lead = borderless ? 0 : indicator ? metrics.popUpLeading : metrics.bezelInset
        let trail = borderless ? (indicator ? metrics.borderlessMenuTrailing : 0)
            : indicator ? metrics.popUpTrailing : metrics.bezelInset
        let ideal = labelSize(element, width: nil)
        let width = proposal.width.map { max($0, lead + trail) } ?? ideal.width + lead + trail
        let label = ideal.width + lead + trail <= width ? ideal : labelSize(element, width: width - lead - trail)
        let height = max(borderless ? controlLineHeight(metrics) : metrics.bezelHeight, label.height)
        return ControlPlan(size: Size(width: width, height: height),
                           label: Rect(x: lead, y: 0, width: label.width, height: height),
                           labelProposal: ProposedSize(width: width - lead - trail, height: nil))
    }
}

extension LayoutPass {
    /// A button in a circular bezel (`buttonBorderShape(.circle)`): a
    /// circle round its label, 2 points clear of it on each side and never
    /// smaller than the bezel's height (estimate), its label centred.
    func circlePlan(_ element: RenderElement, _ metrics: ControlMetrics) -> ControlPlan {
        let label = labelSize(element, width: nil)
        let side = max(metrics.bezelHeight, max(label.width, label.height) + 4)
        return ControlPlan(size: Size(width: side, height: side),
                           label: Rect(x: (side - label.width) / 2, y: 0, width: label.width, height: side))
    }
}

extension LayoutEngine {
    /// Whether a child of kind `child` of an element of kind `parent` is
    /// left out of the layout: a control's menu of items, which shows in a
    /// pop-up of its own.
    /// Kinds the page draws outside the content's layout: the toolbar's
    /// items in the window's toolbar, a title menu, sheets, alerts,
    /// dialogs, popovers and context menus over the content.
    static let drawnElsewhere: Set<ElementKind> = [.toolbar, .titlemenu, .sheet, .alert, .dialog, .popover, .contextmenu]

    /// The slots of a row that are drawn over or behind it, not in it.
    static let rowOverlaySlots: Set<String> = ["contextMenu", "swipeLeading", "swipeTrailing", "rowBackground"]

    public static func leavesOut(_ child: ElementKind, in parent: ElementKind) -> Bool {
        child == .menu && ControlEnvironment.controlKinds.contains(parent)
    }

    /// Whether a child of `parent` with `attributes` is no part of the
    /// layout: a control's menu, or the item context menu a list row
    /// holds while it is open (it pops up over the row).
    public static func leavesOut(_ child: ElementKind, _ attributes: [AttributeKey: AttributeValue],
                                 in parent: ElementKind) -> Bool {
        leavesOut(child, in: parent)
            // What the page draws elsewhere: the window's toolbar, modals,
            // popovers and menus that pop up over the content.
            || LayoutEngine.drawnElsewhere.contains(child)
            // A row's context menu, its swipe actions (revealed over its
            // edge) and its background (behind it, at its size).
            || (parent == .row && child == .slot && LayoutEngine.rowOverlaySlots.contains(attributes[.name]?.string ?? ""))
            // The symbols a canvas draws are resolved views the page draws into it.
            || parent == .canvas
    }

    /// Whether a child of `parent` stands for the views in it, though not
    /// laid out itself: a date or colour picker's `label` slot.
    public static func standsForItsViews(_ child: ElementKind, _ attributes: [AttributeKey: AttributeValue],
                                         in parent: ElementKind) -> Bool {
        child == .slot && attributes[.name]?.string == "label" && ControlEnvironment.controlKinds.contains(parent)
            // A content-unavailable view's label, description and actions.
            || (child == .slot && parent == .unavailable)
    }

    /// The children of `element` the engine lays out: those it does not
    /// leave out, a label slot standing for its views.
    static func laidOutChildren(of element: RenderElement) -> [RenderElement] {
        element.children.flatMap { child -> [RenderElement] in
            if leavesOut(child.tag, child.attributes, in: element.tag) { return [] }
            return standsForItsViews(child.tag, child.attributes, in: element.tag) ? child.children : [child]
        }
    }
}
