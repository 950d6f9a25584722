/// A weak reference to a node (a navigation level's host, a storage key's reader).
struct WeakNode {
    weak var node: ViewNode?
}
