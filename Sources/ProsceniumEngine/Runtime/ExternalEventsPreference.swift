/// What a window's views say of external events (opened URLs, user
/// activities) for their scene: the ones the window prefers to handle, and
/// the ones it allows (`handlesExternalEvents(preferring:allowing:)`).
package struct ExternalEventsPreference: PreferenceKey {
    package struct Conditions {
        /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
        package init(preferring: Set<String>, allowing: Set<String>) {
            self.preferring = preferring
            self.allowing = allowing
        }

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
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(conditions: ExternalEventsPreference.Conditions) {
        self.conditions = conditions
    }

    package let conditions: ExternalEventsPreference.Conditions

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let conditions = self.conditions
        context.node.writePreference(ExternalEventsPreference.self) { inside in (inside ?? nil) ?? conditions }
        context.addChildren(content)
    }
}

extension WindowInstance {
    /// What this window's views say of external events: nil, any is allowed and none preferred.
    package var externalEventConditions: ExternalEventsPreference.Conditions? {
        viewGraph.root.preferenceValue(ExternalEventsPreference.self) ?? nil
    }
}
