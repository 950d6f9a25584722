import Foundation

// Editable collections: `ForEach($items, editActions: .all) { $item in }` and
// the `List` forms of it. The rows of a list can be deleted and dragged to
// a new place, each action writing the bound collection itself, as the
// `onDelete` and `onMove` a person would write do.

/// A set of edit actions on a collection of data that a view can offer to a
/// user: moving its elements, and deleting them where the collection can
/// remove elements.
public struct EditActions<Data>: OptionSet, Sendable {
    public typealias Element = EditActions<Data>
    public typealias ArrayLiteralElement = EditActions<Data>

    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 1 << 0) }

    /// All the edit actions available on this collection: moving.
    public static var all: EditActions<Data> { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete elements from a collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1 << 1) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// All the edit actions available on this collection: moving and deleting.
    public static var all: EditActions<Data> { EditActions(rawValue: 1 << 0 | 1 << 1) }
}

/// A collection wrapper that iterates over the indices and identifiers of a
/// collection together.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// The element of the collection: an index of the base and the element's identifier there.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    public typealias Index = Base.Index
    public typealias Indices = DefaultIndices<IndexedIdentifierCollection<Base, ID>>
    public typealias Iterator = IndexingIterator<IndexedIdentifierCollection<Base, ID>>
    public typealias SubSequence = Slice<IndexedIdentifierCollection<Base, ID>>

    let base: Base
    let identify: (Base.Element) -> ID

    init(base: Base, identify: @escaping (Base.Element) -> ID) {
        self.base = base
        self.identify = identify
    }

    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }

    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: identify(base[position]))
    }

    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// An opaque wrapper view that adds editing capabilities to a row in a list:
/// the row's content, given a binding to its element, whose item in a
/// `List` can be deleted and moved as the edit actions allow.
public struct EditableCollectionContent<Content, Data> {
    let row: () -> Content
    let onMove: ((IndexSet, Int) -> Void)?
    let onDelete: ((IndexSet) -> Void)?
}

extension EditableCollectionContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("EditableCollectionContent has no body") }
}

extension EditableCollectionContent: ViewListProvider where Content: View {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        var traits = traits
        if let onMove { traits.onMove = onMove }
        if let onDelete { traits.onDelete = onDelete }
        flattenItems(row(), key: key, traits: traits, into: &items)
    }
}

/// `collection` without the elements at `offsets`, if it is a collection
/// elements can be removed from (the only kind `.delete` is offered for).
private func removing<C: MutableCollection>(_ offsets: IndexSet, from collection: C) -> C? {
    guard let removable = collection as? any RangeReplaceableCollection else { return nil }
    func remove<R: RangeReplaceableCollection>(_ removable: R) -> R {
        var copy = removable
        for offset in offsets.reversed() { copy.remove(at: copy.index(copy.startIndex, offsetBy: offset)) }
        return copy
    }
    return remove(removable) as? C
}

extension ForEach {
    /// Creates an instance that uniquely identifies and creates views across
    /// updates based on the identity of the underlying data, and lets a
    /// person delete and move its elements in a `List` as `editActions` allow.
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Creates an instance over a binding to a collection whose elements are
    /// identified by their property at `id`, and lets a person delete and
    /// move its elements in a `List` as `editActions` allow.
    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
          C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        let collection = IndexedIdentifierCollection(base: data.wrappedValue) { $0[keyPath: id] }
        let moves = editActions.rawValue & 1 << 0 != 0, deletes = editActions.rawValue & 1 << 1 != 0
        let onMove: ((IndexSet, Int) -> Void)? = moves ? { source, destination in
            data.wrappedValue.move(fromOffsets: source, toOffset: destination)
        } : nil
        let onDelete: ((IndexSet) -> Void)? = deletes ? { offsets in
            if let removed = removing(offsets, from: data.wrappedValue) { data.wrappedValue = removed }
        } : nil
        self.init(data: collection, content: { element in
            EditableCollectionContent(row: { content(data[element.index]) }, onMove: onMove, onDelete: onDelete)
        }, identify: { $0.id })
    }
}
