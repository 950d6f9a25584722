/// A type that specifies the appearance and interaction of all group boxes
/// within a view hierarchy: a style of your own draws each group box from
/// its configuration (its label and its content).
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a group box instance being created.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Label has no body") }
    }

    /// A type-erased content of a group box.
    public struct Content: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Content has no body") }
    }

    /// A view that provides the title of the group box.
    public let label: GroupBoxStyleConfiguration.Label
    /// A view that represents the content of the group box.
    public let content: GroupBoxStyleConfiguration.Content
}

/// The default style for group box views: a rounded box with its label above.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default style for group box views.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// Creates a group box based on a style configuration: the standard box,
    /// as a style of your own draws it around its own views.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

nonisolated extension View {
    /// Sets the style for group boxes within this view.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { $0.customGroupBoxStyle = style is DefaultGroupBoxStyle ? nil : style })
    }
}

extension EnvironmentValues {
    private struct CustomGroupBoxStyleKey: EnvironmentKey { static var defaultValue: (any GroupBoxStyle)? { nil } }

    /// A group box style of the app's own, for the group boxes below.
    var customGroupBoxStyle: (any GroupBoxStyle)? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }
}

/// A part of a style's configuration (its label, its content): the views it
/// wraps, as their items, wherever the style puts it.
@MainActor
protocol StyleConfigurationPart: ViewListProvider {
    var content: any View { get }
}

extension StyleConfigurationPart {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}
