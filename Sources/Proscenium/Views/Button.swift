/// The role of a button: how it looks and where dialogs place it.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action when clicked, or when its keyboard
/// shortcut is pressed.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    let role: ButtonRole?
    let action: @MainActor () -> Void
    let label: Label

    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.action = action
        self.label = label()
    }

    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    @MainActor package func render(into context: inout RenderContext) {
        if renderCustomStyle(into: &context) { return }
        var attributes: ElementAttributes = [:]
        if let role { attributes[.role] = .string(role.name) }
        // A menu item titled by a label of plain text shows its title and
        // needs no child: the label's node, view and element were most of an
        // app's menu item, and each page has a menu bar of its own.
        var titleShowsLabel = false
        if context.environment.isInMenu {
            // In a menu a button is a menu item; its title is its label's text.
            if let text = label as? Text {
                attributes[.title] = .string(text.plainText)
                titleShowsLabel = text.isPlainTitle(in: context.environment)
            }
            context.setElement(.menuitem, attributes)
        } else {
            if let style = context.environment.buttonStyleName { attributes[.style] = .string(style) }
            attributes[.borderShape] = context.environment.buttonBorderShapeAttribute(style: attributes[.style]?.string)
            attributes[.repeats] = context.environment.buttonRepeatAttribute
            attributes[.springLoaded] = context.environment.springLoadedAttribute
            context.setElement(.button, attributes)
        }
        let enabled = context.environment.isEnabled
        let action = self.action
        let after = context.environment.presentationActionHook
        context.on(.click) { _ in
            guard enabled else { return }
            action()
            after?()
        }
        if !titleShowsLabel { context.addChildren(label) }
    }
}

extension Button where Label == Text {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == Proscenium.Label<Text, Image> {
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }
}

extension EnvironmentValues {
    private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    private struct PresentationActionHookKey: EnvironmentKey {
        static var defaultValue: (@MainActor () -> Void)? { nil }
    }

    var buttonStyleName: String? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// Run after any button's action inside an alert or dialog: dismisses it.
    var presentationActionHook: (@MainActor () -> Void)? {
        get { self[PresentationActionHookKey.self] }
        set { self[PresentationActionHookKey.self] = newValue }
    }
}
