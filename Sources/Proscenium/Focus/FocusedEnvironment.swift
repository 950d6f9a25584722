/// Makes its content focusable and tells the views in it, through
/// `EnvironmentValues.isFocused`, whether focus is in it, as the window's
/// focus (`WindowFocus`) sees it.
nonisolated struct FocusableModifier: PrimitiveModifier {
    let isFocusable: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let state = context.state("focusedEnvironment") { FocusedEnvironmentState() }
        let node = context.node
        context.environment.windowFocus?.register(node) { [weak state, weak node] focused in
            guard let state, state.isFocused != focused else { return }
            state.isFocused = focused
            node?.invalidate(reason: "focus moved")
        }
        if isFocusable {
            context.childEnvironment.isFocused = state.isFocused
            context.childEnvironment.pendingElementAttributes[.focusable] = true
        }
        context.addChildren(content)
    }
}

/// Whether focus was in the focusable view when last told.
final class FocusedEnvironmentState {
    var isFocused = false
}

extension EnvironmentValues {
    private struct IsFocusedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether the nearest focusable view around this one has keyboard focus
    /// (it or a view in it is focused).
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
