/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow down the view tree: set with `.environment(_:_:)`, read
/// with `@Environment`. A view depends only on the values it read.
public struct EnvironmentValues: CustomStringConvertible {
    final class Storage {
        var values: [ObjectIdentifier: Any]
        var objects: [ObjectIdentifier: AnyObject]
        init(values: [ObjectIdentifier: Any] = [:], objects: [ObjectIdentifier: AnyObject] = [:]) {
            self.values = values
            self.objects = objects
        }
    }

    private(set) var storage = Storage()
    /// Records the keys a node's body read, so the node re-runs only when one of them changes.
    var tracker: EnvironmentReadTracker?

    public init() {}

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(values: storage.values, objects: storage.objects)
        }
    }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            let value = storage.values[id] as? K.Value ?? K.defaultValue
            tracker?.record(id, value: value) { $0.storage.values[id] as? K.Value ?? K.defaultValue }
            return value
        }
        set {
            makeUnique()
            storage.values[ObjectIdentifier(key)] = newValue
        }
    }

    /// An object in the environment by type (`environmentObject`, `environment(_ object:)`).
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        let id = ObjectIdentifier(type)
        let object = storage.objects[id] as? T
        tracker?.record(id, value: object.map(ObjectIdentifier.init) as Any) {
            $0.storage.objects[id].map(ObjectIdentifier.init) as Any
        }
        return object
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        makeUnique()
        storage.objects[ObjectIdentifier(type)] = object
    }

    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    public var description: String { "EnvironmentValues(\(storage.values.count) values)" }
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
