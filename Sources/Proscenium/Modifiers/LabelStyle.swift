// Label styles: the built-in ones the display draws from the label's `style`
// attribute, and custom styles rendered through `makeBody(configuration:)`.

/// The parts of a label, for a `LabelStyle` to arrange.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("LabelStyleConfiguration.Title has no body") }
    }

    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("LabelStyleConfiguration.Icon has no body") }
    }

    /// The label's title.
    public var title: LabelStyleConfiguration.Title
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

extension LabelStyleConfiguration.Icon: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// A way to show a label's title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    /// The view of a label with `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A standard label from a style's configuration, drawn with the built-in style in effect.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// Styles the display draws itself, named by the label's `style` attribute.
@MainActor
protocol BuiltinLabelStyle {
    var styleName: String? { get }
}

/// The context's default: title and icon in a window's content, the icon
/// alone (the title its help and its name) in a toolbar, as on a Mac.
public struct DefaultLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var styleName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var styleName: String? { "titleOnly" }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// Only the icon (the title remains the accessibility label).
public struct IconOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var styleName: String? { "iconOnly" }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinLabelStyle {
    public init() {}
    var styleName: String? { "titleAndIcon" }
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension View {
    /// Shows the labels in this view with `style`.
    @MainActor public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinLabelStyle {
                environment.customLabelStyle = nil
                environment.labelStyleName = builtin.styleName
            } else {
                environment.customLabelStyle = style
            }
        })
    }
}

extension EnvironmentValues {
    private struct CustomLabelStyleKey: EnvironmentKey { static var defaultValue: (any LabelStyle)? { nil } }

    var customLabelStyle: (any LabelStyle)? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

extension Label {
    /// Renders this label through the custom style in the environment, if any;
    /// returns whether it did.
    @MainActor func renderCustomStyle(into context: inout RenderContext) -> Bool {
        // A label made from a configuration is the style's standard label.
        guard Title.self != LabelStyleConfiguration.Title.self,
              let style = context.environment.customLabelStyle else { return false }
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) }, slot: "style")
        return true
    }
}
