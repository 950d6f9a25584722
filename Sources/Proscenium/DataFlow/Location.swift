/// Where a binding reads and writes its value. Locations compare by what they
/// point at, so that a child given "the same" binding again is not re-run.
class AnyLocation<Value> {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
    /// Whether `other` points at the same storage.
    func isSame(as other: AnyLocation<Value>) -> Bool { self === other }
}

/// A location made of two closures (`Binding(get:set:)`).
final class FunctionLocation<Value>: AnyLocation<Value> {
    let getter: () -> Value
    let setter: (Value, Transaction) -> Void
    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }
    override func get() -> Value { getter() }
    override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that never changes (`Binding.constant`).
final class ConstantLocation<Value>: AnyLocation<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
    override func get() -> Value { value }
    override func set(_ value: Value, transaction: Transaction) {}
}

/// A property of the value at another location (`$state.property`).
final class KeyPathLocation<Root, Value>: AnyLocation<Value> {
    let base: AnyLocation<Root>
    let keyPath: WritableKeyPath<Root, Value>
    init(base: AnyLocation<Root>, keyPath: WritableKeyPath<Root, Value>) {
        self.base = base
        self.keyPath = keyPath
    }
    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) {
        var root = base.get()
        root[keyPath: keyPath] = value
        base.set(root, transaction: transaction)
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? KeyPathLocation<Root, Value> else { return false }
        return keyPath == other.keyPath && base.isSame(as: other.base)
    }
}

/// An element of the collection at another location (`ForEach($items)`).
final class CollectionElementLocation<C: MutableCollection>: AnyLocation<C.Element> {
    let base: AnyLocation<C>
    let index: C.Index
    /// The last value read, for reads after the element went away (a row
    /// still on screen while its deletion is being applied).
    private var last: C.Element?
    init(base: AnyLocation<C>, index: C.Index) {
        self.base = base
        self.index = index
    }
    override func get() -> C.Element {
        let collection = base.get()
        if collection.indices.contains(index) {
            let value = collection[index]
            last = value
            return value
        }
        return last ?? collection[index]
    }
    override func set(_ value: C.Element, transaction: Transaction) {
        var collection = base.get()
        guard collection.indices.contains(index) else { return }
        collection[index] = value
        base.set(collection, transaction: transaction)
    }
    override func isSame(as other: AnyLocation<C.Element>) -> Bool {
        guard let other = other as? CollectionElementLocation<C>, let index = index as? AnyHashable else { return false }
        return index == (other.index as? AnyHashable) && base.isSame(as: other.base)
    }
}

/// A property of an object (`$model.property` for `ObservableObject` and `@Observable`).
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
    let object: Root
    let keyPath: ReferenceWritableKeyPath<Root, Value>
    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }
    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return object === other.object && keyPath == other.keyPath
    }
}

/// A location seen through a conversion (`Binding<V?>(binding)`, `AnyHashable`).
final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
    let base: AnyLocation<Base>
    let toValue: (Base) -> Value
    let toBase: (Value, Base) -> Base?
    let tag: String
    init(base: AnyLocation<Base>, tag: String, get: @escaping (Base) -> Value, set: @escaping (Value, Base) -> Base?) {
        self.base = base
        self.tag = tag
        toValue = get
        toBase = set
    }
    override func get() -> Value { toValue(base.get()) }
    override func set(_ value: Value, transaction: Transaction) {
        if let newBase = toBase(value, base.get()) { base.set(newBase, transaction: transaction) }
    }
    override func isSame(as other: AnyLocation<Value>) -> Bool {
        guard let other = other as? ProjectedLocation<Base, Value> else { return false }
        return tag == other.tag && base.isSame(as: other.base)
    }
}
