/// Progress toward completing a task: a bar for a known fraction, or a
/// spinner while the amount is unknown.
///
/// Its element is `progress` with `value` and `total` (both absent while
/// indeterminate); the label's views are its children, the current value
/// label a `slot` named `currentValueLabel`.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let value: Double?
    let total: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// A progress view over a time interval (`init(timerInterval:...)`):
    /// its value follows the clock.
    var timer: ProgressTimer? = nil

    init(value: Double?, total: Double, label: Label, currentValueLabel: CurrentValueLabel) {
        // As in SwiftUI, a value outside 0...total is pinned to it.
        self.value = value.map { min(max($0, 0), total) }
        self.total = total
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Determinate progress with a label and a label for the current value;
    /// a nil `value` makes it indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    @MainActor package func render(into context: inout RenderContext) {
        if let timer {
            context.addChildren(timer.view(label: label, currentValueLabel: currentValueLabel))
            return
        }
        // A progress view made from a configuration is the standard one, as a style of your own draws it.
        if Label.self != ProgressViewStyleConfiguration.Label.self, let style = context.environment.customProgressViewStyle {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: value.map { total > 0 ? $0 / total : 0 },
                label: Label.self == EmptyView.self ? nil : .init(content: label),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: currentValueLabel))
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        var attributes: ElementAttributes = [:]
        if let value {
            attributes[.value] = .number(value)
            attributes[.total] = .number(total)
        }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        if let style = context.environment.progressViewStyleName { attributes[.style] = .string(style) }
        context.setElement(.progress, attributes)
        context.addChildren(label, slot: "label")
        context.addSlot("currentValueLabel", currentValueLabel)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner) with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: nil, total: 1, label: label(), currentValueLabel: EmptyView())
    }

    /// Determinate progress with a label; a nil `value` makes it indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init() {
        self.init(value: nil, total: 1, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// Determinate progress: `value` out of `total`; nil makes it indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(value: nil, total: 1, label: Text(titleKey), currentValueLabel: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(value: nil, total: 1, label: Text(title), currentValueLabel: EmptyView())
    }
    /// Determinate progress with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(titleKey),
                  currentValueLabel: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0) }, total: Double(total), label: Text(title),
                  currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: the standard
    /// one, as a style of your own draws it around or beside its own views.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted, total: 1,
                  label: configuration.label ?? .init(content: EmptyView()),
                  currentValueLabel: configuration.currentValueLabel ?? .init(content: EmptyView()))
    }
}
