nonisolated extension View {
    /// Binds this view's identity to `id`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}
