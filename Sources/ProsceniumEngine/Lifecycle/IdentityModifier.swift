/// Gives its content an explicit identity: a new value is a new view, with
/// fresh state, `onDisappear` for the old and `onAppear` for the new.
package nonisolated struct IdentityModifier<ID: Hashable>: ViewModifier {
    package typealias Body = Never
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(id: ID) {
        self.id = id
    }

    package let id: ID
}

/// Identity modifiers are looked through when flattening: they change the key.
@MainActor
package protocol IdentityKeyed {
    var identityKey: AnyHashable { get }
}

extension IdentityModifier: IdentityKeyed {
    package var identityKey: AnyHashable { AnyHashable(id) }
}
