/// A button that opens a menu of actions (buttons, dividers, submenus).
///
/// Its element is `menubutton` with `title` (a plain-text label), `open`,
/// `style` (from `menuStyle(_:)`) and `menuIndicator` (`hidden`);
/// its children are the label's views and a `menu` element holding the
/// content. A click opens or closes the menu, or, when the menu has a
/// primary action, performs it (the display opens such a menu from its
/// arrow, sending `change` with `open`). Choosing a button in the menu, or a
/// `dismiss` event, closes it.
nonisolated public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose button performs `primaryAction`; the menu opens from its arrow.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    @MainActor package func render(into context: inout RenderContext) {
        // Inside a menu (the menu bar, a context menu) a Menu is a submenu.
        if context.environment.isInMenu {
            context.setElement(.menu, [.title: .string(plainTitle(of: label) ?? "")])
            context.addChildren(content, slot: "menu")
            return
        }
        // A menu made from a configuration is the style's standard menu.
        if Label.self != MenuStyleConfiguration.Label.self, let style = context.environment.customMenuStyle {
            let configuration = MenuStyleConfiguration(label: .init(content: label), content: .init(content: content),
                                                       primaryAction: primaryAction)
            context.addChildren(context.node.styleBody(style) { $0.makeBody(configuration: configuration) },
                                slot: "style")
            return
        }
        let state = context.state("menu") { MenuState() }
        var attributes: ElementAttributes = [.open: .bool(state.isOpen)]
        if let title = plainTitle(of: label) { attributes[.title] = .string(title) }
        if primaryAction != nil { attributes[.primaryAction] = true }
        if let style = context.environment.menuStyleName { attributes[.style] = .string(style) }
        if context.environment.menuIndicatorVisibility == .hidden { attributes[.menuIndicator] = "hidden" }
        context.setElement(.menubutton, attributes)

        let enabled = context.environment.isEnabled
        let primaryAction = self.primaryAction
        let node = context.node
        let setOpen: @MainActor (Bool) -> Void = { [weak node] open in
            guard state.isOpen != open else { return }
            state.isOpen = open
            node?.invalidate(reason: "menu")
        }
        context.on(.click) { _ in
            guard enabled else { return }
            if let primaryAction { primaryAction() } else { setOpen(!state.isOpen) }
        }
        context.on(.change) { event in
            guard enabled else { return }
            setOpen(event.value == "open")
        }
        context.on(.dismiss) { _ in setOpen(false) }

        // A button chosen in the menu closes it, then whatever encloses the
        // menu (an alert) does its own closing.
        let outer = context.environment.presentationActionHook
        context.childEnvironment.presentationActionHook = {
            setOpen(false)
            outer?()
        }
        context.addChildren(label, slot: "label")
        context.addChildren(MenuItems(content: content), slot: "menu")
    }
}

/// Whether a menu is open; kept by the menu's node.
final class MenuState {
    var isOpen = false
}

/// The items of a menu, in its `menu` element.
nonisolated struct MenuItems: PrimitiveView {
    let content: any View
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menu)
        // A menu's items show their titles, even in a menu opened from the toolbar.
        context.childEnvironment.isInToolbarItem = false
        context.addChildren(content)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                   primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Proscenium.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Proscenium.Label(title, systemImage: systemImage) }
    }
}
