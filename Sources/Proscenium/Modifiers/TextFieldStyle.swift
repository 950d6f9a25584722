// Text field styles: the built-in ones the display draws from the field's
// `style` attribute, and custom ones written, as on Apple's platforms, with
// the underscored `_body(configuration:)` that apps use to wrap the field.

/// A look for text fields: `.automatic`, `.plain`, `.roundedBorder`, `.squareBorder`.
///
/// SwiftUI's only requirement is the underscored `_body(configuration:)`;
/// apps that write their own style implement it and get the field as
/// `configuration`, drawn with the built-in style in effect.
@MainActor @preconcurrency
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a `TextFieldStyle` is given.
nonisolated public struct _TextFieldStyleLabel: View {
    let content: any View
    /// The label's plain text (the field's accessible name and placeholder).
    let title: String?
    public typealias Body = Never
    public var body: Never { fatalError("_TextFieldStyleLabel has no body") }
}

extension _TextFieldStyleLabel: ViewListProvider {
    @MainActor package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// Styles the display draws itself, named by the field's `style` attribute.
@MainActor
protocol BuiltinTextFieldStyle {
    var styleName: String? { get }
}

/// The context's default: a bordered field, as `.roundedBorder` on macOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    public init() {}
    var styleName: String? { nil }
    public func _body(configuration: TextField<_Label>) -> some View { configuration.textFieldStyle(self) }
}

/// A field without border or background: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    public init() {}
    var styleName: String? { "plain" }
    public func _body(configuration: TextField<_Label>) -> some View { configuration.textFieldStyle(self) }
}

/// A field in a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    public init() {}
    var styleName: String? { "roundedBorder" }
    public func _body(configuration: TextField<_Label>) -> some View { configuration.textFieldStyle(self) }
}

/// A field in a square border (macOS).
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltinTextFieldStyle {
    public init() {}
    var styleName: String? { "squareBorder" }
    public func _body(configuration: TextField<_Label>) -> some View { configuration.textFieldStyle(self) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
    public static var squareBorder: SquareBorderTextFieldStyle { SquareBorderTextFieldStyle() }
}

nonisolated extension View {
    /// Draws the text fields (and secure fields) in this view with `style`.
    @MainActor public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinTextFieldStyle {
                environment.customTextFieldStyle = nil
                environment.textFieldStyleName = builtin.styleName
            } else {
                environment.customTextFieldStyle = style
            }
        })
    }
}

extension EnvironmentValues {
    private struct CustomTextFieldStyleKey: EnvironmentKey { static var defaultValue: (any TextFieldStyle)? { nil } }
    private struct TextFieldStyleNameKey: EnvironmentKey { static var defaultValue: String? { nil } }

    var customTextFieldStyle: (any TextFieldStyle)? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }

    /// The `style` attribute of text fields below.
    var textFieldStyleName: String? {
        get { self[TextFieldStyleNameKey.self] }
        set { self[TextFieldStyleNameKey.self] = newValue }
    }
}

extension TextField {
    /// Renders this field through the custom style in the environment, if
    /// any; returns whether it did.
    @MainActor func renderCustomStyle(into context: inout RenderContext) -> Bool {
        guard !isStyleConfiguration, let style = context.environment.customTextFieldStyle else { return false }
        let title = plainTitle(of: label) ?? (label as? _TextFieldStyleLabel)?.title
        var configuration = TextField<_TextFieldStyleLabel>(
            text: text, prompt: prompt, axis: axis, label: _TextFieldStyleLabel(content: label, title: title),
            formatter: formatter)
        configuration.isSecure = isSecure
        configuration.onEditingChanged = onEditingChanged
        configuration.onCommit = onCommit
        configuration.isStyleConfiguration = true
        context.addChildren(context.node.styleBody(style) { $0._body(configuration: configuration) }, slot: "style")
        return true
    }
}
