/// A value kept in `UserDefaults` (on Linux, `$XDG_CONFIG_HOME/<app>.plist`).
/// A change made anywhere shows at once in every view of every window that
/// uses the same key.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    package let key: String
    package let defaultValue: Value
    package let codec: StorageCodec<Value>
    package let explicitStore: UserDefaults?
    package var store: UserDefaults?
    /// Who to tell of a change: the app's table of views using each key (set
    /// when the graph installs the property).
    package var center: AppStorageCenter?

    package init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
        explicitStore = store
    }

    private var defaults: UserDefaults { store ?? explicitStore ?? .standard }

    public var wrappedValue: Value {
        get { codec.read(defaults, key) ?? defaultValue }
        nonmutating set {
            let defaults = self.defaults
            if let stored = codec.encode(newValue) {
                defaults.set(stored.propertyListValue, forKey: key)
            } else {
                defaults.removeObject(forKey: key)
            }
            center?.changed(key: key, in: defaults)
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        store = explicitStore ?? node.currentEnvironment.defaultAppStorage
        center = node.graph.services.appStorage
        center?.subscribe(node, key: key, in: defaults)
    }
}

/// Who uses which `@AppStorage` key, to show a change in every view of the
/// app at once (one per app, in its `RuntimeServices`).
@MainActor
package final class AppStorageCenter {
    private var subscribers: [String: [WeakNode]] = [:]

    private nonisolated func id(_ key: String, _ defaults: UserDefaults) -> String {
        "\(ObjectIdentifier(defaults).hashValue):\(key)"
    }

    package func subscribe(_ node: ViewNode, key: String, in defaults: UserDefaults) {
        let id = id(key, defaults)
        var list = subscribers[id, default: []].filter { $0.node != nil }
        if !list.contains(where: { $0.node === node }) { list.append(WeakNode(node: node)) }
        subscribers[id] = list
    }

    package nonisolated func changed(key: String, in defaults: UserDefaults) {
        let id = id(key, defaults)
        onMainActor { [self] in
            for subscriber in subscribers[id] ?? [] {
                subscriber.node?.invalidate(reason: "@AppStorage(\(key))")
            }
        }
    }
}

extension EnvironmentValues {
    private struct DefaultAppStorageKey: EnvironmentKey {
        // A computed nil: nothing is shared.
        static var defaultValue: UserDefaults? { nil }
    }
    /// The defaults store `@AppStorage` uses when it names none.
    package var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, codec: .bool, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .int, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, codec: .double, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .string, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, codec: .url, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, codec: .data, store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawRepresentable(.int), store: store)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawRepresentable(.string), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, codec: .optional(.bool), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, codec: .optional(.int), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, codec: .optional(.double), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, codec: .optional(.string), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, codec: .optional(.url), store: store)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, codec: .optional(.data), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.rawRepresentable(.string)), store: store)
    }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.rawRepresentable(.int)), store: store)
    }
}
