/// A value `@SceneStorage` and `@AppStorage` keep: the kinds SwiftUI accepts.
package enum StoredValue: Codable, Equatable, Sendable {
    case bool(Bool), int(Int), double(Double), string(String), url(URL), data(Data)

    /// The value as a property list object, for `UserDefaults`.
    package var propertyListValue: Any {
        switch self {
        case let .bool(value): value
        case let .int(value): value
        case let .double(value): value
        case let .string(value): value
        case let .url(value): value.absoluteString
        case let .data(value): value
        }
    }
}

/// Converts one property's values to and from stored values.
package struct StorageCodec<Value> {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(encode: @escaping (Value) -> StoredValue?, decode: @escaping (StoredValue) -> Value?,
                 read: @escaping (UserDefaults, String) -> Value?) {
        self.encode = encode
        self.decode = decode
        self.read = read
    }

    package let encode: (Value) -> StoredValue?
    package let decode: (StoredValue) -> Value?
    /// Reads the value from `UserDefaults` (which may hold another representation).
    package let read: (UserDefaults, String) -> Value?
}

extension StorageCodec {
    package static var bool: StorageCodec<Bool> {
        .init(encode: { .bool($0) }, decode: { if case let .bool(v) = $0 { v } else { nil } },
              read: { defaults, key in defaults.object(forKey: key) == nil ? nil : defaults.bool(forKey: key) })
    }
    package static var int: StorageCodec<Int> {
        .init(encode: { .int($0) }, decode: { if case let .int(v) = $0 { v } else { nil } },
              read: { defaults, key in defaults.object(forKey: key) == nil ? nil : defaults.integer(forKey: key) })
    }
    package static var double: StorageCodec<Double> {
        .init(encode: { .double($0) }, decode: {
            switch $0 { case let .double(v): v; case let .int(v): Double(v); default: nil }
        }, read: { defaults, key in defaults.object(forKey: key) == nil ? nil : defaults.double(forKey: key) })
    }
    package static var string: StorageCodec<String> {
        .init(encode: { .string($0) }, decode: { if case let .string(v) = $0 { v } else { nil } },
              read: { defaults, key in defaults.string(forKey: key) })
    }
    package static var url: StorageCodec<URL> {
        .init(encode: { .url($0) }, decode: { if case let .url(v) = $0 { v } else { nil } },
              read: { defaults, key in defaults.string(forKey: key).flatMap(URL.init(string:)) ?? defaults.url(forKey: key) })
    }
    package static var data: StorageCodec<Data> {
        .init(encode: { .data($0) }, decode: { if case let .data(v) = $0 { v } else { nil } },
              read: { defaults, key in defaults.data(forKey: key) })
    }

    /// A codec for `Wrapped?` from one for `Wrapped`: nil is "not stored".
    package static func optional<Wrapped>(_ base: StorageCodec<Wrapped>) -> StorageCodec<Wrapped?> {
        .init(encode: { $0.flatMap(base.encode) }, decode: { Optional(base.decode($0)) },
              read: { defaults, key in Optional(base.read(defaults, key)) })
    }

    package static func rawRepresentable<R: RawRepresentable>(_ base: StorageCodec<R.RawValue>) -> StorageCodec<R> {
        .init(encode: { base.encode($0.rawValue) }, decode: { base.decode($0).flatMap(R.init(rawValue:)) },
              read: { defaults, key in base.read(defaults, key).flatMap(R.init(rawValue:)) })
    }
}
