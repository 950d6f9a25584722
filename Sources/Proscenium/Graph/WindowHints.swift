/// A string a view asks its window to show (a subtitle, a toolbar role): it
/// flows up as a preference, where the last in tree order wins (a view's
/// over its ancestor's), and the window's hint of that name follows it.
protocol WindowHintPreference: PreferenceKey where Value == String? {}

extension WindowHintPreference {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if let next = nextValue() { value = next }
    }
}

/// Sets a window hint: this view's value unless a view inside it sets one.
nonisolated struct WindowHintModifier<Key: WindowHintPreference>: PrimitiveModifier {
    let value: String

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let value = self.value
        context.node.writePreference(Key.self, own: value) { inside in (inside ?? nil) ?? value }
        context.addChildren(content)
    }
}

extension ViewGraph {
    /// The graph's value of a window hint.
    func windowHint<Key: WindowHintPreference>(_ key: Key.Type) -> String? { root.preferenceValue(key) ?? nil }
}

struct NavigationSubtitleKey: WindowHintPreference {}

struct ToolbarRoleKey: WindowHintPreference {}
