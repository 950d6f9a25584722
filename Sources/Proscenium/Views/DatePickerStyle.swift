import Foundation

/// A look for date pickers: `.automatic`, `.compact`, `.field`,
/// `.stepperField`, `.graphical`. The display draws each from the picker's
/// `style` attribute: fields to type in (the browser's date and time inputs),
/// with a calendar that opens (`compact`, `automatic`) or shows (`graphical`).
/// A style of your own draws each date picker from its configuration (its
/// label, its bound date, its range and its components).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// A view representing the appearance and interaction of a date picker.
    associatedtype Body: View

    /// Returns the appearance and interaction content for a date picker.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a date picker.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("DatePickerStyleConfiguration.Label has no body") }
    }

    /// A description of the date picker's purpose.
    public let label: DatePickerStyleConfiguration.Label

    /// The date value being displayed and selected.
    @Binding public var selection: Date

    /// The oldest selectable date (nil: none).
    public var minimumDate: Date?

    /// The most recent selectable date (nil: none).
    public var maximumDate: Date?

    /// The date components that the user is able to view and edit.
    public var displayedComponents: DatePickerComponents
}

/// The looks the display draws: each is the standard date picker made from
/// the configuration, under the style's name.
protocol BuiltinDatePickerStyle: DatePickerStyle {
    nonisolated var styleName: String? { get }
}

extension BuiltinDatePickerStyle {
    func standardBody(_ configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, range: (configuration.minimumDate, configuration.maximumDate),
                   components: configuration.displayedComponents, label: configuration.label)
            .modifier(EnvironmentTransformModifier { [styleName] in
                $0.datePickerStyleName = styleName
                $0.customDatePickerStyle = nil
            })
    }
}

/// The default date picker style: a field with a calendar that opens.
public struct DefaultDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    nonisolated var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A field with a calendar that opens.
public struct CompactDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    nonisolated var styleName: String? { "compact" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// Fields to type the date in.
public struct FieldDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    nonisolated var styleName: String? { "field" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// Fields to type the date in, with a stepper beside them.
public struct StepperFieldDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    nonisolated var styleName: String? { "stepperField" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}
/// A calendar (and a clock for times) always shown.
public struct GraphicalDatePickerStyle: BuiltinDatePickerStyle {
    public init() {}
    nonisolated var styleName: String? { "graphical" }
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

nonisolated extension View {
    /// Draws the date pickers in this view with `style`: a named look, or a
    /// style of your own whose `makeBody(configuration:)` draws each one.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        let name = (style as? any BuiltinDatePickerStyle)?.styleName
        let custom: (any DatePickerStyle)? = style is any BuiltinDatePickerStyle ? nil : style
        return modifier(EnvironmentTransformModifier {
            $0.datePickerStyleName = name
            $0.customDatePickerStyle = custom
        })
    }
}

extension EnvironmentValues {
    private struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var datePickerStyleName: String? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }

    private struct CustomDatePickerStyleKey: EnvironmentKey { static var defaultValue: (any DatePickerStyle)? { nil } }
    /// A date picker style of the app's own, for the date pickers below.
    var customDatePickerStyle: (any DatePickerStyle)? {
        get { self[CustomDatePickerStyleKey.self] }
        set { self[CustomDatePickerStyleKey.self] = newValue }
    }
}
