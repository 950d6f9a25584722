internal import ProsceniumUnsafe

/// What a graph's nodes cost in memory: the figures `proscenium-bench nodes`
/// prints (a node's bytes are paid some thirty times a window and seven
/// times a list's row).
@_spi(Display) public enum NodeFootprint {
    /// The bytes a node asks malloc for (`ViewNode`'s instance size).
    public static var nodeInstanceSize: Int { ClassLayout.instanceSize(of: ViewNode.self) }

    /// The bytes malloc gave each node of `graph`, with its view's type name,
    /// in the tree's order.
    @MainActor
    public static func chunks(of graph: ViewGraph) -> [(view: String, bytes: Int)] {
        var chunks: [(view: String, bytes: Int)] = []
        func visit(_ node: ViewNode) {
            chunks.append((String(describing: type(of: node.view)), MallocArenas.usableSize(of: node)))
            for child in node.children { visit(child) }
        }
        visit(graph.root)
        return chunks
    }
}
