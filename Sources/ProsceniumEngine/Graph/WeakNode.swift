/// A weak reference to a node (a navigation level's host, a storage key's reader).
package struct WeakNode {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(node: ViewNode?) {
        self.node = node
    }

    package weak var node: ViewNode?
}
