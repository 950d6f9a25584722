/// A look for gauges. The display draws each named look from the gauge's
/// `style` attribute: a bar (`linearCapacity`, `accessoryLinear`,
/// `accessoryLinearCapacity`; the default) or a ring (`accessoryCircular`,
/// `accessoryCircularCapacity`). A style of your own draws each gauge from
/// its configuration (its value as a fraction and its labels).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View

    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GaugeStyleConfiguration.Label has no body") }
    }

    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GaugeStyleConfiguration.CurrentValueLabel has no body") }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GaugeStyleConfiguration.MinimumValueLabel has no body") }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GaugeStyleConfiguration.MaximumValueLabel has no body") }
    }

    /// A type-erased label describing a specific value of a gauge.
    public struct MarkedValueLabel: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GaugeStyleConfiguration.MarkedValueLabel has no body") }
    }

    /// The current value of the gauge, from 0 (its lower bound) to 1 (its upper bound).
    public var value: Double

    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label

    /// A view that describes the current value (nil: none).
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?

    /// A view that describes the minimum of the range for the current value (nil: none).
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?

    /// A view that describes the maximum of the range for the current value (nil: none).
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The named looks the display draws: each is the standard gauge made from
/// the configuration, under the style's name.
protocol BuiltinGaugeStyle: GaugeStyle {
    nonisolated var styleName: String? { get }
}

extension BuiltinGaugeStyle {
    func standardBody(_ configuration: Configuration) -> some View {
        Gauge(configuration: configuration).modifier(EnvironmentTransformModifier { [styleName] in
            $0.gaugeStyleName = styleName
            $0.customGaugeStyle = nil
        })
    }
}

extension Gauge where Label == GaugeStyleConfiguration.Label, CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
    BoundsLabel == AnyView, MarkedValueLabels == EmptyView {
    /// The standard gauge for a configuration: its value within 0...1.
    init(configuration: GaugeStyleConfiguration) {
        self.init(value: configuration.value, bounds: 0...1, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel ?? .init(content: EmptyView()),
                  minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) },
                  maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) },
                  markedValueLabels: EmptyView())
    }
}

/// The default gauge style: a bar.
public struct DefaultGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A bar that fills as the value grows.
public struct LinearCapacityGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { "linearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A thin bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { "accessoryLinear" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A thin bar that fills as the value grows.
public struct AccessoryLinearCapacityGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { "accessoryLinearCapacity" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// An open ring with a marker at the value.
public struct AccessoryCircularGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { "accessoryCircular" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A closed ring that fills as the value grows.
public struct AccessoryCircularCapacityGaugeStyle: BuiltinGaugeStyle {
    public init() {}
    nonisolated var styleName: String? { "accessoryCircularCapacity" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

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
    /// Draws the gauges in this view with `style`: a named look, or a style
    /// of your own whose `makeBody(configuration:)` draws each one.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let name = (style as? any BuiltinGaugeStyle)?.styleName
        let custom: (any GaugeStyle)? = style is any BuiltinGaugeStyle ? nil : style
        return modifier(EnvironmentTransformModifier {
            $0.gaugeStyleName = name
            $0.customGaugeStyle = custom
        })
    }
}

extension EnvironmentValues {
    private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var gaugeStyleName: String? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    private struct CustomGaugeStyleKey: EnvironmentKey { static var defaultValue: (any GaugeStyle)? { nil } }
    /// A gauge style of the app's own, for the gauges below.
    var customGaugeStyle: (any GaugeStyle)? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}
