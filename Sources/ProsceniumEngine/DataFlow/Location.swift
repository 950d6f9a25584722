/// Where a binding reads and writes its value. Locations compare by what they
/// point at, so that a child given "the same" binding again is not re-run.
package class AnyLocation<Value> {
    package func get() -> Value { fatalError("abstract") }
    package func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
    /// Whether `other` points at the same storage.
    package func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
}

/// A location made of two closures (`Binding(get:set:)`).
package final class FunctionLocation<Value>: AnyLocation<Value> {
    package let getter: () -> Value
    package let setter: (Value, Transaction) -> Void
    package init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }
    package override func get() -> Value { getter() }
    package override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that never changes (`Binding.constant`).
package final class ConstantLocation<Value>: AnyLocation<Value> {
    package let value: Value
    package init(_ value: Value) { self.value = value }
    package override func get() -> Value { value }
    package override func set(_ value: Value, transaction: Transaction) {}
}

/// A property of the value at another location (`$state.property`).
package final class KeyPathLocation<Root, Value>: AnyLocation<Value> {
    package let base: AnyLocation<Root>
    package let keyPath: WritableKeyPath<Root, Value>
    package init(base: AnyLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    package override func get() -> Value { base.get()[keyPath: keyPath] }
    package override func set(_ value: Value, transaction: Transaction) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root, transaction: transaction)
    }
    package override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Root, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

/// An element of the collection at another location (`ForEach($items)`).
package final class CollectionElementLocation<C: MutableCollection>: AnyLocation<C.Element> {
    package let base: AnyLocation<C>
    package let index: C.Index
    /// The last value read, for reads after the element went away (a row
    /// still on screen while its deletion is being applied).
    private var last: C.Element?
    package init(base: AnyLocation<C>, index: C.Index) {
        self.base = base
        self.index = index
    }
    package override func get() -> C.Element {
        let collection = base.get()
        if collection.indices.contains(index) {
            let value = collection[index]
            last = value
            return value
        }
        return last ?? collection[index]
    }
    package override func set(_ value: C.Element, transaction: Transaction) {
        var collection = base.get()
        guard collection.indices.contains(index) else { return }
        collection[index] = value
        base.set(collection, transaction: transaction)
    }
    package override func isSame(as other: AnyLocation<C.Element>) -> Bool {
        guard let other = other as? CollectionElementLocation<C>, let index = index as? AnyHashable else { return false }
        return index == (other.index as? AnyHashable) && base.isSame(as: other.base)
    }
}

/// A property of an object (`$model.property` for `ObservableObject` and `@Observable`).
package final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    package let object: Root
    package let keyPath: ReferenceWritableKeyPath<Root, Value>
    package init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }
    package override func get() -> Value { object[keyPath: keyPath] }
    package override func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }
    package override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// A location seen through a conversion (`Binding<V?>(binding)`, `AnyHashable`).
package final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    package let base: AnyLocation<Base>
    package let toValue: (Base) -> Value
    package let toBase: (Value, Base) -> Base?
    package let tag: String
    package init(base: AnyLocation<Base>, tag: String, get: @escaping (Base) -> Value, set: @escaping (Value, Base) -> Base?) {
        self.base = base
        self.tag = tag
        toValue = get
        toBase = set
    }
    package override func get() -> Value { toValue(base.get()) }
    package override func set(_ value: Value, transaction: Transaction) {
        if let newBase = toBase(value, base.get()) { base.set(newBase, transaction: transaction) }
    }
    package override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return tag == other.tag && base.isSame(as: other.base)
    }
}
