/// A tree of data shown as nested disclosure groups: each element with
/// children (its `children` key path is not nil) is a `DisclosureGroup`
/// whose label is `content(element)`; the others are `content(element)`
/// alone. In a `List` every element is a row, selectable by its ID.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The elements shown at this level (the root alone, or the data's elements).
    let roots: [Data.Element]
    let identify: (Data.Element) -> ID
    /// An element's children, or nil for a leaf. (A closure, not a key path:
    /// over a binding, an element is a binding and its children are found
    /// through the element's value.)
    let childrenOf: (Data.Element) -> [Data.Element]?
    let content: (Data.Element) -> Leaf

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.init(roots: roots, identify: { $0[keyPath: id] },
                  childrenOf: { $0[keyPath: children].map(Array.init) }, content: content)
    }

    init(roots: [Data.Element], identify: @escaping (Data.Element) -> ID,
         childrenOf: @escaping (Data.Element) -> [Data.Element]?, content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.identify = identify
        self.childrenOf = childrenOf
        self.content = content
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
    public var body: Never { fatalError("OutlineGroup has no body") }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Leaf: View, Data.Element: Identifiable {
    /// The tree under one root element (the root shows too).
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The trees under each element of `data`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Leaf: View {
    /// The tree under one root element, identified by the property at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// The trees under each element of `data`, identified by the property at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    /// The tree under one bound root element (the root shows too), each
    /// element's view given a binding to it: `OutlineGroup($root, children: \.children) { $item in }`.
    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable,
          E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue.id }, childrenOf: boundChildren(children), content: content)
    }

    /// The trees under each element of a binding to a collection, each
    /// element's view given a binding to it.
    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable,
          E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue.id }, childrenOf: boundChildren(children), content: content)
    }

    /// The tree under one bound root element, identified by the property at `id`.
    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: [root], identify: { $0.wrappedValue[keyPath: id] }, childrenOf: boundChildren(children),
                  content: content)
    }

    /// The trees under each element of a binding to a collection, identified by the property at `id`.
    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
                      @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(roots: Array(data), identify: { $0.wrappedValue[keyPath: id] }, childrenOf: boundChildren(children),
                  content: content)
    }
}

/// The children of a bound element: bindings into its children collection, so
/// a row's edits write through to the tree; nil for a leaf.
func boundChildren<C: MutableCollection, E>(_ children: WritableKeyPath<E, C?>) -> (Binding<E>) -> [Binding<E>]?
where C.Element == E {
    { element in Binding(element[dynamicMember: children]).map(Array.init) }
}

extension OutlineGroup: ViewListProvider where Parent: View, Leaf: View, Subgroup: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        let childrenOf = self.childrenOf, identify = self.identify, content = self.content
        let each = ForEach(data: roots, content: { element in
            OutlineNode(view: Self.node(element, identify: identify, childrenOf: childrenOf, content: content))
        }, identify: identify)
        flattenItems(each, key: key, traits: traits, into: &items)
    }

    @MainActor static func node(_ element: Data.Element, identify: @escaping (Data.Element) -> ID,
                                childrenOf: @escaping (Data.Element) -> [Data.Element]?,
                                content: @escaping (Data.Element) -> Leaf) -> any View {
        guard let kids = childrenOf(element) else { return content(element) }
        let subgroup = OutlineGroup(roots: kids, identify: identify, childrenOf: childrenOf, content: content)
        return DisclosureGroup(content: { OutlineSubgroupChildren(content: subgroup) }, label: { content(element) })
    }
}

/// One element of an outline: a leaf's view or a disclosure group.
nonisolated struct OutlineNode: View, ViewListProvider {
    let view: any View
    typealias Body = Never
    var body: Never { fatalError("OutlineNode has no body") }
    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(view, key: key, traits: traits, into: &items)
    }
}

/// The children of an element of an `OutlineGroup`, inside its disclosure group.
nonisolated public struct OutlineSubgroupChildren: View {
    let content: any View
    public typealias Body = Never
    public var body: Never { fatalError("OutlineSubgroupChildren has no body") }
}

extension OutlineSubgroupChildren: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}
