import ProsceniumHost

/// A value within a range, shown as a meter: a level (fuel, battery, a
/// score) rather than progress toward an end.
///
/// Its element is `gauge` with `value`, `min`, `max`, `style` and `label`;
/// its children are `slot`s `label`, `currentValueLabel`,
/// `minimumValueLabel` and `maximumValueLabel` (those given). The display
/// draws a meter (role `meter`).
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let markedValueLabels: MarkedValueLabels

    init(value: Double, bounds: ClosedRange<Double>, label: Label, currentValueLabel: CurrentValueLabel,
         minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?, markedValueLabels: MarkedValueLabels) {
        self.value = min(max(value, bounds.lowerBound), bounds.upperBound)
        self.bounds = bounds
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.markedValueLabels = markedValueLabels
    }

    @MainActor package func render(into context: inout RenderContext) {
        // A gauge made from a configuration is the standard one, as a style of your own draws it.
        if Label.self != GaugeStyleConfiguration.Label.self, let style = context.environment.customGaugeStyle {
            let span = bounds.upperBound - bounds.lowerBound
            let configuration = GaugeStyleConfiguration(
                value: span > 0 ? (value - bounds.lowerBound) / span : 0,
                label: .init(content: label),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: currentValueLabel),
                minimumValueLabel: minimumValueLabel.map { .init(content: $0) },
                maximumValueLabel: maximumValueLabel.map { .init(content: $0) })
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
            return
        }
        var attributes: ElementAttributes = [
            .value: .number(value), .min: .number(bounds.lowerBound),
            .max: .number(bounds.upperBound),
        ]
        if let style = context.environment.gaugeStyleName { attributes[.style] = .string(style) }
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.gauge, attributes)
        context.addSlot("label", label)
        context.addSlot("currentValueLabel", currentValueLabel)
        if let minimumValueLabel { context.addSlot("minimumValueLabel", minimumValueLabel) }
        if let maximumValueLabel { context.addSlot("maximumValueLabel", maximumValueLabel) }
        context.addSlot("markedValueLabels", markedValueLabels)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil,
                  markedValueLabels: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil,
                  markedValueLabels: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for its value and its bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(),
                  currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), markedValueLabels: EmptyView())
    }
}
