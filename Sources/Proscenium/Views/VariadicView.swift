import ProsceniumHost

// SwiftUI's underscored variadic view API, which apps use to take a view's
// children apart before iOS 18's `Group(subviews:)`: a tree pairs a root
// with content; the root's `body(children:)` gets the content's children
// (looked through `ForEach`, `Group`, `if` and trait modifiers, as a
// container sees them), each a view with an identity and its traits.

/// The namespace of SwiftUI's variadic views.
public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    public typealias Children = _VariadicView_Children

    /// A root and the content whose children it gets.
    nonisolated public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content

        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }

        public init(root: Root, content: Content) {
            self.root = root
            self.content = content
        }
    }
}

/// What a variadic tree's root is.
public protocol _VariadicView_Root {}

/// A root that makes a view of the content's children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose view is one view (modifiers on the tree apply to it whole).
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A root whose view is its children side by side (as `ForEach`).
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View, PrimitiveView where Root: _VariadicView_ViewRoot, Content: View {
    @MainActor package func render(into context: inout RenderContext) {
        let items = flattenItems(content)
        let children = _VariadicView_Children(items: items, ids: items.map { AnyHashable($0.key) })
        context.addChildren(root.body(children: children))
    }
}

/// The children of a variadic tree's content, in order.
nonisolated public struct _VariadicView_Children: RandomAccessCollection {
    let items: [ViewItem]
    /// Each item's identity, read on the main actor where the items were made.
    let ids: [AnyHashable]

    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }
    public subscript(index: Int) -> Element { Element(item: items[index], id: ids[index]) }

    /// One child: shown as the view it is, identified as its container
    /// identifies it (its `ForEach` ID or place), with its traits.
    nonisolated public struct Element: View, PrimitiveView, Identifiable {
        let item: ViewItem

        /// The child's identity.
        public let id: AnyHashable

        /// The value of a trait the child carries (`_trait(_:_:)`), else the key's default.
        @MainActor public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
            item.traits[BridgedTraitKey<Trait>.self]
        }

        @MainActor package func render(into context: inout RenderContext) {
            context.addChildren(item.view)
        }
    }
}

/// A value a view carries for the variadic root above it.
public protocol _ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// A public trait key as the engine's traits keep it.
private struct BridgedTraitKey<Key: _ViewTraitKey>: ViewTraitKey {
    static var defaultValue: Key.Value { Key.defaultValue }
}

nonisolated extension View {
    /// Sets a trait of this view for the variadic root above it.
    @MainActor public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(RowTraitModifier { $0[BridgedTraitKey<K>.self] = value })
    }
}
