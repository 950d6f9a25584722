import ProsceniumHost

/// Asks the display to measure the next element down, and runs an action
/// when a value made from its geometry changes.
package nonisolated struct GeometryChangeModifier<T: Equatable>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void) {
        self.transform = transform
        self.action = action
    }

    package let transform: (GeometryProxy) -> T
    package let action: (T, T) -> Void

    package final class Box {
        package var value: T?
        package var transform: ((GeometryProxy) -> T)?
        package var action: ((T, T) -> Void)?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let box = context.state("geometryChange") { Box() }
        box.transform = transform
        box.action = action
        context.childEnvironment.pendingElementAttributes[.measure] = true
        let droppedEvents = context.node.graph.services.droppedEvents
        context.on(.geometry) { [weak box] event in
            guard let box, let transform = box.transform,
                  let measured = MeasuredGeometry(event, droppedEvents: droppedEvents) else { return }
            let value = transform(GeometryProxy(geometry: measured))
            let old = box.value ?? value
            guard box.value == nil || old != value else { return }
            box.value = value
            box.action?(old, value)
        }
        context.addChildren(content)
    }
}
