/// When a default focus preference counts: always, or only when focus is
/// set up or moved by the app (not when the person moves it).
public struct DefaultFocusEvaluationPriority: Sendable {
    let userInitiated: Bool
    /// Counts when focus starts in the region or the app moves it there.
    public static let automatic = DefaultFocusEvaluationPriority(userInitiated: false)
    /// Counts whenever focus moves into the region.
    public static let userInitiated = DefaultFocusEvaluationPriority(userInitiated: true)
}

nonisolated extension View {
    /// Where focus starts in this region: when the region appears with
    /// nothing in `binding`'s scope focused, `binding` becomes `value`, which
    /// focuses the view marked `.focused(binding, equals: value)`.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        onAppear {
            if binding.wrappedValue == binding.fallback { binding.wrappedValue = value }
        }
    }
}
