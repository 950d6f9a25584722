/// One child view as a container sees it after looking through `TupleView`,
/// `Group`, `ForEach`, `if`, `AnyView` and trait modifiers such as `.tag(_:)`.
@MainActor
package struct ViewItem {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(key: ItemKey, view: any View, traits: ViewTraits = ViewTraits()) {
        self.key = key
        self.view = view
        self.traits = traits
    }

    package var key: ItemKey
    package var view: any View
    package var traits = ViewTraits()
}

/// What trait modifiers and `ForEach` attach to each item, for the container.
/// Its values live in a shared box, made on the first write: every node keeps
/// its traits, most have none, and inline they were a fifth of a node.
package nonisolated struct ViewTraits {
    private final class Values {
        var tag: AnyHashable?
        var hasExplicitTag = false
        var onDelete: ((IndexSet) -> Void)?
        var onMove: ((IndexSet, Int) -> Void)?
        var dataIndex: Int?
        var deleteDisabled = false
        var moveDisabled = false
        var values: [ObjectIdentifier: Any] = [:]

        init() {}

        init(copying other: Values) {
            tag = other.tag
            hasExplicitTag = other.hasExplicitTag
            onDelete = other.onDelete
            onMove = other.onMove
            dataIndex = other.dataIndex
            deleteDisabled = other.deleteDisabled
            moveDisabled = other.moveDisabled
            values = other.values
        }
    }

    private var box: Values?

    package init() {}

    /// The box, unshared, for a write.
    private mutating func writable() -> Values {
        guard let box else {
            let made = Values()
            self.box = made
            return made
        }
        if isKnownUniquelyReferenced(&self.box) { return box }
        let copy = Values(copying: box)
        self.box = copy
        return copy
    }

    /// The value set by `.tag(_:)`, or a `ForEach` element's ID.
    package var tag: AnyHashable? {
        get { box?.tag }
        set { writable().tag = newValue }
    }
    /// Whether `tag` came from `.tag(_:)` (it wins over a `ForEach` ID).
    package var hasExplicitTag: Bool {
        get { box?.hasExplicitTag ?? false }
        set { writable().hasExplicitTag = newValue }
    }
    /// `ForEach(...).onDelete`: deletes the item at `dataIndex`.
    package var onDelete: ((IndexSet) -> Void)? {
        get { box?.onDelete }
        set { writable().onDelete = newValue }
    }
    /// `ForEach(...).onMove`.
    package var onMove: ((IndexSet, Int) -> Void)? {
        get { box?.onMove }
        set { writable().onMove = newValue }
    }
    /// The item's offset in its `ForEach`'s data.
    package var dataIndex: Int? {
        get { box?.dataIndex }
        set { writable().dataIndex = newValue }
    }
    package var deleteDisabled: Bool {
        get { box?.deleteDisabled ?? false }
        set { writable().deleteDisabled = newValue }
    }
    package var moveDisabled: Bool {
        get { box?.moveDisabled ?? false }
        set { writable().moveDisabled = newValue }
    }
    /// `Tab` / `.tabItem` labels and other container-specific values.
    package var values: [ObjectIdentifier: Any] {
        get { box?.values ?? [:] }
        set { writable().values = newValue }
    }

    @MainActor package subscript<K: ViewTraitKey>(key: K.Type) -> K.Value {
        get { box?.values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { writable().values[ObjectIdentifier(key)] = newValue }
    }
}

// Sendable as it was when main-actor isolated: traits are made and read while
// views are flattened on the main actor (modifiers' closures run there), and
// a shared box is copied before it is written.
extension ViewTraits: @unchecked Sendable {}

extension ViewTraits: @MainActor InputComparable {
    /// The same when every value is equal; traits holding closures or
    /// container values are never the same (a "no" only costs a render).
    /// `dataIndex` is read only with `onDelete`/`onMove`, so it counts only
    /// with them (and then the traits differ anyway): removing a row does not
    /// render every row after it again.
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? ViewTraits else { return false }
        if box === other.box && isPlain { return true }
        return tag == other.tag && hasExplicitTag == other.hasExplicitTag
            && deleteDisabled == other.deleteDisabled && moveDisabled == other.moveDisabled
            && isPlain && other.isPlain
    }

    /// Without closures or container values.
    private var isPlain: Bool {
        guard let box else { return true }
        return box.onDelete == nil && box.onMove == nil && box.values.isEmpty
    }
}

/// A value a container reads from its items (like SwiftUI's private trait keys).
@MainActor
package protocol ViewTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Views that are several items (or none) for the container holding them.
@MainActor
package protocol ViewListProvider {
    func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem])
}

/// Flattens a view into the items a container lays out.
@MainActor
package func flattenItems(_ view: any View, key: ItemKey = ItemKey(), traits: ViewTraits = ViewTraits(),
                  into items: inout [ViewItem]) {
    if let list = ViewTypeFacts.of(type(of: view)).listProvider {
        list.appendItems(of: view, key: key, traits: traits, into: &items)
    } else {
        items.append(ViewItem(key: key, view: view, traits: traits))
    }
}

@MainActor
package func flattenItems(_ view: any View) -> [ViewItem] {
    var items: [ViewItem] = []
    flattenItems(view, into: &items)
    return items
}

/// What the graph asks of a view type, found once per type: a conformance
/// check costs more than a lookup, and every child of every render asked.
/// The conformances are kept as metatypes, so that a view is rendered or
/// flattened through them with no cast of the view itself (a cast to
/// `any PrimitiveView` was some 1,300 instructions a render).
@MainActor
package enum ViewTypeFacts {
    package struct Facts {
        /// Several items (or none) for its container (`ViewListProvider`).
        package let listProvider: (any ViewListProvider.Type)?
        /// Renders itself (`PrimitiveView`) rather than having a body.
        package let primitive: (any PrimitiveView.Type)?
        /// Rendered through the vocabulary (`registeredRenderer`): the platform representables.
        package let isRepresentable: Bool

        package var isListProvider: Bool { listProvider != nil }
        package var isPrimitive: Bool { primitive != nil }

        @MainActor package init(_ type: any View.Type) {
            listProvider = type as? any ViewListProvider.Type
            primitive = type as? any PrimitiveView.Type
            isRepresentable = ViewTypeFacts.registeredRenderer?.accepts(type) ?? false
        }
    }

    /// How the graph renders the views the vocabulary renders itself, which
    /// have neither a body nor a primitive render: the platform
    /// representables, whose four protocols are public and the vocabulary's,
    /// so cannot refine the engine's `PrimitiveView`. The vocabulary sets it
    /// before its first graph renders (`ViewGraph(content:)`, the app
    /// runtime's initializer); facts are found once per type, so the check
    /// costs one call a type.
    package static var registeredRenderer: RegisteredRenderer?

    package struct RegisteredRenderer {
        /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
        package init(accepts: @escaping (any View.Type) -> Bool,
                     render: @escaping (any View, inout RenderContext) -> Void) {
            self.accepts = accepts
            self.render = render
        }

        /// Whether views of this type are rendered here.
        package let accepts: (any View.Type) -> Bool
        /// Renders the view, its dynamic properties not yet installed.
        package let render: (any View, inout RenderContext) -> Void
    }

    private static var known: [ObjectIdentifier: Facts] = [:]

    /// The last facts found, by the low bits of the type's address: a row's
    /// few types are found here without hashing (a dictionary's hash of an
    /// identifier costs some 300 instructions). Never freed.
    private static let recent: UnsafeMutablePointer<(type: ObjectIdentifier?, facts: Facts?)> = {
        let slots = UnsafeMutablePointer<(type: ObjectIdentifier?, facts: Facts?)>.allocate(capacity: recentCount)
        slots.initialize(repeating: (nil, nil), count: recentCount)
        return slots
    }()
    private static let recentCount = 64

    package static func of(_ view: any View) -> Facts { of(Swift.type(of: view)) }

    package static func of(_ type: any View.Type) -> Facts {
        let id = ObjectIdentifier(type)
        let slot = recent + Int((UInt(bitPattern: id) >> 4) % UInt(recentCount))
        if slot.pointee.type == id, let facts = slot.pointee.facts { return facts }
        let facts: Facts
        if let found = known[id] {
            facts = found
        } else {
            facts = Facts(type)
            known[id] = facts
        }
        slot.pointee = (id, facts)
        return facts
    }
}

extension PrimitiveView {
    /// Renders `view`, whose type is `Self` (see `ViewTypeFacts`), without a cast.
    package static func render(_ view: any View, into context: inout RenderContext) {
        func open<V: View>(_ view: V) {
            precondition(V.self == Self.self)
            withUnsafePointer(to: view) { $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.render(into: &context) } }
        }
        open(view)
    }
}

extension ViewListProvider {
    /// `view`'s items, whose type is `Self` (see `ViewTypeFacts`), without a cast.
    package static func appendItems(of view: any View, key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        func open<V: View>(_ view: V) {
            precondition(V.self == Self.self)
            withUnsafePointer(to: view) {
                $0.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.appendItems(key: key, traits: traits, into: &items) }
            }
        }
        open(view)
    }
}
