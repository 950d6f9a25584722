// `.onDelete` and `.onMove` on a `ForEach` (any `DynamicViewContent`): the
// actions reach each of its items as traits, and a `List` turns them into
// rows a person can delete and drag to a new place (see ListRows.swift).

extension DynamicViewContent {
    /// Lets the person delete rows of a `List` made by this content; `action`
    /// gets the offsets of the deleted elements in `data`. Passing nil turns
    /// deleting off.
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        EditableDynamicContent(base: self) { $0.onDelete = action }
    }

    /// Lets the person drag rows of a `List` made by this content to a new
    /// place; `action` gets the offsets of the moved elements in `data` and the
    /// offset in `data`, before the move, to insert them before, as
    /// `Array.move(fromOffsets:toOffset:)` takes them. Passing nil turns moving off.
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        EditableDynamicContent(base: self) { $0.onMove = action }
    }
}

/// Dynamic content whose items carry an edit action.
struct EditableDynamicContent<Base: DynamicViewContent>: DynamicViewContent, ViewListProvider {
    typealias Body = Never
    let base: Base
    let edit: (inout ViewTraits) -> Void

    var data: Base.Data { base.data }
    var body: Never { fatalError() }

    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        var traits = traits
        edit(&traits)
        flattenItems(base, key: key, traits: traits, into: &items)
    }
}
