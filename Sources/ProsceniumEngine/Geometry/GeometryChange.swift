import ProsceniumHost

nonisolated extension View {
    /// Runs `action` with a value made from this view's geometry, when the
    /// view is first measured and whenever that value changes. The display
    /// measures the view where it is laid out and reports each change.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new values made from this view's
    /// geometry whenever that value changes (and once with the first value
    /// as both, when the view is first measured).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}

/// Asks the display to measure the next element down, and runs an action
/// when a value made from its geometry changes.
package nonisolated struct GeometryChangeModifier<T: Equatable>: PrimitiveModifier {
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
        context.childEnvironment.pendingElementAttributes[.measure] = "true"
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
