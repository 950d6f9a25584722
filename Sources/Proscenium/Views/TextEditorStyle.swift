/// A look for text editors: `.automatic` (a bordered field) or `.plain` (the
/// text alone, no border or background, for an editor inside a view that
/// draws its own). The display draws each from the editor's `style`
/// attribute (`plain`; absent: automatic). A style of your own gives the
/// view shown in each editor's place.
@MainActor @preconcurrency
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View

    /// Creates a view that represents the body of a text editor.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor: its text, for the built-in styles to
/// draw the editor with.
public struct TextEditorStyleConfiguration {
    let text: Binding<String>
}

/// The looks the display draws: the editor, under the style's name.
protocol BuiltinTextEditorStyle: TextEditorStyle {
    nonisolated var styleName: String? { get }
}

/// The default text editor style: a bordered field.
public struct AutomaticTextEditorStyle: BuiltinTextEditorStyle {
    public init() {}
    nonisolated var styleName: String? { nil }

    /// The standard editor, bordered.
    public struct Body: View {
        let configuration: TextEditorStyleConfiguration
        public var body: some View { StyledTextEditor(text: configuration.text, styleName: nil) }
    }

    public func makeBody(configuration: Configuration) -> AutomaticTextEditorStyle.Body {
        Body(configuration: configuration)
    }
}

/// A text editor with no border or background: the text alone.
public struct PlainTextEditorStyle: BuiltinTextEditorStyle {
    public init() {}
    nonisolated var styleName: String? { "plain" }
    public func makeBody(configuration: Configuration) -> some View {
        StyledTextEditor(text: configuration.text, styleName: "plain")
    }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor with no decoration.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// A text editor drawn in a built-in look, whatever style is around it.
struct StyledTextEditor: View {
    let text: Binding<String>
    let styleName: String?
    var body: some View {
        TextEditor(text: text).modifier(EnvironmentTransformModifier { [styleName] in
            $0.textEditorStyleName = styleName
            $0.customTextEditorStyle = nil
        })
    }
}

nonisolated extension View {
    /// Sets the style for text editors within this view: a named look, or a
    /// style of your own whose `makeBody(configuration:)` gives the view in
    /// each editor's place.
    public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
        let name = (style as? any BuiltinTextEditorStyle)?.styleName
        let custom: (any TextEditorStyle)? = style is any BuiltinTextEditorStyle ? nil : style
        return modifier(EnvironmentTransformModifier {
            $0.textEditorStyleName = name
            $0.customTextEditorStyle = custom
        })
    }
}

extension EnvironmentValues {
    private struct TextEditorStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var textEditorStyleName: String? {
        get { self[TextEditorStyleKey.self] }
        set { self[TextEditorStyleKey.self] = newValue }
    }

    private struct CustomTextEditorStyleKey: EnvironmentKey { static var defaultValue: (any TextEditorStyle)? { nil } }
    /// A text editor style of the app's own, for the editors below.
    var customTextEditorStyle: (any TextEditorStyle)? {
        get { self[CustomTextEditorStyleKey.self] }
        set { self[CustomTextEditorStyleKey.self] = newValue }
    }
}
