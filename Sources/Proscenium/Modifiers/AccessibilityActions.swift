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

nonisolated extension View {
    /// Adds an action of `actionKind` that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(AccessibilityAttachmentModifier(kind: actionKind, handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: nameKey.plainText), handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(named: name), handler: handler))
    }

    /// Adds an action with a name that assistive technology (and the keyboard) can perform.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: String(name)), handler: handler))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Adds an action of `actionKind` to this accessibility element.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibility(AccessibilityAttachmentModifier(kind: actionKind, handler: handler))
    }

    /// Adds an action with a name to this accessibility element.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: nameKey.plainText), handler: handler))
    }

    /// Adds an action with a name to this accessibility element.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(named: name), handler: handler))
    }

    /// Adds an action with a name to this accessibility element.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibility(AccessibilityAttachmentModifier(kind: AccessibilityActionKind(wireName: String(name)), handler: handler))
    }

    /// Adds an adjustable action to this accessibility element.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibility(AccessibilityAttachmentModifier(adjustment: handler))
    }
}
