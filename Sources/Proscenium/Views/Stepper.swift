/// A control with increment and decrement buttons: bound to a value (kept
/// within bounds when given) or calling your closures.
///
/// Its element is `stepper` with `value` (for a bound value), and
/// `canIncrement` / `canDecrement` (`false` at a bound, or without that
/// closure); the label's views are its children. A `change` event with
/// `increment` or `decrement` steps it; `onEditingChanged` is called with
/// `true` and then `false` around each step.
nonisolated public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// The bound value's text, for display; nil for closure steppers.
    let valueText: String?
    let canIncrement: Bool
    let canDecrement: Bool
    /// The field a stepper with a format shows its value in (and takes a
    /// typed one from), beside the label; nil for the others.
    var field: AnyView? = nil

    /// A stepper that calls `onIncrement` and `onDecrement`; a nil closure
    /// disables that direction.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        valueText = nil
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper that changes `value` by `step`, without bounds.
    // The older argument order; disfavoured so that a trailing label closure
    // is not ambiguous with the newer order below.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    /// A stepper that changes `value` by `step`, staying within `bounds`.
    // The older argument order; disfavoured so that a trailing label closure
    // is not ambiguous with the newer order below.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    /// A stepper that changes `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    /// A stepper that changes `value` by `step`, staying within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label())
    }

    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
                        onEditingChanged: @escaping (Bool) -> Void, label: Label,
                        valueText: String? = nil, field: AnyView? = nil) {
        let current = value.wrappedValue
        self.label = label
        self.onEditingChanged = onEditingChanged
        self.valueText = valueText ?? "\(current)"
        self.field = field
        // As in SwiftUI, a step past a bound stops at the bound.
        onIncrement = {
            var next = value.wrappedValue.advanced(by: step)
            if let bounds, next > bounds.upperBound { next = bounds.upperBound }
            value.wrappedValue = next
        }
        onDecrement = {
            var next = value.wrappedValue.advanced(by: -step)
            if let bounds, next < bounds.lowerBound { next = bounds.lowerBound }
            value.wrappedValue = next
        }
        canIncrement = bounds.map { current < $0.upperBound } ?? true
        canDecrement = bounds.map { current > $0.lowerBound } ?? true
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.canIncrement: .bool(canIncrement), .canDecrement: .bool(canDecrement)]
        if let valueText { attributes[.value] = .string(valueText) }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.stepper, attributes)
        context.addChildren(label, slot: "label")
        if let field { context.addChildren(field, slot: "field") }

        let enabled = context.environment.isEnabled
        let canIncrement = self.canIncrement, canDecrement = self.canDecrement
        let onIncrement = self.onIncrement, onDecrement = self.onDecrement
        let onEditingChanged = self.onEditingChanged
        context.on(.change) { event in
            guard enabled else { return }
            let action: (() -> Void)?
            switch event.value {
            case "increment": action = canIncrement ? onIncrement : nil
            case "decrement": action = canDecrement ? onDecrement : nil
            default: action = nil
            }
            guard let action else { return }
            onEditingChanged(true)
            action()
            onEditingChanged(false)
        }
    }
}

extension Stepper where Label == Text {
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
                  onEditingChanged: onEditingChanged)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: Text(title))
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: Text(title))
    }
}
