/// Gives its content an explicit identity: a new value is a new view, with
/// fresh state, `onDisappear` for the old and `onAppear` for the new.
nonisolated struct IdentityModifier<ID: Hashable>: ViewModifier {
    typealias Body = Never
    let id: ID
}

/// Identity modifiers are looked through when flattening: they change the key.
@MainActor
protocol IdentityKeyed {
    var identityKey: AnyHashable { get }
}

extension IdentityModifier: IdentityKeyed {
    var identityKey: AnyHashable { AnyHashable(id) }
}

nonisolated extension View {
    /// Binds this view's identity to `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}
