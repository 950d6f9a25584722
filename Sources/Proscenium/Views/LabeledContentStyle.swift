/// The appearance and behavior of a labeled content instance: a style of
/// your own draws each `LabeledContent` from its label and content.
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View

    /// Creates a view that represents the body of labeled content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label of a labeled content instance.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("LabeledContentStyleConfiguration.Label has no body") }
    }

    /// A type-erased content of a labeled content instance.
    public struct Content: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("LabeledContentStyleConfiguration.Content has no body") }
    }

    /// The label of the labeled content instance.
    public let label: LabeledContentStyleConfiguration.Label
    /// The content of the labeled content instance.
    public let content: LabeledContentStyleConfiguration.Content
}

/// The default labeled content style: the label leading, the content trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates an automatic labeled content style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// A labeled content style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content {
    /// Creates labeled content based on a labeled content style configuration:
    /// the standard one, as a style of your own draws it.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

nonisolated extension View {
    /// Sets a style for labeled content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier {
            $0.customLabeledContentStyle = style is AutomaticLabeledContentStyle ? nil : style
        })
    }
}

extension EnvironmentValues {
    private struct CustomLabeledContentStyleKey: EnvironmentKey {
        static var defaultValue: (any LabeledContentStyle)? { nil }
    }

    /// A labeled content style of the app's own, for the labeled content below.
    var customLabeledContentStyle: (any LabeledContentStyle)? {
        get { self[CustomLabeledContentStyleKey.self] }
        set { self[CustomLabeledContentStyleKey.self] = newValue }
    }
}
