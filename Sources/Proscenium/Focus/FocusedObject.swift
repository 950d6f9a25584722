import Combine
import Observation

// Objects the focused view, or the key window's scene, publishes for the
// app's commands and other windows to read: `@FocusedObject` for an
// `ObservableObject`, `@FocusedValue(Type.self)` for an `@Observable` one.
// They are focused values keyed by the object's type.

/// The focused value of objects of type `T`.
struct FocusedObjectKey<T>: FocusedValueKey {
    typealias Value = T
}

/// A property wrapper type for an observable object supplied by the focused
/// view or one of its ancestors: the `ObservableObject` of its type that the
/// key window's focused view publishes with `focusedObject(_:)`, or its
/// scene with `focusedSceneObject(_:)`; nil while none does. A change of the
/// object updates the view that reads it.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper around the underlying focused object that can create
    /// bindings to its properties using dynamic member lookup.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(object: object, keyPath: keyPath)
        }
    }

    var object: ObjectType?

    public init() {}

    /// The focused object, or nil while none is published.
    public var wrappedValue: ObjectType? { object }

    /// Bindings to the focused object's properties, or nil while none is published.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { object.map(Wrapper.init) }
}

extension FocusedObject: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        object = node.currentEnvironment.focusedValues[FocusedObjectKey<ObjectType>.self]
        if let object {
            ObjectSubscription.subscribe(node: node, slot: &slot, to: object, name: name)
        } else {
            slot = nil
        }
    }
}

nonisolated extension View {
    /// Publishes `object` for `@FocusedObject` while this view (or something
    /// in it) has focus in the key window.
    public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        focusedObject(Optional(object))
    }

    /// Publishes `object` (or nothing, when nil) for `@FocusedObject` while
    /// this view (or something in it) has focus in the key window.
    @_disfavoredOverload
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(publish: { $0[FocusedObjectKey<T>.self] = object }, isScene: false))
    }

    /// Publishes `object` for `@FocusedObject` while this view's window is key.
    public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        focusedSceneObject(Optional(object))
    }

    /// Publishes `object` (or nothing) for `@FocusedObject` while this view's window is key.
    @_disfavoredOverload
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        modifier(FocusedValueModifier(publish: { $0[FocusedObjectKey<T>.self] = object }, isScene: true))
    }

    /// Publishes an `@Observable` object for `@FocusedValue(T.self)` while
    /// this view (or something in it) has focus in the key window.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(FocusedValueModifier(publish: { $0[FocusedObjectKey<T>.self] = object }, isScene: false))
    }

    /// Publishes an `@Observable` object for `@FocusedValue(T.self)` while
    /// this view's window is key.
    public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(FocusedValueModifier(publish: { $0[FocusedObjectKey<T>.self] = object }, isScene: true))
    }
}
