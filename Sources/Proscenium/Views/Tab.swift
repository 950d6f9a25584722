/// A tab of a `TabView`: its title and symbol (or label), its value for the
/// tab view's selection, and its content.
///
/// In SwiftUI `Tab` is tab content rather than a view; here it is a view, so
/// that `TabView { Tab(...) { ... } }` builds with the view builder. Outside a
/// tab view it shows its content.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView, TabContentView {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab selected when the selection equals `value`, with a label view.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    @MainActor var tabInfo: TabInfo {
        TabInfo(label: label, value: value.map { AnyHashable($0) }, content: content)
    }

    @MainActor package func render(into context: inout RenderContext) {
        context.addChildren(content)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab titled `titleKey` with a symbol, selected when the selection equals `value`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(titleKey), systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { DefaultTabLabel(title: Text(title), systemImage: systemImage) }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab titled `titleKey` with a symbol; it is selected by position.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        label = DefaultTabLabel(title: Text(titleKey), systemImage: systemImage)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        label = DefaultTabLabel(title: Text(title), systemImage: systemImage)
    }
}

extension Tab where Value == Never {
    /// A tab with a label view; it is selected by position.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = nil
        self.content = content()
        self.label = label()
    }
}

/// The label of a tab made with a title and a symbol.
nonisolated public struct DefaultTabLabel: View {
    let title: Text
    let systemImage: String?

    public var body: some View {
        if let systemImage {
            Proscenium.Label(title: { title }, icon: { Image(systemName: systemImage) })
        } else {
            title
        }
    }
}

extension DefaultTabLabel: PlainLabel {
    var plainTitle: String { title.plainText }
}
