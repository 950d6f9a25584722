nonisolated extension View {
    /// Sets a value for the given preference: the view's value for `key`,
    /// replacing what its content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Applies a transformation to a preference value: `callback` edits the
    /// value the content produced (or the key's default when it set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(callback: callback))
    }

    /// Adds an action to perform when the specified preference key's value
    /// changes: it runs with the new value after the update that changed it
    /// (a first value different from the key's default is a change).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
