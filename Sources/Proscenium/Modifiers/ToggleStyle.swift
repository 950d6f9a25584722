// Toggle styles: the built-in ones the display draws from the toggle's `style`
// attribute, and custom styles rendered through `makeBody(configuration:)`.

/// The properties of a toggle, for a `ToggleStyle` to draw it.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ToggleStyleConfiguration.Label has no body") }
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` switches it.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ. False unless
    /// a style sets it: toggles over collections are not supported.
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// A look and behaviour for toggles.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    /// The view of a toggle with `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A standard toggle from a style's configuration, drawn with the built-in style in effect.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// Styles the display draws itself, named by the toggle's `style` attribute.
@MainActor
protocol BuiltinToggleStyle {
    var styleName: String? { get }
}

/// The context's default: a checkbox in a window's content, as on macOS.
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

/// A switch.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// The switch's colour while on (nil: the tint around it).
    let tint: Color?
    public init() { tint = nil }

    /// A switch drawn in `tint` while on, as `tint(_:)` draws it.
    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { self.tint = tint }

    var styleName: String? { "switch" }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

/// A checkbox beside the label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var styleName: String? { "checkbox" }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

/// A button that stays pressed while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var styleName: String? { "button" }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

nonisolated extension View {
    /// Draws the toggles in this view with `style`.
    @MainActor public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        // A switch style's own tint colours the switches below, as `tint(_:)` does.
        let tint = (style as? SwitchToggleStyle)?.tint
        return modifier(ElementAttributeModifier(attributes: tint.map { [.tint: .color($0.value)] } ?? [:]))
            .modifier(EnvironmentTransformModifier { environment in
                if let builtin = style as? any BuiltinToggleStyle {
                    environment.customToggleStyle = nil
                    environment.toggleStyleName = builtin.styleName
                } else {
                    environment.customToggleStyle = style
                }
            })
    }
}

extension EnvironmentValues {
    private struct CustomToggleStyleKey: EnvironmentKey { static var defaultValue: (any ToggleStyle)? { nil } }

    var customToggleStyle: (any ToggleStyle)? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

extension Toggle {
    /// Renders this toggle through the custom style in the environment, if any;
    /// returns whether it did.
    @MainActor func renderCustomStyle(into context: inout RenderContext) -> Bool {
        // A toggle made from a configuration is the style's standard toggle.
        guard Label.self != ToggleStyleConfiguration.Label.self,
              let style = context.environment.customToggleStyle else { return false }
        // The style decides what shows; switching goes through the binding
        // (a disabled toggle's binding ignores writes).
        let binding = context.environment.isEnabled ? isOn : Binding(get: { isOn.wrappedValue }, set: { _ in })
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: binding)
        context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
        return true
    }
}
