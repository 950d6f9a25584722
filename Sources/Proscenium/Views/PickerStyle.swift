/// How pickers below show their options: set with `.pickerStyle(_:)`. The
/// style is the picker element's `style` attribute; the display draws it.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// A picker style the display knows by name.
protocol NamedPickerStyle: PickerStyle {
    /// The `style` attribute; nil for the platform default.
    static var styleName: String? { get }
}

/// The platform's default: a menu on the desktop.
public struct DefaultPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { nil }
}

/// A pop-up menu of options.
public struct MenuPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "menu" }
}

/// A pop-up button of options: the older name of the menu style, drawn as it is.
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MenuPickerStyle")
public struct PopUpButtonPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "menu" }
}

/// Options side by side, as segments of one control.
public struct SegmentedPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "segmented" }
}

/// Options shown in place among other content (in a list: one row each).
public struct InlinePickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "inline" }
}

/// Options as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "radioGroup" }
}

/// A scrolling wheel of options; browsers show it as a list box.
public struct WheelPickerStyle: PickerStyle, NamedPickerStyle {
    public init() {}
    static var styleName: String? { "wheel" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

nonisolated extension View {
    /// Sets how pickers in this view show their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedPickerStyle.Type)?.styleName
        return modifier(EnvironmentTransformModifier { $0.pickerStyleName = name })
    }
}

nonisolated extension View {
    /// Lays out the radio-group pickers in this view with their radio
    /// buttons side by side, in a row after the label, instead of one above
    /// another.
    public func horizontalRadioGroupLayout() -> some View {
        modifier(EnvironmentTransformModifier { $0.radioGroupIsHorizontal = true })
    }
}

extension EnvironmentValues {
    private struct PickerStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    private struct HorizontalRadioGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether radio-group pickers below lay their buttons out in a row.
    var radioGroupIsHorizontal: Bool {
        get { self[HorizontalRadioGroupKey.self] }
        set { self[HorizontalRadioGroupKey.self] = newValue }
    }

    /// The `style` attribute of pickers below.
    var pickerStyleName: String? {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}
