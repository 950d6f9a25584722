import Foundation

// Steppers with a format: beside the label, a field shows the value as the
// format writes it, and a value typed there is parsed with the format.

extension Stepper {
    /// A stepper that changes `value` by `step` within `bounds`, its value
    /// shown (and typed) in a field through `format`.
    public init<F>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                   format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  valueText: format.format(value.wrappedValue), field: formattedField(value, format))
    }

    /// A stepper that changes `value` by `step`, its value shown (and typed)
    /// in a field through `format`.
    public init<F>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                   @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged, label: label(),
                  valueText: format.format(value.wrappedValue), field: formattedField(value, format))
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` that changes `value` by `step` within
    /// `bounds`, its value shown (and typed) in a field through `format`.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                   step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that changes `value` by `step` within
    /// `bounds`, its value shown (and typed) in a field through `format`.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                      step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` that changes `value` by `step`, its value
    /// shown (and typed) in a field through `format`.
    public init<F>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                   format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that changes `value` by `step`, its value
    /// shown (and typed) in a field through `format`.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                      format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The field of a formatted stepper: the value through `format`, untitled.
private func formattedField<F>(_ value: Binding<F.FormatInput>, _ format: F) -> AnyView
where F: ParseableFormatStyle, F.FormatOutput == String {
    AnyView(TextField("", value: value, format: format))
}
