import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Sets a value for the specified preference key, the value is a
    /// function of a geometry value tied to the current coordinate space,
    /// allowing readers of the value to convert the geometry to their local
    /// coordinates.
    ///
    /// The display measures the view; the preference is written once the
    /// first measurement lands, and again whenever the view moves or resizes.
    public func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                       transform: @escaping (Anchor<A>) -> K.Value) -> some View
        where K: PreferenceKey {
        modifier(AnchorPreferenceModifier<A, K>(source: value) { current, anchor in current = transform(anchor) })
    }

    /// Sets a value for the specified preference key, the value is a
    /// function of the key's current value and a geometry value tied to the
    /// current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates.
    public func transformAnchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View
        where K: PreferenceKey {
        modifier(AnchorPreferenceModifier<A, K>(source: value, replaces: false, transform: transform))
    }
}
