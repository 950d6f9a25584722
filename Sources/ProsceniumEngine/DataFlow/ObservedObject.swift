import Combine

/// An `ObservableObject` a view observes but does not own: the view's body runs
/// again after each `objectWillChange`, coalesced into one update.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.title`.
    @dynamicMemberLookup
    public struct Wrapper {
        /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
        package init(object: ObjectType) {
            self.object = object
        }

        package let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    package static var isViewInput: Bool { true }
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        ObjectSubscription.subscribe(node: node, slot: &slot, to: wrappedValue, name: name)
    }
}

extension ObservedObject: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

/// A node's subscription to one object's `objectWillChange`; it ends with the
/// node or when the view is given another object.
package final class ObjectSubscription {
    package let object: AnyObject
    package var cancellable: AnyCancellable?

    package init(object: AnyObject) { self.object = object }

    @MainActor
    package static func subscribe<O: ObservableObject>(node: ViewNode, slot: inout AnyObject?, to object: O, name: String) {
        if let existing = slot as? ObjectSubscription, existing.object === object { return }
        let subscription = ObjectSubscription(object: object)
        subscription.cancellable = object.objectWillChange.sink { [weak node] _ in
            onMainActor { node?.invalidate(reason: name) }
        }
        slot = subscription
    }
}
