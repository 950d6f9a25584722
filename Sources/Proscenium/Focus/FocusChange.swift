/// Tells `onFocusChange` when its content gains or loses focus in its
/// window, as the window's focus (`WindowFocus`) sees it.
nonisolated struct FocusChangeModifier: PrimitiveModifier {
    let isFocusable: Bool
    let onFocusChange: (Bool) -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let state = context.state("focusChange") { FocusChangeState() }
        state.onFocusChange = onFocusChange
        context.environment.windowFocus?.register(context.node) { [weak state] focused in
            guard let state, state.isFocused != focused else { return }
            state.isFocused = focused
            state.onFocusChange(focused)
        }
        if isFocusable { context.childEnvironment.pendingElementAttributes[.focusable] = true }
        context.addChildren(content)
    }
}

/// Whether the content had focus when last told, and who to tell of a change.
final class FocusChangeState {
    var isFocused = false
    var onFocusChange: (Bool) -> Void = { _ in }
}

nonisolated extension View {
    /// Lets this view take keyboard focus, and calls `onFocusChange` with
    /// true when it (or something in it) gains focus and false when it
    /// loses it.
    @available(macOS, deprecated: 12.0, message: "Use @FocusState and View.focused(_:) instead.")
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping (_ isFocused: Bool) -> Void = { _ in })
        -> some View {
        modifier(FocusChangeModifier(isFocusable: isFocusable, onFocusChange: onFocusChange))
    }
}
