/// The navigation title flows up as a preference: of several titles the last
/// in tree order wins (the detail column's title over the sidebar's, a view's
/// over its ancestor's).
package struct NavigationTitleKey: PreferenceKey {
    package static var defaultValue: String? { nil }
    package static func reduce(value: inout String?, nextValue: () -> String?) {
        if let next = nextValue() { value = next }
    }
}

extension ViewGraph {
    /// The navigation title the window shows.
    public var navigationTitle: String? { root.preferenceValue(NavigationTitleKey.self) ?? nil }

    /// Watches the graph's value of `key`: a change asks for an update, which
    /// brings what follows it along (the window's title and the Window menu,
    /// its colour scheme).
    package func requestUpdate<K: PreferenceKey>(whenChanged key: K.Type) where K.Value: Equatable {
        setPreferenceReader(PreferenceChangeWatch<K>(graph: self), for: root)
    }
}

/// Sets the window's title (and its entry in the Window menu): the title is
/// this view's unless a view inside it sets one.
package nonisolated struct NavigationTitleModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(title: String) {
        self.title = title
    }

    package let title: String

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let title = self.title
        context.node.writePreference(NavigationTitleKey.self, own: title) { inside in (inside ?? nil) ?? title }
        context.addChildren(content)
    }
}

/// Stops a preference at this view: what the content sets for `Key` goes no
/// further up (a hosting view that does not bridge its window's title).
package nonisolated struct PreferenceBarrierModifier<Key: PreferenceKey>: PrimitiveModifier {
    package init() {}

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        context.node.writePreference(Key.self) { _ in Key.defaultValue }
        context.addChildren(content)
    }
}
