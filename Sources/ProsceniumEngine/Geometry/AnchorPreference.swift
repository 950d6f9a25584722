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

/// Measures the next element down and writes `K` from an anchor made from
/// its frame: replacing the content's value (`anchorPreference`) or editing
/// it (`transformAnchorPreference`).
package nonisolated struct AnchorPreferenceModifier<A, K: PreferenceKey>: PrimitiveModifier {
    package let source: Anchor<A>.Source
    package var replaces = true
    package let transform: (inout K.Value, Anchor<A>) -> Void

    /// The frame the display measured last.
    package final class Measured {
        package var frame: CGRect?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let measured = context.state("anchor") { Measured() }
        context.childEnvironment.pendingElementAttributes[.measure] = "true"
        let node = context.node
        let droppedEvents = node.graph.services.droppedEvents
        context.on(.geometry) { [weak measured, weak node] event in
            guard let measured, let geometry = MeasuredGeometry(event, droppedEvents: droppedEvents),
                  geometry.frame != measured.frame else { return }
            measured.frame = geometry.frame
            node?.invalidate(reason: "anchor")
        }
        if let frame = measured.frame {
            let anchor = source.resolve(frame)
            let transform = self.transform, replaces = self.replaces
            // `anchorPreference` replaces the content's value; the transform form edits it.
            node.writePreference(K.self) { inside in
                var value = replaces ? K.defaultValue : inside ?? K.defaultValue
                transform(&value, anchor)
                return value
            }
        }
        context.addChildren(content)
    }
}
