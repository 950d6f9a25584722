import Foundation
import ProsceniumHost

/// A container view that defines its content as a function of its own size
/// and coordinate space.
///
/// It takes all the space it is offered and places its content at its top
/// leading corner. Its size comes from the display, which measures it and
/// reports each change (a window resized, the layout around it changed,
/// scrolling moved it): the content is made only once the first measurement
/// has landed, so it never shows, or acts on, a wrong size.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    @MainActor package func render(into context: inout RenderContext) {
        let box = context.state("geometry") { GeometryBox() }
        context.setElement(.geometry)
        let node = context.node
        let droppedEvents = node.graph.services.droppedEvents
        context.on(.geometry) { [weak box, weak node] event in
            guard let box, let measured = MeasuredGeometry(event, droppedEvents: droppedEvents),
                  measured != box.geometry else { return }
            box.geometry = measured
            node?.invalidate(reason: "geometry")
        }
        guard let geometry = box.geometry else { return }
        context.addChildren(content(GeometryProxy(geometry: geometry)))
    }
}
