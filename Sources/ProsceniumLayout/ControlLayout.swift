import ProsceniumHost
import ProsceniumText

/// Where a control puts its parts: its own size, the box its label's views
/// are laid out in (nil when it shows no label), and its options' frames
/// (a segmented or radio-group picker's).
struct ControlPlan {
    var size: Size
    var label: Rect?
    var labelProposal = ProposedSize.unspecified
    var options: [(element: RenderElement, frame: Rect)] = []
}

/// Controls sized as macOS 14 sizes them (`ControlMetrics`): a bezel or box
/// of the control size's height, as wide as the label's measured text plus
/// the Mac's insets; text fields, sliders, pop-up pickers and linear
/// progress bars take the width they are offered, as on a Mac.
extension LayoutPass {
    func controlSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        controlPlan(element, proposal).size
    }

    /// Places a control's label and options where its plan puts them.
    func placeControl(_ element: RenderElement, size: Size, proposal: ProposedSize,
                               into result: inout LayoutResult) {
        let plan = controlPlan(element, proposal)
        if let label = plan.label {
            placeLabel(labelViews(element), in: label, proposal: plan.labelProposal, parent: element.id, into: &result)
        }
        for (option, frame) in plan.options {
            result.frames[option.id] = frame
            result.parents[option.id] = element.id
            result.proposals[option.id] = ProposedSize(frame.size)
            result.contexts[option.id] = .other
            let content = optionContent(option, in: frame.size, style: pickerStyle(element))
            placeLabel(option.children, in: content, proposal: ProposedSize(width: content.width, height: nil),
                       parent: option.id, into: &result)
        }
    }

    /// A control's views other than its options and its menu: its label
    /// (a date or colour picker keeps it in a `label` slot).
    func labelViews(_ element: RenderElement) -> [RenderElement] {
        LayoutEngine.laidOutChildren(of: element).filter { $0.tag != .option }
    }

    func showsLabel(_ element: RenderElement) -> Bool {
        element.attributes[.labelsHidden]?.bool != true && !labelViews(element).isEmpty
    }

    /// One label view aligned at the leading edge of `box` and centred in
    /// its height; several as a vertical stack.
    private func placeLabel(_ views: [RenderElement], in box: Rect, proposal: ProposedSize,
                                     parent: ElementID, into result: inout LayoutResult) {
        guard !views.isEmpty else { return }
        let size = contentSize(views, proposal)
        let origin = Point(x: box.x + max(box.width - size.width, 0) / 2, y: box.y + (box.height - size.height) / 2)
        if views.count == 1 {
            place(views[0], at: origin, size: size, proposal: proposal, context: .other, parent: parent, into: &result)
            return
        }
        placeStack(views, in: Rect(origin: origin, size: size), proposal: proposal, axis: .vertical, spacing: nil,
                   alignment: AlignmentValue(horizontal: .leading), into: &result, parent: parent)
    }

    /// The label's size when offered `width` (nil: its ideal width).
    func labelSize(_ element: RenderElement, width: Double?) -> Size {
        labelSize(element, offered: ProposedSize(width: width.map { max($0, 0) }, height: nil))
    }

    /// A control's label's size when offered `proposal`.
    func labelSize(_ element: RenderElement, offered proposal: ProposedSize) -> Size {
        guard showsLabel(element) else { return .zero }
        return contentSize(labelViews(element), proposal)
    }

    /// The height of one line of the control's font, as the page draws it.
    func controlLineHeight(_ metrics: ControlMetrics) -> Double {
        metrics.fontSize == 13 ? 16 : measurer.lineHeight(of: TextFont(size: metrics.fontSize))
    }

    func pickerStyle(_ picker: RenderElement) -> String {
        switch picker.attributes[.style]?.string {
        case "segmented": "segmented"
        case "radioGroup", "inline", "palette": "radioGroup"
        default: "menu"
        }
    }

    func controlPlan(_ element: RenderElement, _ proposal: ProposedSize) -> ControlPlan {
        let metrics = ControlMetrics(ControlSizeClass(element))
        switch element.tag {
        case .button: return buttonPlan(element, proposal, metrics)
        case .toggle: return togglePlan(element, proposal, metrics)
        case .textfield: return fieldPlan(element, proposal, metrics)
        case .picker: return pickerPlan(element, proposal, metrics)
        case .slider:
            let ticked = element.attributes[.step] != nil
            return trackPlan(element, proposal, metrics,
                             height: ticked ? metrics.tickedSliderHeight : metrics.sliderHeight,
                             ideal: metrics.sliderIdealWidth, minimum: metrics.sliderHeight)
        case .stepper:
            return besideLabelPlan(element, proposal, metrics, part: metrics.stepperSize, trailing: true)
        case .progress: return progressPlan(element, proposal, metrics)
        case .colorpicker:
            return besideLabelPlan(element, proposal, metrics, part: metrics.colorWellSize, trailing: true)
        case .datepicker: return datePickerPlan(element, proposal, metrics)
        case .menubutton: return pullDownPlan(element, proposal, metrics)
        default:
            // A link, an option: its label.
            let label = labelSize(element, width: proposal.width)
            return ControlPlan(size: label, label: Rect(origin: .zero, size: label), labelProposal: proposal)
        }
    }

    /// A push button: its label inside a bezel of the control size's height
    /// and the Mac's insets; borderless, plain, link and custom-styled
    /// buttons are their label alone.
    private func buttonPlan(_ element: RenderElement, _ proposal: ProposedSize,
                                     _ metrics: ControlMetrics) -> ControlPlan {
        switch element.attributes[.style]?.string {
        case "borderless", "plain", "link", "custom":
            // The style's body is the label: it gets the whole proposal, so
            // a shape or a flexible frame as a label fills what is offered.
            let label = labelSize(element, offered: proposal)
            return ControlPlan(size: label, label: Rect(origin: .zero, size: label), labelProposal: proposal)
        case "help":
            // The round question-mark button of a `HelpLink`.
            let side = metrics.bezelHeight + 2
            return ControlPlan(size: Size(width: side, height: side), label: Rect(x: 0, y: 0, width: side, height: side))
        default:
            return bezelPlan(element, proposal, metrics)
        }
    }

    private func bezelPlan(_ element: RenderElement, _ proposal: ProposedSize,
                                    _ metrics: ControlMetrics) -> ControlPlan {
        if element.attributes[.borderShape]?.string == "circle" { return circlePlan(element, metrics) }
        let inset = metrics.bezelInset
        let offered = proposal.width.map { max($0 - 2 * inset, 0) }
        let label = labelSize(element, width: offered)
        let size = Size(width: label.width + 2 * inset, height: max(metrics.bezelHeight, label.height))
        return ControlPlan(size: size, label: Rect(x: inset, y: 0, width: label.width, height: size.height),
                           labelProposal: ProposedSize(width: offered, height: nil))
    }

    /// A checkbox before its title (a Mac's automatic style), a switch
    /// after it, or a button that stays pressed while on.
    private func togglePlan(_ element: RenderElement, _ proposal: ProposedSize,
                                     _ metrics: ControlMetrics) -> ControlPlan {
        switch element.attributes[.style]?.string {
        case "switch":
            return besideLabelPlan(element, proposal, metrics, part: metrics.switchSize, trailing: true)
        case "button":
            return bezelPlan(element, proposal, metrics)
        default:
            let side = metrics.checkboxSide
            let lead = side + (showsLabel(element) ? metrics.checkboxGap : 0)
            let offered = proposal.width.map { max($0 - lead, 0) }
            let label = labelSize(element, width: offered)
            let size = Size(width: lead + label.width, height: max(side, label.height))
            return ControlPlan(size: size, label: Rect(x: lead, y: 0, width: label.width, height: size.height),
                               labelProposal: ProposedSize(width: offered, height: nil))
        }
    }

    /// A label, then a part of fixed size after it (a switch, a stepper's arrows).
    func besideLabelPlan(_ element: RenderElement, _ proposal: ProposedSize, _ metrics: ControlMetrics,
                                          part: Size, trailing: Bool) -> ControlPlan {
        let gap = showsLabel(element) ? metrics.labelGap : 0
        let offered = proposal.width.map { max($0 - part.width - gap, 0) }
        let label = labelSize(element, width: offered)
        let size = Size(width: label.width + gap + part.width, height: max(part.height, label.height))
        return ControlPlan(size: size, label: Rect(x: 0, y: 0, width: label.width, height: size.height),
                           labelProposal: ProposedSize(width: offered, height: nil))
    }

    /// A label at the leading edge, then a part that takes the rest of the
    /// width offered (a text field, a slider's track, a pop-up button):
    /// `ideal` when nothing is offered, never less than `minimum`.
    private func trackPlan(_ element: RenderElement, _ proposal: ProposedSize, _ metrics: ControlMetrics,
                                    height: Double, ideal: Double, minimum: Double) -> ControlPlan {
        let label = labelSize(element, width: nil)
        let lead = label.width + (showsLabel(element) ? metrics.labelGap : 0)
        let part = proposal.width.map { max($0 - lead, minimum) } ?? max(ideal, minimum)
        let size = Size(width: lead + part, height: max(height, label.height))
        return ControlPlan(size: size, label: Rect(x: 0, y: 0, width: label.width, height: size.height))
    }

    /// A text field: as tall as the control size's field (a plain field as
    /// its line of text), as wide as it is offered; ideally its text's or
    /// its placeholder's width.
    private func fieldPlan(_ element: RenderElement, _ proposal: ProposedSize,
                                    _ metrics: ControlMetrics) -> ControlPlan {
        let plain = element.attributes[.style]?.string == "plain"
        let inset = plain ? 0 : metrics.fieldInset
        let shown = element.attributes[.value]?.string.flatMap { $0.isEmpty ? nil : $0 }
            ?? element.attributes[.placeholder]?.string ?? ""
        let font = MeasuredFont(font: TextFont(size: metrics.fontSize))
        let ideal = measure(shown, font) + 2 * inset
        let height = plain ? controlLineHeight(metrics) : metrics.fieldHeight
        return trackPlan(element, proposal, metrics, height: height, ideal: ideal, minimum: 2 * inset)
    }

    /// A pop-up button (as wide as its widest option, or the width offered),
    /// a segmented control (each segment its option's label and insets) or
    /// a column of radio buttons, after the picker's label.
    private func pickerPlan(_ element: RenderElement, _ proposal: ProposedSize,
                                     _ metrics: ControlMetrics) -> ControlPlan {
        let options = element.children.filter { $0.tag == .option }
        switch pickerStyle(element) {
        case "segmented":
            let label = labelSize(element, width: nil)
            let lead = label.width + (showsLabel(element) ? metrics.labelGap : 0)
            let height = max(metrics.bezelHeight, label.height)
            var x = lead
            var frames: [(RenderElement, Rect)] = []
            for option in options {
                let content = contentSize(option.children, .unspecified)
                let width = content.width + 2 * metrics.segmentInset
                let segment = max(metrics.bezelHeight, content.height)
                frames.append((option, Rect(x: x, y: (height - segment) / 2, width: width, height: segment)))
                x += width
            }
            return ControlPlan(size: Size(width: x, height: height),
                               label: Rect(x: 0, y: 0, width: label.width, height: height), options: frames)
        case "radioGroup":
            let label = labelSize(element, width: nil)
            let lead = label.width + (showsLabel(element) ? metrics.labelGap : 0)
            let box = metrics.checkboxSide + metrics.checkboxGap
            var y = 0.0, widest = 0.0
            var frames: [(RenderElement, Rect)] = []
            if element.attributes[.axis]?.string == "horizontal" {
                // `horizontalRadioGroupLayout()`: the buttons in a row, on the label's line.
                var x = lead, tallest = 0.0
                for option in options {
                    let content = contentSize(option.children, .unspecified)
                    let item = Size(width: box + content.width, height: max(metrics.checkboxSide, content.height))
                    if !frames.isEmpty { x += metrics.radioRowSpacing }
                    frames.append((option, Rect(origin: Point(x: x, y: 0), size: item)))
                    x += item.width
                    tallest = max(tallest, item.height)
                }
                return ControlPlan(size: Size(width: max(x, label.width), height: max(tallest, label.height)),
                                   label: Rect(x: 0, y: 0, width: label.width, height: max(tallest, label.height)),
                                   options: frames)
            }
            for option in options {
                let content = contentSize(option.children, .unspecified)
                let row = Size(width: box + content.width, height: max(metrics.checkboxSide, content.height))
                if !frames.isEmpty { y += metrics.radioSpacing }
                frames.append((option, Rect(origin: Point(x: lead, y: y), size: row)))
                y += row.height
                widest = max(widest, row.width)
            }
            let lineHeight = frames.first?.1.height ?? label.height
            return ControlPlan(size: Size(width: lead + widest, height: max(y, label.height)),
                               label: Rect(x: 0, y: 0, width: label.width, height: max(lineHeight, label.height)),
                               options: frames)
        default:
            let widest = options.map { contentSize($0.children, .unspecified).width }.max() ?? 0
            let chrome = metrics.popUpLeading + metrics.popUpTrailing
            return trackPlan(element, proposal, metrics, height: metrics.bezelHeight, ideal: widest + chrome,
                             minimum: chrome)
        }
    }

    /// Where an option's label goes in its frame: centred in a segment,
    /// after the radio button's circle.
    func optionContent(_ option: RenderElement, in size: Size, style: String) -> Rect {
        guard style == "radioGroup" else { return Rect(origin: .zero, size: size) }
        let metrics = ControlMetrics(ControlSizeClass(option))
        let box = metrics.checkboxSide + metrics.checkboxGap
        return Rect(x: box, y: 0, width: max(size.width - box, 0), height: size.height)
    }

    /// A spinner (indeterminate, or `circular`) with its label below; a
    /// linear bar with its label above, as wide as it is offered.
    private func progressPlan(_ element: RenderElement, _ proposal: ProposedSize,
                                       _ metrics: ControlMetrics) -> ControlPlan {
        let style = element.attributes[.style]?.string
        let determinate = element.attributes[.value] != nil
        let label = labelSize(element, width: proposal.width)
        let gap = label.height > 0 ? metrics.progressLabelGap : 0
        if style == "circular" || (style != "linear" && !determinate) {
            let side = metrics.spinnerSide
            let size = Size(width: max(side, label.width), height: side + gap + label.height)
            return ControlPlan(size: size, label: Rect(x: 0, y: side + gap, width: size.width, height: label.height),
                               labelProposal: ProposedSize(width: proposal.width, height: nil))
        }
        let width = proposal.width ?? max(metrics.progressIdealWidth, label.width)
        let size = Size(width: width, height: label.height + gap + metrics.progressBarHeight)
        return ControlPlan(size: size, label: Rect(x: 0, y: 0, width: label.width, height: label.height),
                           labelProposal: ProposedSize(width: proposal.width, height: nil))
    }
}
