/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(_:_:)`, read
/// with `@Environment`. A view depends only on the values it read.
public struct EnvironmentValues: CustomStringConvertible {
    package private(set) var storage = Storage()
    /// Records the keys a node's body read, so the node re-runs only when one of them changes.
    package var tracker: EnvironmentReadTracker?
    /// Attributes for the next element down, left by modifiers without an
    /// element. They live beside the shared storage, not in it: a modifier
    /// that sets one (a context menu, a gesture, `.help`) and the element that
    /// takes them would otherwise each copy every value in the environment.
    package var pendingElementAttributes: ElementAttributes {
        get { nextElementAttributes.pending }
        _modify { yield &nextElementAttributes.pending }
    }
    /// Attributes for the next element down that win over the element's own.
    package var overridingElementAttributes: ElementAttributes {
        get { nextElementAttributes.overriding }
        _modify { yield &nextElementAttributes.overriding }
    }
    /// Both in one word: every node keeps an environment, few have either.
    private var nextElementAttributes = NextElementAttributes()

    public init() {}

    /// An environment of `storage` and attributes for the next element, with
    /// no tracker (how a node keeps its environment: see `ViewNode`).
    package init(storage: Storage, nextElementAttributes: NextElementAttributes) {
        self.storage = storage
        self.nextElementAttributes = nextElementAttributes
    }

    /// The attributes for the next element down (`ViewNode` keeps them apart).
    package var nextElement: NextElementAttributes { nextElementAttributes }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let box = storage.value(id)
            tracker?.recordValue(id, box: box, key: key)
            // Only the setter below writes a key's box, always a `ValueBox<K.Value>`.
            return box.map { unsafeDowncast($0, to: ValueBox<K.Value>.self).value } ?? K.defaultValue
        }
        set {
            makeUnique()
            storage.setValue(ValueBox(newValue), for: ObjectIdentifier(key))
        }
    }

    /// The `@Observable` object of type `T` in the environment, as
    /// `environment(_ object:)` puts it and `@Environment(T.self)` reads it;
    /// nil when no ancestor put one.
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { object(objectType) }
        set { setObject(newValue, as: objectType) }
    }

    /// An object in the environment by type (`environmentObject`, `environment(_ object:)`).
    package func object<T: AnyObject>(_ type: T.Type) -> T? {
        let id = ObjectIdentifier(type)
        let object = storage.object(id) as? T
        tracker?.recordObject(id, object: object)
        return object
    }

    package mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        makeUnique()
        storage.setObject(object, for: ObjectIdentifier(type))
    }

    /// Folds the values written so far into one table, which every
    /// environment copied from this one shares: for an environment that many
    /// start from (a session's windows), so that what each writes on top
    /// stays in its short list instead of folding a table of its own.
    package mutating func foldWrites() {
        makeUnique()
        storage.fold()
    }

    /// Whether `other` holds the same values: the same storage (values are
    /// never compared, a write makes a new storage) and the same attributes
    /// for the next element.
    package func isSame(as other: EnvironmentValues) -> Bool {
        storage === other.storage && nextElementAttributes == other.nextElementAttributes
    }

    public var description: String { "EnvironmentValues(\(storage.valueCount) values)" }
}

/// The pending and overriding attributes for the next element down in one
/// word, not a dictionary each: an empty array when both are empty (nearly
/// every environment), else the pending ones, then the overriding ones if
/// any (rare: `.help` and its kin). An environment is stored in every node,
/// and the second word took a node into the next malloc chunk
/// (`NodeSizeTests`). (An enum of the two took 9 bytes: no spare bits.)
package struct NextElementAttributes: Equatable {
    /// `[]`, `[pending]` or `[pending, overriding]`, the last not empty.
    private var parts: [ElementAttributes] = []

    package init() {}

    package var pending: ElementAttributes {
        get { parts.first ?? [:] }
        _modify {
            if parts.isEmpty { parts = [[:]] }
            defer { normalize() }
            yield &parts[0]
        }
    }

    package var overriding: ElementAttributes {
        get { parts.count > 1 ? parts[1] : [:] }
        _modify {
            if parts.isEmpty { parts = [[:], [:]] } else if parts.count == 1 { parts.append([:]) }
            defer { normalize() }
            yield &parts[1]
        }
    }

    /// Whether both are empty.
    package var isEmpty: Bool { parts.isEmpty }

    private mutating func normalize() {
        if parts.count == 2, parts[1].isEmpty { parts.removeLast() }
        if parts.count == 1, parts[0].isEmpty { parts = [] }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.pending == rhs.pending && lhs.overriding == rhs.overriding
    }
}

/// An environment a cache remembers by identity. It is held weakly, so that
/// a cache does not keep a departed window's environment (and the objects and
/// actions in it) alive, and a freed one is never mistaken for a new one at
/// the same address; and it matches only while unwritten, since an
/// environment no one else holds is written in place.
package struct RememberedEnvironment {
    private weak var storage: EnvironmentValues.Storage?
    private var writes = 0
    private var pending: ElementAttributes = [:]
    private var overriding: ElementAttributes = [:]

    package init() {}

    package init(_ environment: EnvironmentValues) {
        storage = environment.storage
        writes = environment.storage.writes
        pending = environment.pendingElementAttributes
        overriding = environment.overridingElementAttributes
    }

    package func matches(_ environment: EnvironmentValues) -> Bool {
        guard let storage, storage === environment.storage, storage.writes == writes else { return false }
        return pending == environment.pendingElementAttributes && overriding == environment.overridingElementAttributes
    }
}

/// The environment keys (and the values seen) that one evaluation read.
/// Each read keeps the box it saw (or the object's identity), not the value
/// and a closure to read it again: that closure's context was an allocation
/// per value read, and the value as `Any` another for values over 3 words.
package final class EnvironmentReadTracker {
    /// Package-wide, unlike the implicit initializer: tests make these.
    package init() {}

    private struct Read {
        let id: ObjectIdentifier
        /// The value's box seen (nil: the key's default).
        let box: AnyObject?
        /// The object's bits seen, for an object read (0: none).
        let object: UInt
        /// The value's key, to compare a new box's value; nil for an object.
        let key: (any EnvironmentKey.Type)?
    }
    /// In the order read; a body reads a few keys, so a list is searched.
    private var reads: [Read] = []

    /// No reads, for nodes that do not record them (never written to).
    // Unsafe only to the checker: shared empty, never written to (above).
    package nonisolated(unsafe) static let none = EnvironmentReadTracker()

    /// How many keys were read.
    package var count: Int { reads.count }

    package func recordValue<K: EnvironmentKey>(_ id: ObjectIdentifier, box: AnyObject?, key: K.Type) {
        if !reads.contains(where: { $0.id == id }) { reads.append(Read(id: id, box: box, object: 0, key: key)) }
    }

    package func recordObject(_ id: ObjectIdentifier, object: AnyObject?) {
        if !reads.contains(where: { $0.id == id }) {
            let bits = object.map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
            reads.append(Read(id: id, box: nil, object: bits, key: nil))
        }
    }

    /// Whether any value read then differs in `environment`.
    package func changed(in environment: EnvironmentValues) -> Bool {
        reads.contains { read in
            guard let key = read.key else {
                let bits = environment.storage.object(read.id).map { UInt(bitPattern: ObjectIdentifier($0)) } ?? 0
                return bits != read.object
            }
            let box = environment.storage.value(read.id)
            // A write makes a new box: the same box is the same value.
            return box !== read.box && !key.boxedValuesEqual(read.box, box)
        }
    }
}

extension EnvironmentKey {
    /// Whether two of this key's boxes (nil: the default) hold equal values.
    package static func boxedValuesEqual(_ a: AnyObject?, _ b: AnyObject?) -> Bool {
        typedEqual(boxedValue(a), boxedValue(b))
    }

    private static func boxedValue(_ box: AnyObject?) -> Value {
        box.map { unsafeDowncast($0, to: EnvironmentValues.ValueBox<Value>.self).value } ?? defaultValue
    }
}
