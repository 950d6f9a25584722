import Foundation
import ProsceniumHost

/// Measures the next element down and writes `K` from an anchor made from
/// its frame: replacing the content's value (`anchorPreference`) or editing
/// it (`transformAnchorPreference`).
package nonisolated struct AnchorPreferenceModifier<A, K: PreferenceKey>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(source: Anchor<A>.Source, replaces: Bool = true, transform: @escaping (inout K.Value, Anchor<A>) -> Void) {
        self.source = source
        self.replaces = replaces
        self.transform = transform
    }

    package let source: Anchor<A>.Source
    package var replaces = true
    package let transform: (inout K.Value, Anchor<A>) -> Void

    /// The frame the display measured last.
    package final class Measured {
        package var frame: CGRect?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let measured = context.state("anchor") { Measured() }
        context.childEnvironment.pendingElementAttributes[.measure] = true
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
