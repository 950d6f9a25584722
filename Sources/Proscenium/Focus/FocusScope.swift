import ProsceniumHost

/// Asks the focus system to evaluate default focus again
/// (`@Environment(\.resetFocus)`): within a focus scope, focus moves to the
/// view that prefers it (`prefersDefaultFocus(_:in:)`).
public struct ResetFocusAction: Sendable {
    let focus: WindowFocus?

    /// Moves focus to the view preferring default focus in `namespace`'s
    /// scope, when focus is in that scope (or nowhere in the window).
    public func callAsFunction(in namespace: Namespace.ID) {
        MainActor.assumeIsolated {
            guard let focus else { return }
            focus.defaultFocus.reset(in: AnyHashable(namespace), focused: focus.focusedNode)
        }
    }
}

extension EnvironmentValues {
    private struct FocusScopesKey: EnvironmentKey { static var defaultValue: Set<Namespace.ID> { [] } }

    /// The focus scopes around the views below (`focusScope(_:)`).
    var focusScopes: Set<Namespace.ID> {
        get { self[FocusScopesKey.self] }
        set { self[FocusScopesKey.self] = newValue }
    }

    /// An action that evaluates default focus again in a focus scope.
    public var resetFocus: ResetFocusAction { ResetFocusAction(focus: windowFocus) }
}

/// Makes its content the focus scope of a namespace.
nonisolated struct FocusScopeModifier: PrimitiveModifier {
    let namespace: Namespace.ID

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.environment.windowFocus?.defaultFocus.setScope(context.node, for: AnyHashable(namespace))
        context.childEnvironment.focusScopes.insert(namespace)
        context.addChildren(content)
    }
}

/// Gives its content focus when its window's focus starts in the scope, and
/// when `resetFocus(in:)` asks, while it prefers default focus.
nonisolated struct PrefersDefaultFocusModifier: PrimitiveModifier {
    let prefers: Bool
    let namespace: Namespace.ID

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let state = context.state("prefersDefaultFocus") { DefaultFocusState() }
        let inScope = prefers && context.environment.focusScopes.contains(namespace)
        if let focus = context.environment.windowFocus {
            let node = context.node
            if inScope, !state.evaluated {
                // Focus starts here when nothing in the window has it yet.
                state.evaluated = true
                if focus.focusedElement == nil { state.wantsFocus = true }
            }
            focus.register(node) { [weak state, weak node] focused in
                guard let state, state.isFocused != focused else { return }
                // Focus has arrived, or gone elsewhere: the view stops asking
                // for it, and says it is focused only while it is.
                state.isFocused = focused
                state.wantsFocus = false
                node?.invalidate(reason: "prefersDefaultFocus")
            }
            focus.defaultFocus.setPreferred(node, in: AnyHashable(namespace), focus: inScope ? { [weak state, weak node] in
                guard let state, !state.isFocused else { return }
                state.wantsFocus = true
                node?.invalidate(reason: "resetFocus")
            } : nil)
        }
        if inScope, state.wantsFocus || state.isFocused {
            context.childEnvironment.pendingElementAttributes[.focused] = true
        }
        context.addChildren(content)
    }
}

/// Whether the view asks the display for focus, and whether it has it.
final class DefaultFocusState {
    var evaluated = false
    var wantsFocus = false
    var isFocused = false
}

nonisolated extension View {
    /// Makes this view the scope of `namespace` for default focus: the view
    /// in it that prefers default focus (`prefersDefaultFocus(_:in:)`) takes
    /// focus when the window's focus starts, and when `resetFocus(in:)` asks.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        modifier(FocusScopeModifier(namespace: namespace))
    }

    /// Whether this view takes focus by default in the focus scope of
    /// `namespace` (`focusScope(_:)`): when its window shows it with nothing
    /// focused, and when `resetFocus(in:)` evaluates default focus again.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        modifier(PrefersDefaultFocusModifier(prefers: prefersDefaultFocus, namespace: namespace))
    }
}
