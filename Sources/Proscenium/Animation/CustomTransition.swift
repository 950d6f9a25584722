import ProsceniumHost

// A custom `Transition`'s `body(content:phase:)`, as the page runs it. The
// view shows `body` at `.identity`. Its body at `.willAppear` and at
// `.didDisappear` is rendered once more around an empty stand-in for the
// content, and what its modifiers do to the stand-in (opacity, offset, scale,
// rotation and other geometry, blur) become the states the view comes in
// from and goes out to: the page animates from the first when the view is
// inserted, and keeps a removed view shown while it animates to the second.

/// `.transition(_:)` with a `Transition` type: a built-in one as its value, a
/// custom one through its body.
nonisolated struct TransitionTypeModifier<T: Transition>: PrimitiveModifier {
    let transition: T

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let builtIn = transition as? any BuiltInTransitionValue {
            context.childEnvironment.pendingElementAttributes[.transition] = .transition(builtIn.builtInValue)
            context.addChildren(content)
            return
        }
        let value = TransitionValue.asymmetric(insertion: Self.state(of: transition, in: .willAppear),
                                               removal: Self.state(of: transition, in: .didDisappear))
        context.childEnvironment.pendingElementAttributes[.transition] = .transition(value)
        context.addChildren(transition.body(content: PlaceholderContentView(content: content, outer: nil), phase: .identity))
    }

    /// What `transition`'s body does in `phase` to the view it is given.
    @MainActor static func state(of transition: T, in phase: TransitionPhase) -> TransitionValue {
        let marker = "proscenium.transition.content"
        let probe = transition.body(content: PlaceholderContentView(content: Color.clear.accessibilityIdentifier(marker), outer: nil),
                                    phase: phase)
        let graph = ViewGraph(content: probe, label: "transition")
        defer { graph.tearDown() }
        guard let path = graph.snapshot().path(to: { $0.attributes[.identifier]?.string == marker }) else { return .identity }
        var opacity = 1.0, x = 0.0, y = 0.0, blur = 0.0
        var geometry: [TransformValue.Operation] = []
        for element in path {
            if let value = element.attributes[.opacity]?.amount { opacity *= value }
            x += element.attributes[.offsetX]?.amount ?? 0
            y += element.attributes[.offsetY]?.amount ?? 0
            geometry += element.transform?.operations ?? []
            for case let .blur(radius, _) in element.attributes[.filters]?.filters ?? [] { blur = max(blur, radius) }
        }
        var parts: [TransitionValue] = []
        if opacity != 1 { parts.append(.fade(opacity: opacity)) }
        if x != 0 || y != 0 { parts.append(.offset(x: x, y: y)) }
        if !geometry.isEmpty { parts.append(.transform(TransformValue(geometry))) }
        if blur > 0 { parts.append(.blur(radius: blur)) }
        return parts.count == 1 ? parts[0] : parts.isEmpty ? .identity : .combined(parts)
    }
}

extension AttributeValue {
    /// The value as a number, however it is written.
    fileprivate var amount: Double? { number ?? length ?? string.flatMap(Double.init) }
}

extension RenderElement {
    /// The elements from this one down to the first that satisfies `predicate`, or nil.
    func path(to predicate: (RenderElement) -> Bool) -> [RenderElement]? {
        if predicate(self) { return [self] }
        for child in children {
            if let path = child.path(to: predicate) { return [self] + path }
        }
        return nil
    }
}
