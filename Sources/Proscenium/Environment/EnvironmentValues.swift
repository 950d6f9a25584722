/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(_:_:)`, read
/// with `@Environment`. A view depends only on the values it read.
public struct EnvironmentValues: CustomStringConvertible {
    private(set) var storage = Storage()
    /// Records the keys a node's body read, so the node re-runs only when one of them changes.
    var tracker: EnvironmentReadTracker?
    /// Attributes for the next element down, left by modifiers without an
    /// element. They live beside the shared storage, not in it: a modifier
    /// that sets one (a context menu, a gesture, `.help`) and the element that
    /// takes them would otherwise each copy every value in the environment.
    var pendingElementAttributes: ElementAttributes = [:]
    /// Attributes for the next element down that win over the element's own.
    var overridingElementAttributes: ElementAttributes = [:]

    public init() {}

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let value = Self.value(of: key, in: storage)
            tracker?.record(id, value: value) { Self.value(of: key, in: $0.storage) }
            return value
        }
        set {
            makeUnique()
            storage.setValue(ValueBox(newValue), for: ObjectIdentifier(key))
        }
    }

    private static func value<K: EnvironmentKey>(of key: K.Type, in storage: Storage) -> K.Value {
        guard let box = storage.value(ObjectIdentifier(key)) else { return K.defaultValue }
        // Only the setter above writes a key's box, always a `ValueBox<K.Value>`.
        return unsafeDowncast(box, to: ValueBox<K.Value>.self).value
    }

    /// An object in the environment by type (`environmentObject`, `environment(_ object:)`).
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        let id = ObjectIdentifier(type)
        let object = storage.object(id) as? T
        tracker?.record(id, value: object.map(ObjectIdentifier.init) as Any) {
            $0.storage.object(id).map(ObjectIdentifier.init) as Any
        }
        return object
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        makeUnique()
        storage.setObject(object, for: ObjectIdentifier(type))
    }

    /// Whether `other` holds the same values: the same storage (values are
    /// never compared, a write makes a new storage) and the same attributes
    /// for the next element.
    func isSame(as other: EnvironmentValues) -> Bool {
        storage === other.storage && pendingElementAttributes == other.pendingElementAttributes
            && overridingElementAttributes == other.overridingElementAttributes
    }

    public var description: String { "EnvironmentValues(\(storage.valueCount) values)" }
}

/// An environment a cache remembers by identity. It is held weakly, so that
/// a cache does not keep a departed window's environment (and the objects and
/// actions in it) alive, and a freed one is never mistaken for a new one at
/// the same address; and it matches only while unwritten, since an
/// environment no one else holds is written in place.
struct RememberedEnvironment {
    private weak var storage: EnvironmentValues.Storage?
    private var writes = 0
    private var pending: ElementAttributes = [:]
    private var overriding: ElementAttributes = [:]

    init() {}

    init(_ environment: EnvironmentValues) {
        storage = environment.storage
        writes = environment.storage.writes
        pending = environment.pendingElementAttributes
        overriding = environment.overridingElementAttributes
    }

    func matches(_ environment: EnvironmentValues) -> Bool {
        guard let storage, storage === environment.storage, storage.writes == writes else { return false }
        return pending == environment.pendingElementAttributes && overriding == environment.overridingElementAttributes
    }
}

/// The environment keys (and the values seen) that one evaluation read.
final class EnvironmentReadTracker {
    struct Read {
        let value: Any
        let current: (EnvironmentValues) -> Any
    }
    var reads: [ObjectIdentifier: Read] = [:]

    /// No reads, for nodes that do not record them (never written to).
    nonisolated(unsafe) static let none = EnvironmentReadTracker()

    func record(_ id: ObjectIdentifier, value: Any, current: @escaping (EnvironmentValues) -> Any) {
        if reads[id] == nil { reads[id] = Read(value: value, current: current) }
    }

    /// Whether any value read then differs in `environment`.
    func changed(in environment: EnvironmentValues) -> Bool {
        reads.values.contains { !valuesEqual($0.value, $0.current(environment)) }
    }
}
