/// State a gesture updates while it runs (`updating(_:body:)`); it goes back
/// to its initial value when the gesture ends or is cancelled. Like `@State`,
/// its storage belongs to the view's node.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initialValue: Value
    let resetAction: (Value, inout Transaction) -> Void
    var box: StateBox<Value>?

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        resetAction = { _, transaction in transaction = resetTransaction }
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetAction = reset
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The value now: the gesture's while it runs, else the initial one.
    public var wrappedValue: Value { box?.value ?? initialValue }

    public var projectedValue: GestureState<Value> { self }

    /// Sets the value, shown with `transaction`.
    func set(_ value: Value, transaction: Transaction) { box?.set(value, transaction: transaction) }

    /// Back to the initial value, with the reset transaction.
    func reset() {
        guard let box else { return }
        var transaction = Transaction()
        resetAction(box.value, &transaction)
        box.set(initialValue, transaction: transaction)
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        box = StateBox.installed(in: &slot, initialValue: initialValue, owner: node, name: name)
    }
}
