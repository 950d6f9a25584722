// `searchFocused`: a `@FocusState` tied to the search field of the nearest
// `searchable`. Focus in the field sets it; setting it moves focus there
// (or, cleared, out of it).

/// A focus state tied to a search field, its value type erased.
nonisolated struct SearchFocusBinding {
    /// Whether the state names the field.
    let isFocused: () -> Bool
    /// Focus entered (true) or left (false) the field.
    let follow: (Bool) -> Void

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, value: Value, empty: Value) {
        isFocused = { binding.wrappedValue == value }
        follow = { focused in
            if focused {
                if binding.wrappedValue != value { binding.wrappedValue = value }
            } else if binding.wrappedValue == value {
                binding.wrappedValue = empty
            }
        }
    }
}

nonisolated struct SearchFocusedModifier: PrimitiveModifier {
    let focus: SearchFocusBinding

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let focus = self.focus
        context.giveToSearch(reason: "searchFocused",
                             inside: { $0.focusBinding = focus }, around: { $0.outerSearchFocus = focus })
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    private struct OuterSearchFocusKey: EnvironmentKey {
        static var defaultValue: SearchFocusBinding? { nil }
    }

    /// The focus state given around a `searchable` (`.searchable(...).searchFocused(...)`).
    var outerSearchFocus: SearchFocusBinding? {
        get { self[OuterSearchFocusKey.self] }
        set { self[OuterSearchFocusKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Ties `binding` to the focus of the nearest `searchable`'s field: it is
    /// true while the field has focus; set true, focus moves to the field;
    /// set false, focus leaves it.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
        modifier(SearchFocusedModifier(focus: SearchFocusBinding(binding, value: true, empty: false)))
    }

    /// Ties `binding` to the focus of the nearest `searchable`'s field: it is
    /// `value` while the field has focus; set to `value`, focus moves to the
    /// field; set to `nil`, focus leaves it.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        modifier(SearchFocusedModifier(focus: SearchFocusBinding(binding, value: value, empty: binding.fallback)))
    }
}
