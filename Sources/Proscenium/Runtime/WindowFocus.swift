import ProsceniumHost

/// A window's focus: which element has keyboard focus, the values views
/// publish for commands, and the `@FocusState` bindings that follow focus.
@MainActor
final class WindowFocus {
    struct FocusBinding {
        weak var node: ViewNode?
        let update: (Bool) -> Void
    }

    private(set) var focusedElement: ElementID?
    private var bindings: [ObjectIdentifier: FocusBinding] = [:]
    /// Called when the published values may differ.
    var onChange: (() -> Void)?

    /// Follows what the views of `graph` (the window's) publish: it flows up
    /// as a preference, and any change of it may change the focused values.
    func watch(_ graph: ViewGraph) {
        graph.setPreferenceReader(for: graph.root, key: FocusedValueContributions.self) { [weak self] in
            self?.onChange?()
        }
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
        for contribution in graph.root.preferenceValue(FocusedValueContributions.self) ?? [] {
            guard let node = contribution.node, node.isMounted else { continue }
            let applies = contribution.isScene || focusedNode == nil || focusedNode!.isDescendant(of: node)
            if applies { contribution.publish(&values) }
        }
        return values
    }
}

/// What `.focusedValue` and `.focusedSceneValue` publish, flowing up to the
/// window as a preference: every contribution, in tree order (a view's own
/// before those inside it, so the deeper one wins).
struct FocusedValueContributions: PreferenceKey {
    struct Contribution {
        weak var node: ViewNode?
        let isScene: Bool
        let publish: (inout FocusedValues) -> Void
    }

    static var defaultValue: [Contribution] { [] }
    static func reduce(value: inout [Contribution], nextValue: () -> [Contribution]) {
        value.append(contentsOf: nextValue())
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
