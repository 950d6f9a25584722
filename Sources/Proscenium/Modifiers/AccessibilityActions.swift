import ProsceniumHost

/// The kind of an accessibility action: the default one, a standard one, or one with a name.
public struct AccessibilityActionKind: Equatable, Sendable {
    /// What the display calls it: a name, or `#default`, `#escape`, ...
    let wireName: String

    /// The view's default action (Enter or Space on it).
    public static let `default` = AccessibilityActionKind(wireName: "#default")
    /// Dismisses a modal view or cancels an operation (Escape on it).
    public static let escape = AccessibilityActionKind(wireName: "#escape")
    /// Deletes what the view shows (Delete on it).
    public static let delete = AccessibilityActionKind(wireName: "#delete")
    /// The "magic tap" of assistive technology (listed in the view's actions menu).
    public static let magicTap = AccessibilityActionKind(wireName: "#magicTap")
    /// Shows the view's menu (listed in the view's actions menu).
    public static let showMenu = AccessibilityActionKind(wireName: "#showMenu")

    /// An action with a name, listed in the view's actions menu.
    public init(named name: Text) { wireName = name.plainText }
    init(wireName: String) { self.wireName = wireName }
}

/// The modifier the accessibility action modifiers return: it adds actions
/// to the view's element, which lists them in `accessibilityActions` (one a
/// line). The browser exposes them to assistive technology and the keyboard:
/// the default action on Enter and Space, `escape` on Escape, `delete` on
/// Delete, an adjustable action's `#increment` and `#decrement` on the arrow
/// keys (the element is then a slider), and every named one in a menu the
/// context-menu key (or Shift-F10) opens on the focused element.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier {
    /// The actions added, by the name the display sends: one, or an adjustable action's two.
    let actions: [(name: String, handler: () -> Void)]

    public typealias Body = Never

    init(kind: AccessibilityActionKind, handler: @escaping () -> Void) {
        actions = [(kind.wireName, handler)]
    }

    /// An adjustable action: `#increment` and `#decrement`, each calling `handler` with its direction.
    init(adjustment handler: @escaping (AccessibilityAdjustmentDirection) -> Void) {
        actions = [("#increment", { handler(.increment) }), ("#decrement", { handler(.decrement) })]
    }

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var pending = context.childEnvironment.pendingElementAttributes
        var names = (pending[.accessibilityActions]?.string ?? "").split(separator: "\n").map(String.init)
        for action in actions where !names.contains(action.name) { names.append(action.name) }
        pending[.accessibilityActions] = .string(names.joined(separator: "\n"))
        context.childEnvironment.pendingElementAttributes = pending
        // The innermost modifier hears the event first: each runs its own
        // actions and passes others out to the modifiers around it.
        let actions = self.actions
        let enabled = context.environment.isEnabled
        let node = context.node
        context.on(.accessibilityAction) { [weak node] event in
            if let action = actions.first(where: { $0.name == event.value }) {
                if enabled { action.handler() }
            } else {
                node?.parent?.handler(for: .accessibilityAction)?(event)
            }
        }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Adds an action of `actionKind` that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(kind: actionKind, handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: nameKey.plainText), handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(named: name), handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: String(name)), handler: handler))
    }
}
