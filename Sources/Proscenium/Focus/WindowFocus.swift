import ProsceniumHost

/// A window's focus: which element has keyboard focus, the values views
/// publish for commands, and the `@FocusState` bindings that follow focus.
@MainActor
final class WindowFocus {
    struct Contribution {
        weak var node: ViewNode?
        let isScene: Bool
        let publish: (inout FocusedValues) -> Void
    }

    struct FocusBinding {
        weak var node: ViewNode?
        let update: (Bool) -> Void
    }

    private(set) var focusedElement: ElementID?
    private var contributions: [ObjectIdentifier: Contribution] = [:]
    private var bindings: [ObjectIdentifier: FocusBinding] = [:]
    /// Called when the published values may differ.
    var onChange: (() -> Void)?

    func setContribution(from node: ViewNode, isScene: Bool, publish: @escaping (inout FocusedValues) -> Void) {
        let id = ObjectIdentifier(node)
        if contributions[id] == nil {
            node.onUnmount { [weak self] in
                self?.contributions[id] = nil
                self?.onChange?()
            }
        }
        contributions[id] = Contribution(node: node, isScene: isScene, publish: publish)
        onChange?()
    }

    func register(_ node: ViewNode, update: @escaping (Bool) -> Void) {
        let id = ObjectIdentifier(node)
        if bindings[id] == nil {
            node.onUnmount { [weak self] in self?.bindings[id] = nil }
        }
        bindings[id] = FocusBinding(node: node, update: update)
    }

    /// The person (or the app) moved focus to `element` (nil: nothing focused).
    func focus(_ element: ElementID?, in graph: ViewGraph) {
        focusedElement = element
        let focusedNode = element.flatMap(graph.owner(of:))
        for binding in bindings.values {
            guard let node = binding.node else { continue }
            binding.update(focusedNode.map { $0.isDescendant(of: node) } ?? false)
        }
        onChange?()
    }

    /// The values published now, in tree order (a deeper view's value wins).
    func values(in graph: ViewGraph) -> FocusedValues {
        let focusedNode = focusedElement.flatMap(graph.owner(of:))
        var values = FocusedValues()
        let live = contributions.values.compactMap { contribution -> (Contribution, [Int])? in
            guard let node = contribution.node, node.isMounted else { return nil }
            return (contribution, node.treeOrder)
        }
        for (contribution, _) in live.sorted(by: { $0.1.lexicographicallyPrecedes($1.1) }) {
            guard let node = contribution.node else { continue }
            let applies = contribution.isScene || focusedNode == nil || focusedNode!.isDescendant(of: node)
            if applies { contribution.publish(&values) }
        }
        return values
    }
}

extension ViewNode {
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
