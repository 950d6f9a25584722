nonisolated extension View {
    /// The prominence of the section headers in this view: `.increased`
    /// draws them in the headline font.
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(EnvironmentTransformModifier { $0.headerProminence = prominence })
    }

    /// The prominence of the badges of the list rows in this view.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        modifier(EnvironmentTransformModifier { $0.badgeProminence = prominence })
    }
}
