/// A tree of data shown as nested disclosure groups: each element with
/// children (its `children` key path is not nil) is a `DisclosureGroup`
/// whose label is `content(element)`; the others are `content(element)`
/// alone. In a `List` every element is a row, selectable by its ID.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The elements shown at this level (the root alone, or the data's elements).
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
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
}

extension OutlineGroup: ViewListProvider where Parent: View, Leaf: View, Subgroup: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        let children = self.children, id = self.id, content = self.content
        let each = ForEach(roots, id: id) { element in
            OutlineNode(view: Self.node(element, id: id, children: children, content: content))
        }
        flattenItems(each, key: key, traits: traits, into: &items)
    }

    @MainActor static func node(_ element: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                     content: @escaping (Data.Element) -> Leaf) -> any View {
        guard let kids = element[keyPath: children] else { return content(element) }
        let subgroup = OutlineGroup(roots: Array(kids), id: id, children: children, content: content)
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
