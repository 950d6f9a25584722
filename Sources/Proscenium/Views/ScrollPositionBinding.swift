import ProsceniumHost

nonisolated extension View {
    /// Binds the identity of the top-most (leading-most) view of the
    /// `scrollTargetLayout()` of the scroll views in this view: setting it
    /// scrolls that view into place (aligned by `anchor`; nil: as little as
    /// needed), and as the person scrolls it follows the view at the top.
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        modifier(EnvironmentTransformModifier { $0.scrollPositionLink = ScrollPositionLink(id, anchor: anchor) })
    }

    /// Makes this layout's views (a `ForEach` in a stack) the targets of
    /// the scroll view around it: for `scrollPosition(id:)` and `.viewAligned`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ElementAttributeModifier(attributes: isEnabled ? [.scrollTargetLayout: true] : [:]))
    }
}

/// A `scrollPosition(id:)` binding, with its ID type erased.
struct ScrollPositionLink {
    let get: () -> AnyHashable?
    /// Sets the binding to an ID, when it is of the binding's type.
    let set: (AnyHashable) -> Void
    let anchor: UnitPoint?

    init<ID: Hashable>(_ binding: Binding<ID?>, anchor: UnitPoint?) {
        get = { binding.wrappedValue.map(AnyHashable.init) }
        set = { id in
            guard let typed = id.base as? ID, binding.wrappedValue != typed else { return }
            binding.wrappedValue = typed
        }
        self.anchor = anchor
    }
}

extension EnvironmentValues {
    private struct ScrollPositionKey: EnvironmentKey {
        static var defaultValue: ScrollPositionLink? { nil }
    }

    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension ScrollPositionLink {
    /// Gives the scroll view rendered by `context` its `scrollPosition`
    /// attribute and takes the display's reports of the view at the top.
    @MainActor
    func attach(to context: inout RenderContext, attributes: inout ElementAttributes) {
        let node = context.node
        let targets = ScrollTargets(scrollView: node)
        // The anchor of the transaction that set the binding wins (`Transaction.scrollTargetAnchor`).
        let anchor = (node.graph.renderTransaction.scrollTargetAnchor ?? anchor).map(ScrollViewProxy.anchorName) ?? "nearest"
        if let id = get() {
            if let element = targets.element(of: id) {
                attributes[.scrollPosition] = .string("\(element.rawValue) \(anchor)")
            } else {
                attributes[.scrollPosition] = "-"
                // Not shown yet (the first render has no children): look again, once, when they are.
                let retry = context.state("scrollPositionRetry") { ScrollPositionRetry() }
                if targets.isEmpty, !retry.done {
                    retry.done = true
                    Task { @MainActor in node.invalidate(reason: "scrollPosition") }
                }
            }
        } else {
            attributes[.scrollPosition] = "-"
        }
        let set = set
        context.on(.change) { event in
            guard let text = event.value, let raw = Int(text), let id = ScrollTargets(scrollView: node).id(of: ElementID(raw)) else { return }
            set(id)
        }
    }
}

/// Whether a scroll view has looked for its bound target again after its
/// first render (a scroll view with no target layout must not look forever).
final class ScrollPositionRetry {
    var done = false
}

/// The views of a scroll view's `scrollTargetLayout()`, by identity.
@MainActor
struct ScrollTargets {
    /// Each target's identity (from `ForEach` or `.id`) and its first element.
    private(set) var targets: [(id: AnyHashable, element: ElementID)] = []

    init(scrollView: ViewNode) {
        guard let layout = Self.layout(under: scrollView) else { return }
        collect(under: layout)
    }

    var isEmpty: Bool { targets.isEmpty }

    func element(of id: AnyHashable) -> ElementID? { targets.first { $0.id == id }?.element }

    func id(of element: ElementID) -> AnyHashable? { targets.first { $0.element == element }?.id }

    /// The node of the element marked as the target layout.
    private static func layout(under node: ViewNode) -> ViewNode? {
        for child in node.children {
            if child.element?.attributes[.scrollTargetLayout] == true { return child }
            if let found = layout(under: child) { return found }
        }
        return nil
    }

    /// Each explicitly identified view below `node`, not looking inside one.
    private mutating func collect(under node: ViewNode) {
        for child in node.children {
            if let explicit = child.key.components.lazy.compactMap(\.explicitID).last, let element = Self.firstElement(child) {
                targets.append((explicit, element))
            } else if child.elementID == nil {
                collect(under: child)
            }
        }
    }

    private static func firstElement(_ node: ViewNode) -> ElementID? {
        if let id = node.elementID { return id }
        for child in node.children { if let id = firstElement(child) { return id } }
        return nil
    }
}

extension StructuralKey {
    /// The identity an `id(_:)` or a `ForEach` gave.
    var explicitID: AnyHashable? {
        if case .explicit(let id) = self { return id }
        return nil
    }
}
