/// Read and write access to a value owned elsewhere: a `@State`, an object's
/// property, an element of a collection.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction = Transaction()
    package let location: AnyLocation<Value>
    /// The value when the binding was made: what tells a child whether its
    /// input changed.
    package var _value: Value

    package init(location: AnyLocation<Value>, value: Value) {
        self.location = location
        _value = value
    }

    /// A binding to an object's property (`$model.title` for observed,
    /// environment and bindable objects).
    package init<Root: AnyObject>(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(location: ObjectLocation(object: object, keyPath: keyPath), value: object[keyPath: keyPath])
    }

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        let location = FunctionLocation(get: get, set: { value, _ in set(value) })
        self.init(location: location, value: get())
    }

    /// A binding that reads with `get` and writes with `set`, which also gets the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: FunctionLocation(get: get, set: set), value: get())
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value), value: value)
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { location.get() }
        nonmutating set {
            // An animated binding's write is a change made with its animation,
            // whatever the location (an object's property too).
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(transaction) { location.set(newValue, transaction: transaction) }
            } else {
                location.set(newValue, transaction: transaction)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath),
                         value: location.get()[keyPath: keyPath])
    }

    /// This binding with an animation: changes made through it are shown with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// A binding to an optional that never writes `nil` back.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: ProjectedLocation(base: base.location, tag: "optional",
                                              get: { Optional($0) }, set: { value, _ in value }),
                  value: Optional(base._value))
    }

    /// A binding to the value of an optional binding, or nil while it is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(location: ProjectedLocation(base: base.location, tag: "unwrap",
                                              get: { $0 ?? value }, set: { value, _ in value }),
                  value: value)
    }

    /// A type-erased binding to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(location: ProjectedLocation(base: base.location, tag: "anyhashable",
                                              get: { AnyHashable($0) }, set: { value, _ in value.base as? V }),
                  value: AnyHashable(base._value))
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(location: CollectionElementLocation(base: location, index: position),
                               value: _value[position])
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: BidirectionalCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: InputComparable {
    package func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return location.isSame(as: other.location) && valuesEqual(_value, other._value)
    }
}
