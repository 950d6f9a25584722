/// Views computed from a collection, one per element, each identified by the
/// element's ID: reordering the data moves the views and keeps their state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: { $0.id })
    }
}

extension ForEach where Content: View {
    /// One view per element, identified by the element's property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }

    /// One view per element of a binding to a collection, each given a binding
    /// to its element: `ForEach($items, id: \.name) { $item in ... }`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
          C.Index: Hashable {
        let collection = data.wrappedValue
        let mapped = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(data: mapped, content: { pair in content(data[pair.0]) }, identify: { $0.1 })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content, identify: { $0 })
    }
}

extension ForEach {
    /// One view per element of a binding to identifiable elements:
    /// `ForEach($books) { $book in TextField("Title", text: $book.title) }`.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, Content: View,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach: ViewListProvider where Content: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        // Whether a row is several items is known from its type: asked once,
        // not once per element (a conformance check costs more than a row's
        // item).
        let contentIsList = Content.self is any ViewListProvider.Type
        items.reserveCapacity(items.count + data.count)
        for (offset, element) in data.enumerated() {
            let id = AnyHashable(identify(element))
            var itemTraits = traits
            if !itemTraits.hasExplicitTag { itemTraits.tag = id }
            itemTraits.dataIndex = offset
            let itemKey = key.appending(StructuralKey.explicit(id))
            if contentIsList {
                flattenItems(content(element), key: itemKey, traits: itemTraits, into: &items)
            } else {
                items.append(ViewItem(key: itemKey, view: content(element), traits: itemTraits))
            }
        }
    }
}

/// Views built from a collection, as `List` and `ForEach` use them.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}
