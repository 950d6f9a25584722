/// The `@SceneStorage` values of one window, kept with the window for
/// restoration. Two windows with the same key keep separate values.
@MainActor
package final class SceneStorageValues {
    package private(set) var values: [String: StoredValue]
    private var subscribers: [String: [WeakNode]] = [:]
    package var onChange: (() -> Void)?

    package init(values: [String: StoredValue] = [:]) { self.values = values }

    package func value(for key: String) -> StoredValue? { values[key] }

    package func set(_ value: StoredValue?, for key: String) {
        guard values[key] != value else { return }
        values[key] = value
        for subscriber in subscribers[key] ?? [] { subscriber.node?.invalidate(reason: "@SceneStorage(\(key))") }
        onChange?()
    }

    package func subscribe(_ node: ViewNode, to key: String) {
        var list = subscribers[key, default: []].filter { $0.node != nil }
        if !list.contains(where: { $0.node === node }) { list.append(WeakNode(node: node)) }
        subscribers[key] = list
    }
}

extension EnvironmentValues {
    /// The `@SceneStorage` values of the window a view is in.
    package var sceneStorageValues: SceneStorageValues? { windowObjects?.sceneStorage }
}

/// A value kept per window instance and restored with it: a window's selection,
/// scroll position, open tab.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    package let key: String
    package let defaultValue: Value
    package let codec: StorageCodec<Value>
    package var store: SceneStorageValues?

    package init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.codec = codec
    }

    @MainActor public var wrappedValue: Value {
        get { store?.value(for: key).flatMap(codec.decode) ?? defaultValue }
        nonmutating set {
            guard let store else { return }
            store.set(codec.encode(newValue), for: key)
        }
    }

    @MainActor public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension SceneStorage: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        store = node.currentEnvironment.sceneStorageValues
        store?.subscribe(node, to: key)
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue, codec: .bool) }
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue, codec: .int) }
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue, codec: .double) }
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue, codec: .string) }
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue, codec: .url) }
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue, codec: .data) }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawRepresentable(.int))
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, codec: .rawRepresentable(.string))
    }
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil, codec: .optional(.bool)) }
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, codec: .optional(.int)) }
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil, codec: .optional(.double)) }
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, codec: .optional(.string)) }
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil, codec: .optional(.url)) }
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil, codec: .optional(.data)) }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, codec: .optional(.rawRepresentable(.string)))
    }
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, codec: .optional(.rawRepresentable(.int)))
    }
}
