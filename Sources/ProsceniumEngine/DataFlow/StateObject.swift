import Combine

/// An `ObservableObject` a view owns: made once, just before the view's first
/// body; kept while the view's identity lives (parents re-running do not
/// remake it); released when the view leaves.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    package let thunk: () -> ObjectType
    package var holder: StateObjectHolder<ObjectType>?

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = holder?.object { return object }
        stateLog.warning("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
        return thunk()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

/// The node-owned storage of one `@StateObject`.
package final class StateObjectHolder<ObjectType: ObservableObject> {
    package let object: ObjectType
    package var cancellable: AnyCancellable?
    package init(object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        if let existing = slot as? StateObjectHolder<ObjectType> {
            holder = existing
            return
        }
        let made = StateObjectHolder(object: thunk())
        made.cancellable = made.object.objectWillChange.sink { [weak node] _ in
            onMainActor { node?.invalidate(reason: name) }
        }
        slot = made
        holder = made
    }
}
