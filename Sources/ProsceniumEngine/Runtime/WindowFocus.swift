package import ProsceniumHost

/// A window's focus: which element has keyboard focus, the values views
/// publish for commands, and the `@FocusState` bindings that follow focus.
@MainActor
package final class WindowFocus {
    package struct FocusBinding {
        package weak var node: ViewNode?
        package let update: (Bool) -> Void
    }

    package private(set) var focusedElement: ElementID?
    private var bindings: [ObjectIdentifier: FocusBinding] = [:]
    /// Called when the published values may differ.
    package var onChange: (() -> Void)?
    /// The window's default-focus scopes, for `resetFocus(in:)`.
    package let defaultFocus = DefaultFocusRegistry()
    /// The window's views.
    private weak var graph: ViewGraph?

    /// The view that has focus now (nil: none).
    package var focusedNode: ViewNode? { focusedElement.flatMap { graph?.owner(of: $0) } }

    /// Follows what the views of `graph` (the window's) publish: it flows up
    /// as a preference, and any change of it may change the focused values.
    package func watch(_ graph: ViewGraph) {
        self.graph = graph
        graph.setPreferenceReader(for: graph.root, key: FocusedValueContributions.self) { [weak self] in
            self?.onChange?()
        }
    }

    package func register(_ node: ViewNode, update: @escaping (Bool) -> Void) {
        let id = ObjectIdentifier(node)
        if bindings[id] == nil {
            node.onUnmount { [weak self] in self?.bindings[id] = nil }
        }
        bindings[id] = FocusBinding(node: node, update: update)
    }

    /// The person (or the app) moved focus to `element` (nil: nothing focused).
    package func focus(_ element: ElementID?, in graph: ViewGraph) {
        focusedElement = element
        let focusedNode = element.flatMap(graph.owner(of:))
        for binding in bindings.values {
            guard let node = binding.node else { continue }
            binding.update(focusedNode.map { $0.isDescendant(of: node) } ?? false)
        }
        onChange?()
    }

    /// The values published now, in tree order (a deeper view's value wins).
    package func values(in graph: ViewGraph) -> FocusedValues {
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
package struct FocusedValueContributions: PreferenceKey {
    package struct Contribution {
        /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
        package init(node: ViewNode?, isScene: Bool, publish: @escaping (inout FocusedValues) -> Void) {
            self.node = node
            self.isScene = isScene
            self.publish = publish
        }

        package weak var node: ViewNode?
        package let isScene: Bool
        package let publish: (inout FocusedValues) -> Void
    }

    package static var defaultValue: [Contribution] { [] }
    package static func reduce(value: inout [Contribution], nextValue: () -> [Contribution]) {
        value.append(contentsOf: nextValue())
    }
}

extension ViewNode {
    package func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
