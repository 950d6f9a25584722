/// A window's default-focus scopes (`focusScope(_:)`) and the views that
/// prefer focus in them (`prefersDefaultFocus(_:in:)`), by namespace, for
/// `resetFocus(in:)`.
@MainActor
package final class DefaultFocusRegistry {
    private struct Scope {
        weak var node: ViewNode?
        var preferred: [ObjectIdentifier: Preferred] = [:]
    }

    private struct Preferred {
        weak var node: ViewNode?
        let focus: () -> Void
    }

    private var scopes: [AnyHashable: Scope] = [:]

    package init() {}

    /// `node` is the focus scope of `namespace`.
    package func setScope(_ node: ViewNode, for namespace: AnyHashable) {
        scopes[namespace, default: Scope()].node = node
    }

    /// `node` prefers focus in `namespace`'s scope; `focus` moves focus to it.
    package func setPreferred(_ node: ViewNode, in namespace: AnyHashable, focus: (() -> Void)?) {
        let id = ObjectIdentifier(node)
        if let focus {
            if scopes[namespace]?.preferred[id] == nil {
                node.onUnmount { [weak self] in self?.scopes[namespace]?.preferred[id] = nil }
            }
            scopes[namespace, default: Scope()].preferred[id] = Preferred(node: node, focus: focus)
        } else {
            scopes[namespace]?.preferred[id] = nil
        }
    }

    /// Moves focus to the view preferring it in `namespace`'s scope when
    /// focus is in that scope (or nowhere); false when it did not.
    @discardableResult
    package func reset(in namespace: AnyHashable, focused: ViewNode?) -> Bool {
        guard let scope = scopes[namespace], let scopeNode = scope.node, scopeNode.isMounted else { return false }
        if let focused, !focused.isDescendant(of: scopeNode) { return false }
        guard let preferred = scope.preferred.values.first(where: { $0.node?.isMounted == true }) else { return false }
        preferred.focus()
        return true
    }
}
