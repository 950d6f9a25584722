/// A title with an icon: `Label("Done", systemImage: "checkmark")`.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor package func render(into context: inout RenderContext) {
        if renderCustomStyle(into: &context) { return }
        var attributes: ElementAttributes = [:]
        // In a toolbar a Mac shows a label's icon alone unless a style says otherwise.
        let automatic = context.environment.isInToolbarItem ? "iconOnly" : nil
        if let style = context.environment.labelStyleName ?? automatic { attributes[.style] = .string(style) }
        context.setElement(.label, attributes)
        context.addChildren(icon, slot: "icon")
        context.addChildren(title, slot: "title")
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension EnvironmentValues {
    private struct LabelStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    var labelStyleName: String? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    private struct IsInToolbarItemKey: EnvironmentKey { static var defaultValue: Bool { false } }
    /// Whether views sit in a toolbar item itself (not in a menu or a
    /// presentation it opens), where the automatic label style is icon-only.
    var isInToolbarItem: Bool {
        get { self[IsInToolbarItemKey.self] }
        set { self[IsInToolbarItemKey.self] = newValue }
    }
}
