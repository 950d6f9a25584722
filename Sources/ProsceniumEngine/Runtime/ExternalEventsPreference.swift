/// What a window's views say of external events (opened URLs, user
/// activities) for their scene: the ones the window prefers to handle, and
/// the ones it allows (`handlesExternalEvents(preferring:allowing:)`).
package struct ExternalEventsPreference: PreferenceKey {
    package struct Conditions {
        package let preferring: Set<String>
        package let allowing: Set<String>
    }

    package static var defaultValue: Conditions? { nil }

    package static func reduce(value: inout Conditions?, nextValue: () -> Conditions?) {
        if let next = nextValue() { value = next }
    }
}

/// Whether `conditions` take an event about `text`: `"*"` matches anything,
/// another string a text containing it, an empty one nothing.
package func externalEventConditions(_ conditions: Set<String>, match text: String?) -> Bool {
    conditions.contains("*") || conditions.contains { !$0.isEmpty && text?.contains($0) == true }
}

package nonisolated struct ExternalEventsModifier: PrimitiveModifier {
    package let conditions: ExternalEventsPreference.Conditions

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let conditions = self.conditions
        context.node.writePreference(ExternalEventsPreference.self) { inside in (inside ?? nil) ?? conditions }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Specifies the external events that the view's scene handles if the
    /// scene is already open: of the scene's open windows, an opened URL (or
    /// a user activity) goes to one whose views prefer it (its text contains
    /// one of `preferring`, or `preferring` holds `"*"`), else to the key
    /// window or the latest one that allows it (`allowing`, likewise); a
    /// window that allows none of it is passed over, and the scene opens a
    /// new window when none takes it.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
        modifier(ExternalEventsModifier(conditions: .init(preferring: preferring, allowing: allowing)))
    }
}

extension WindowInstance {
    /// What this window's views say of external events: nil, any is allowed and none preferred.
    package var externalEventConditions: ExternalEventsPreference.Conditions? {
        viewGraph.root.preferenceValue(ExternalEventsPreference.self) ?? nil
    }
}
