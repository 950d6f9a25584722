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

    @MainActor func render(into context: inout RenderContext) {
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

/// A look for gauges. The display draws each from the gauge's `style`
/// attribute: a bar (`linearCapacity`, `accessoryLinear`,
/// `accessoryLinearCapacity`; the default) or a ring (`accessoryCircular`,
/// `accessoryCircularCapacity`).
@MainActor @preconcurrency
public protocol GaugeStyle {}

public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

nonisolated extension View {
    /// Draws the gauges in this view with `style`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let name: String? = switch style {
        case is LinearCapacityGaugeStyle: "linearCapacity"
        case is AccessoryLinearGaugeStyle: "accessoryLinear"
        case is AccessoryLinearCapacityGaugeStyle: "accessoryLinearCapacity"
        case is AccessoryCircularGaugeStyle: "accessoryCircular"
        case is AccessoryCircularCapacityGaugeStyle: "accessoryCircularCapacity"
        default: nil
        }
        return modifier(EnvironmentTransformModifier { $0.gaugeStyleName = name })
    }
}

extension EnvironmentValues {
    private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var gaugeStyleName: String? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
