/// One child view as a container sees it after looking through `TupleView`,
/// `Group`, `ForEach`, `if`, `AnyView` and trait modifiers such as `.tag(_:)`.
@MainActor
struct ViewItem {
    var key: ItemKey
    var view: any View
    var traits = ViewTraits()
}

/// What trait modifiers and `ForEach` attach to each item, for the container.
@MainActor
struct ViewTraits {
    /// The value set by `.tag(_:)`, or a `ForEach` element's ID.
    var tag: AnyHashable?
    /// Whether `tag` came from `.tag(_:)` (it wins over a `ForEach` ID).
    var hasExplicitTag = false
    /// `ForEach(...).onDelete`: deletes the item at `dataIndex`.
    var onDelete: ((IndexSet) -> Void)?
    /// `ForEach(...).onMove`.
    var onMove: ((IndexSet, Int) -> Void)?
    /// The item's offset in its `ForEach`'s data.
    var dataIndex: Int?
    var deleteDisabled = false
    var moveDisabled = false
    /// `Tab` / `.tabItem` labels and other container-specific values.
    var values: [ObjectIdentifier: Any] = [:]

    subscript<K: ViewTraitKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension ViewTraits: @MainActor InputComparable {
    /// The same when every value is equal; traits holding closures or
    /// container values are never the same (a "no" only costs a render).
    /// `dataIndex` is read only with `onDelete`/`onMove`, so it counts only
    /// with them (and then the traits differ anyway): removing a row does not
    /// render every row after it again.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? ViewTraits else { return false }
        return tag == other.tag && hasExplicitTag == other.hasExplicitTag
            && deleteDisabled == other.deleteDisabled && moveDisabled == other.moveDisabled
            && onDelete == nil && other.onDelete == nil && onMove == nil && other.onMove == nil
            && values.isEmpty && other.values.isEmpty
    }
}

/// A value a container reads from its items (like SwiftUI's private trait keys).
@MainActor
protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Views that are several items (or none) for the container holding them.
@MainActor
protocol ViewListProvider {
    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem])
}

/// Flattens a view into the items a container lays out.
@MainActor
func flattenItems(_ view: any View, key: ItemKey = ItemKey(), traits: ViewTraits = ViewTraits(),
                  into items: inout [ViewItem]) {
    if let list = view as? any ViewListProvider {
        list.appendItems(key: key, traits: traits, into: &items)
    } else {
        items.append(ViewItem(key: key, view: view, traits: traits))
    }
}

@MainActor
func flattenItems(_ view: any View) -> [ViewItem] {
    var items: [ViewItem] = []
    flattenItems(view, into: &items)
    return items
}
