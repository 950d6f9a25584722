import ProsceniumHost

/// A look for forms: `.automatic`, `.grouped` (sections as rounded boxes,
/// labels leading and controls trailing) or `.columns` (labels right-aligned
/// in a column beside their controls, as macOS's settings do).
///
/// The built-in styles are the form element's `style` attribute (`grouped`,
/// `columns`); a custom style's `makeBody(configuration:)` draws the form.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// The properties of a form, for a `FormStyle` to draw it.
public struct FormStyleConfiguration {
    /// The form's content, type-erased.
    public struct Content: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("FormStyleConfiguration.Content has no body") }
    }

    /// The form's content.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// Styles the display draws itself.
@MainActor
protocol BuiltinFormStyle {
    var styleName: String? { get }
}

/// The platform's default form look (`.columns` on macOS, drawn as the default here).
public struct AutomaticFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

/// Sections as rounded groups, each row's label leading and its control trailing.
public struct GroupedFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    var styleName: String? { "grouped" }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

/// Labels in a trailing-aligned column beside their controls.
public struct ColumnsFormStyle: FormStyle, BuiltinFormStyle {
    public init() {}
    var styleName: String? { "columns" }
    public func makeBody(configuration: Configuration) -> some View { Form(configuration).formStyle(self) }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// A standard form from a style's configuration, drawn with the built-in style in effect.
    public init(_ configuration: FormStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

nonisolated extension View {
    /// Draws the forms in this view with `style`.
    @MainActor public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinFormStyle {
                environment.customFormStyle = nil
                environment.formStyleName = builtin.styleName
            } else {
                environment.customFormStyle = style
            }
        })
    }
}

extension EnvironmentValues {
    private struct CustomFormStyleKey: EnvironmentKey { static var defaultValue: (any FormStyle)? { nil } }
    private struct FormStyleNameKey: EnvironmentKey { static var defaultValue: String? { nil } }

    var customFormStyle: (any FormStyle)? {
        get { self[CustomFormStyleKey.self] }
        set { self[CustomFormStyleKey.self] = newValue }
    }

    /// The `style` attribute of forms below.
    var formStyleName: String? {
        get { self[FormStyleNameKey.self] }
        set { self[FormStyleNameKey.self] = newValue }
    }
}
