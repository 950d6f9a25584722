/// A control that picks a number from a range by dragging.
///
/// Its element is `slider` with `value`, `min`, `max` and `step` (absent:
/// continuous); the label's views are its children, the value labels are
/// `slot`s named `minimumValueLabel` and `maximumValueLabel`. A `change` event
/// carries the new number; it is clamped to the range and rounded to the step.
/// A display sends one `change` per settled drag, so `onEditingChanged` is
/// called with `true` and then `false` around each change.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and views at the minimum and maximum ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider in steps of `step`, with a label and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.value: .number(value.wrappedValue),
                          .min: .number(bounds.lowerBound), .max: .number(bounds.upperBound)]
        if let step { attributes[.step] = .number(step) }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.slider, attributes)
        context.addChildren(label, slot: "label")
        context.addSlot("minimumValueLabel", minimumValueLabel)
        context.addSlot("maximumValueLabel", maximumValueLabel)

        let enabled = context.environment.isEnabled
        let binding = value, bounds = self.bounds, step = self.step, onEditingChanged = self.onEditingChanged
        context.on(.change) { event in
            guard enabled, let text = event.value, let number = Double(text), number.isFinite else { return }
            var newValue = min(max(number, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step
                newValue = min(newValue, bounds.upperBound)
            }
            onEditingChanged(true)
            binding.wrappedValue = newValue
            onEditingChanged(false)
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider in steps of `step`, with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}
