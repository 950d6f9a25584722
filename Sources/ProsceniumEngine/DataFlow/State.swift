/// A value a view owns. Its storage belongs to the view's node: it is made
/// when the view first appears, kept while the view's identity lives, and
/// reset when the identity changes.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    package let initialValue: Value
    package var box: StateBox<Value>?

    public init(wrappedValue value: Value) { initialValue = value }
    public init(initialValue value: Value) { initialValue = value }

    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set {
            guard let box else {
                stateLog.warning("Modifying state during view construction or outside a view: the change is lost")
                return
            }
            box.set(newValue, transaction: Transaction())
        }
    }

    /// A binding to the state.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(location: box, value: box.value)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initialValue = nil }
}

extension State: InstallableProperty {
    package mutating func install(in node: ViewNode, slot: inout AnyObject?, name: String) {
        box = StateBox.installed(in: &slot, initialValue: initialValue, owner: node, name: name)
    }
}

/// The node-owned storage of one `@State`.
package final class StateBox<Value>: AnyLocation<Value> {
    package private(set) var value: Value
    package weak var owner: ViewNode?
    package let name: String

    package init(value: Value, owner: ViewNode?, name: String) {
        self.value = value
        self.owner = owner
        self.name = name
    }

    /// The box in a node's slot, made with `initialValue` on first install.
    @MainActor
    package static func installed(in slot: inout AnyObject?, initialValue: Value, owner: ViewNode, name: String) -> StateBox {
        if let existing = slot as? StateBox<Value> { return existing }
        let made = StateBox(value: initialValue, owner: owner, name: name)
        slot = made
        return made
    }

    package override func get() -> Value { value }

    package override func set(_ newValue: Value, transaction: Transaction) {
        // Writing the value it already has changes nothing a body could show.
        if valuesEqual(value, newValue) { return }
        value = newValue
        let name = self.name
        // A binding's own animation (`$value.animation()`) applies to its change.
        let own = transaction.animation != nil || transaction.disablesAnimations ? transaction : nil
        let invalidate: @Sendable () -> Void = { [weak owner] in onMainActor { owner?.invalidate(reason: name) } }
        if let own { Transaction.with(own, invalidate) } else { invalidate() }
    }
}

package import Logging
package let stateLog = Logger(label: "proscenium.state")
