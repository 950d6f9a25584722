extension ViewNode {
    /// The body a custom style (`ButtonStyle`, `LabelStyle`, `ToggleStyle`)
    /// makes, with the style's dynamic properties (`@Environment`, `@State`)
    /// installed in this node and what it reads observed, as for a view's body.
    func styleBody<Style, Body>(_ style: Style, _ make: (Style) -> Body) -> Body {
        var installed = style
        installDynamicProperties(&installed, node: self)
        return tracked { make(installed) }
    }
}

/// Storage a styled control keeps across renders.
final class PressState {
    var isPressed = false

    /// Records a press or release and re-renders the control if it changed.
    @MainActor func set(_ pressed: Bool, on node: ViewNode) {
        guard pressed != isPressed else { return }
        isPressed = pressed
        node.invalidate(reason: "isPressed")
    }
}
