/// Values views pass up to their window: the navigation title. Of several
/// contributors the last in tree order wins (the detail column's title over
/// the sidebar's).
extension ViewGraph {
    func setNavigationTitle(_ title: String?, from node: ViewNode) {
        let id = ObjectIdentifier(node)
        let old = titleContributors[id]?.title
        if let title {
            titleContributors[id] = TitleContributor(node: node, title: title)
        } else {
            titleContributors[id] = nil
        }
        if old != title { requestUpdate() }
    }

    /// The navigation title the window shows.
    public var navigationTitle: String? {
        let live = titleContributors.values.filter { $0.node?.isMounted == true }
        return live.max { $0.node!.treeOrder.lexicographicallyPrecedes($1.node!.treeOrder) }?.title
    }
}

struct TitleContributor {
    weak var node: ViewNode?
    let title: String
}

extension ViewNode {
    /// This node's position in the tree: its index under each ancestor.
    var treeOrder: [Int] {
        var path: [Int] = []
        var node = self
        while let parent = node.parent {
            path.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return path.reversed()
    }
}

/// Sets the window's title (and its entry in the Window menu).
nonisolated struct NavigationTitleModifier: PrimitiveModifier {
    let title: String

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let node = context.node
        let graph = node.graph
        graph.setNavigationTitle(title, from: node)
        if context.state("title", { TitleRegistration() }).registered == false {
            context.state("title", { TitleRegistration() }).registered = true
            node.onUnmount { [weak graph, weak node] in
                if let graph, let node { graph.setNavigationTitle(nil, from: node) }
            }
        }
        context.addChildren(content)
    }
}

final class TitleRegistration { var registered = false }

nonisolated extension View {
    /// The title of the window (or navigation column) showing this view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.plainText))
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: titleKey.plainText))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// A title bound to a string (editable titles are shown, not edited, here).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationTitleModifier(title: title.wrappedValue))
    }
}
