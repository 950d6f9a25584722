import ProsceniumHost

// `navigationBarBackButtonHidden(_:)`: the pushed view a stack shows on top
// says whether the stack shows its back control. The value flows up from the
// view as a preference; the page that holds it tells the stack.

/// Whether a view inside a stack's page hides the back control: of several,
/// any `true` wins (SwiftUI hides it when the visible view asks).
struct BackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

nonisolated struct BackButtonHiddenModifier: PrimitiveModifier {
    let hidden: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let hidden = self.hidden
        context.node.writePreference(BackButtonHiddenKey.self, own: hidden) { inside in hidden || (inside ?? false) }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Hides the navigation bar back button for the view: when this view is
    /// the top of a `NavigationStack`, the stack shows no back control, and
    /// the display's back gesture does not pop it (the app pops it itself,
    /// through its path or `dismiss`).
    @available(macOS 13.0, *)
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(BackButtonHiddenModifier(hidden: hidesBackButton))
    }
}

extension NavigationPage {
    /// Tells the container when the page's content starts or stops hiding
    /// the back control, so the stack shows the top page's choice.
    @MainActor func readBackButtonHidden(_ node: ViewNode) {
        let container = self.container, level = self.level
        node.graph.setPreferenceReader(for: node, key: BackButtonHiddenKey.self) { [weak node, weak container] in
            guard let node, let container else { return }
            let hidden = node.preferenceValue(BackButtonHiddenKey.self) ?? false
            guard container.backButtonHidden[level, default: false] != hidden else { return }
            container.backButtonHidden[level] = hidden
            container.invalidateContainer()
        }
    }
}
