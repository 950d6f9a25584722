// Button styles: the built-in looks (`.bordered`, `.plain`, ...), which the
// display draws from the button's `style` attribute, and custom styles, whose
// `makeBody(configuration:)` the graph renders in place of the label.

/// The properties of a button, for a `ButtonStyle` to draw it.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ButtonStyleConfiguration.Label has no body") }
    }

    /// The button's role (`.destructive`, `.cancel`), if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the person is pressing the button now.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// A look for buttons that keeps the standard interaction: the button still
/// runs its action when clicked, and the style draws it from its label and
/// whether it is pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    /// The view of a button with `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a `PrimitiveButtonStyle`, which decides
/// both how it looks and when it triggers.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("PrimitiveButtonStyleConfiguration.Label has no body") }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action (and dismisses the alert or menu it is in).
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// A style that decides how a button looks and how it is triggered.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// The view of a button with `configuration`; it calls `configuration.trigger()`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A standard button from a primitive style's configuration, for styles that
    /// only change what is around it. It is drawn with the built-in style in
    /// effect outside the custom one.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }) { configuration.label }
    }
}

// MARK: Built-in styles

/// Styles the display draws itself, named by the button's `style` attribute.
@MainActor
protocol BuiltinButtonStyle {
    /// The `style` attribute; nil for the platform's default.
    var styleName: String? { get }
}

extension BuiltinButtonStyle where Self: PrimitiveButtonStyle {
    /// A built-in style's body: a standard button in that style.
    func builtinBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The platform's default button style (bordered, in a window).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A button with a bezel around its label.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { "bordered" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A bezel filled with the tint colour: the prominent action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { "borderedProminent" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A button without a bezel, drawn in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { "borderless" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A button that draws only its label, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { "plain" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

/// A button that looks like a link.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    public init() {}
    var styleName: String? { "link" }
    public func makeBody(configuration: Configuration) -> some View { builtinBody(configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A bezel around the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bezel filled with the tint colour.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No bezel.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// Only the label.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A link.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

// MARK: Applying styles

nonisolated extension View {
    /// Draws the buttons in this view with a custom `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            // The built-in style name stays: it is what standard buttons made
            // inside the custom style draw with.
            environment.customButtonStyle = .style(style)
        })
    }

    /// Draws (and triggers) the buttons in this view with `style`: a built-in
    /// one such as `.bordered`, or a custom primitive style.
    @MainActor public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinButtonStyle {
                environment.customButtonStyle = nil
                environment.buttonStyleName = builtin.styleName
            } else {
                environment.customButtonStyle = .primitive(style)
            }
        })
    }
}

/// A custom button style in the environment.
enum CustomButtonStyle {
    case style(any ButtonStyle)
    case primitive(any PrimitiveButtonStyle)
}

extension EnvironmentValues {
    private struct CustomButtonStyleKey: EnvironmentKey { static var defaultValue: CustomButtonStyle? { nil } }

    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension Button {
    /// Renders this button through the custom style in the environment, if
    /// there is one; returns whether it did.
    @MainActor func renderCustomStyle(into context: inout RenderContext) -> Bool {
        // A button a primitive style made from its configuration is the style's
        // own standard button: styling it again would never end.
        guard Label.self != PrimitiveButtonStyleConfiguration.Label.self,
              let style = context.environment.customButtonStyle else { return false }
        let enabled = context.environment.isEnabled
        let action = self.action
        let after = context.environment.presentationActionHook
        let perform: @MainActor () -> Void = {
            guard enabled else { return }
            action()
            after?()
        }
        let node = context.node
        switch style {
        case let .primitive(style):
            // The style decides everything: what shows and what triggers.
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: perform)
            context.addChildren(node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
        case let .style(style):
            var attributes: ElementAttributes = [.style: "custom", .pressable: true]
            if let role { attributes[.role] = .string(role.name) }
            attributes[.repeats] = context.environment.buttonRepeatAttribute
            attributes[.springLoaded] = context.environment.springLoadedAttribute
            let repeats = attributes[.repeats] != nil
            context.setElement(.button, attributes)
            let press = context.state("press") { PressState() }
            context.on(.click) { _ in
                // A repeating button acts while still held: it stays pressed until released.
                if !repeats { press.set(false, on: node) }
                perform()
            }
            context.on(.change) { event in
                guard enabled, event.value == "press" || event.value == "release" else { return }
                press.set(event.value == "press", on: node)
            }
            let configuration = ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: press.isPressed)
            context.addChildren(node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
        }
        return true
    }
}
