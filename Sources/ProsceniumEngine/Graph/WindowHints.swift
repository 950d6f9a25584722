/// A string a view asks its window to show (a subtitle, a toolbar role): it
/// flows up as a preference, where the last in tree order wins (a view's
/// over its ancestor's), and the window's hint of that name follows it.
package protocol WindowHintPreference: PreferenceKey where Value == String? {}

extension WindowHintPreference {
    package static var defaultValue: String? { nil }
    package static func reduce(value: inout String?, nextValue: () -> String?) {
        if let next = nextValue() { value = next }
    }
}

/// Sets a window hint: this view's value unless a view inside it sets one.
package nonisolated struct WindowHintModifier<Key: WindowHintPreference>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(value: String) {
        self.value = value
    }

    package let value: String

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let value = self.value
        context.node.writePreference(Key.self, own: value) { inside in (inside ?? nil) ?? value }
        context.addChildren(content)
    }
}

extension ViewGraph {
    /// The graph's value of a window hint.
    package func windowHint<Key: WindowHintPreference>(_ key: Key.Type) -> String? { root.preferenceValue(key) ?? nil }
}

package struct NavigationSubtitleKey: WindowHintPreference {}

package struct ToolbarRoleKey: WindowHintPreference {}
