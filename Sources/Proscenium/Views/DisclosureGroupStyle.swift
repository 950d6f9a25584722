/// A type that specifies the appearance and interaction of disclosure groups
/// within a view hierarchy: a style of your own draws each group from its
/// label, its content and its expanded state, which it may change.
public protocol DisclosureGroupStyle {
    /// A view that represents the body of a disclosure group.
    associatedtype Body: View

    /// Creates a view that represents the body of a disclosure group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a disclosure group instance.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("DisclosureGroupStyleConfiguration.Label has no body") }
    }

    /// A type-erased content of a disclosure group.
    public struct Content: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("DisclosureGroupStyleConfiguration.Content has no body") }
    }

    /// The label for the disclosure group.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content of the disclosure group.
    public let content: DisclosureGroupStyleConfiguration.Content

    /// A binding to a Boolean that indicates whether the disclosure group is
    /// expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool
}

/// A disclosure group style that resolves its appearance automatically
/// based on the current context: a disclosure triangle beside the label.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates an automatic disclosure group style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label,
    Content == DisclosureGroupStyleConfiguration.Content {
    /// Creates a disclosure group with the given style configuration: the
    /// standard one, as a style of your own draws it.
    public init(_ configuration: DisclosureGroupStyleConfiguration) {
        self.init(isExpanded: configuration.$isExpanded, content: { configuration.content }, label: { configuration.label })
    }
}

nonisolated extension View {
    /// Sets the style for disclosure groups within this view.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier {
            $0.customDisclosureGroupStyle = style is AutomaticDisclosureGroupStyle ? nil : style
        })
    }
}

extension EnvironmentValues {
    private struct CustomDisclosureGroupStyleKey: EnvironmentKey {
        static var defaultValue: (any DisclosureGroupStyle)? { nil }
    }

    /// A disclosure group style of the app's own, for the groups below.
    var customDisclosureGroupStyle: (any DisclosureGroupStyle)? {
        get { self[CustomDisclosureGroupStyleKey.self] }
        set { self[CustomDisclosureGroupStyleKey.self] = newValue }
    }
}
