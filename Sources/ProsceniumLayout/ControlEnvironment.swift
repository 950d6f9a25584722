import ProsceniumHost

/// What a control inherits from the views around it: `controlSize` and
/// `labelsHidden` are attributes of the element they modify, and reach every
/// control below it. Before a layout the tree is copied with each control
/// carrying what it inherits, and each text of a mini or small control's
/// label without a font of its own set in the control's font (9 or 11
/// points, `NSFont.systemFontSize(for:)`), as the page draws it.
enum ControlEnvironment {
    /// The control kinds the engine sizes as a Mac does.
    static let controlKinds: Set<ElementKind> = [
        .button, .link, .toggle, .textfield, .picker, .option, .slider, .stepper, .progress,
        .colorpicker, .datepicker, .menubutton,
    ]

    /// Whether the engine sizes a control with `attributes` (anything else
    /// passes): a text field that grows to several lines is left to the display.
    static func places(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue]) -> Bool {
        !(tag == .textfield && attributes[.axis]?.string == "vertical")
    }

    /// `root` with what each control inherits written on it; `root` itself
    /// when no control size or hidden label is set anywhere (most windows).
    static func prepared(_ root: RenderElement) -> RenderElement {
        guard needsPreparing(root) else { return root }
        return prepare(root, size: nil, labelsHidden: false, inControl: false) ?? root
    }

    private static func needsPreparing(_ element: RenderElement) -> Bool {
        if element.attributes[.controlSize] != nil || element.attributes[.labelsHidden] != nil { return true }
        return element.children.contains(where: needsPreparing)
    }

    /// `element` as prepared, or nil when preparing changes nothing in it.
    private static func prepare(_ element: RenderElement, size: AttributeValue?, labelsHidden: Bool,
                                inControl: Bool) -> RenderElement? {
        var element = element
        let before = element.attributes
        let size = element.attributes[.controlSize] ?? size
        let hidden = labelsHidden || element.attributes[.labelsHidden]?.bool == true
        let isControl = controlKinds.contains(element.tag)
        if isControl {
            if let size { element.attributes[.controlSize] = size }
            if hidden { element.attributes[.labelsHidden] = true }
        }
        if inControl, element.tag == .text, element.attributes[.font] == nil, let size {
            let metrics = ControlMetrics(ControlSizeClass(size))
            if metrics.size == .mini || metrics.size == .small {
                element.attributes[.font] = .font(.system(size: metrics.fontSize))
            }
        }
        let changed = element.attributes != before
        return element.replacingChildren {
            prepare($0, size: size, labelsHidden: hidden, inControl: inControl || isControl)
        } ?? (changed ? element : nil)
    }
}
