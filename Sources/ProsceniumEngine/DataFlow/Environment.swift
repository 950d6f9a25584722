/// A value read from the environment: `@Environment(\.openWindow)`, or an
/// `@Observable` object by type: `@Environment(Library.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(() -> Value?, String)
    }
    package let source: Source
    package var value: Value?

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    public var wrappedValue: Value {
        if let value { return value }
        switch source {
        case let .keyPath(keyPath):
            return EnvironmentValues()[keyPath: keyPath]
        case let .object(_, typeName):
            fatalError("No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
        }
    }
}

extension Environment where Value: AnyObject & Observable {
    /// An `@Observable` object put in the environment with `.environment(_:)`.
    /// Reading it when no ancestor provided one stops with a message naming the type.
    public init(_ objectType: Value.Type) {
        source = .object({ nil }, "\(Value.self)")
    }
}

extension Environment {
    /// An optional `@Observable` object from the environment: nil when absent.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object({ nil }, "\(T.self)")
    }
}

/// What `@Environment(T.self)` stores for an optional object type.
package protocol OptionalObjectType {
    static var wrappedObjectType: AnyObject.Type { get }
    static func wrap(_ object: AnyObject?) -> Self
}

extension Optional: OptionalObjectType where Wrapped: AnyObject {
    package static var wrappedObjectType: AnyObject.Type { Wrapped.self }
    package static func wrap(_ object: AnyObject?) -> Self { object as? Wrapped }
}

extension Environment: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        let environment = node.currentEnvironment
        switch source {
        case let .keyPath(keyPath):
            value = environment[keyPath: keyPath]
        case .object:
            if let optional = Value.self as? any OptionalObjectType.Type {
                value = (optional.wrap(environment.object(ofType: optional.wrappedObjectType)) as! Value)
            } else if let type = Value.self as? AnyObject.Type {
                value = environment.object(ofType: type) as? Value
            }
        }
    }
}

extension EnvironmentValues {
    package func object(ofType type: AnyObject.Type) -> AnyObject? {
        let id = ObjectIdentifier(type)
        let object = storage.object(id)
        tracker?.recordObject(id, object: object)
        return object
    }
}
