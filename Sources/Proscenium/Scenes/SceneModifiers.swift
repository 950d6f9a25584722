/// A scene with a modifier: the modifier runs in the scene graph like a view
/// modifier (changing what the scene's declaration sees, or watching values).
nonisolated public struct _ModifiedScene<Content: Scene, Modifier: ViewModifier>: Scene, PrimitiveScene {
    let content: Content
    let modifier: Modifier

    @MainActor func declare(into context: inout RenderContext) {
        context.addChildren(SceneNode(scene: content).modifier(modifier))
    }
}

nonisolated extension Scene {
    func sceneModifier<M: ViewModifier>(_ modifier: M) -> _ModifiedScene<Self, M> {
        _ModifiedScene(content: self, modifier: modifier)
    }

    func sceneAttributes(_ change: @escaping (inout SceneAttributes) -> Void) -> _ModifiedScene<Self, EnvironmentTransformModifier> {
        sceneModifier(EnvironmentTransformModifier { change(&$0.sceneAttributes) })
    }

    /// Adds menus and menu items to the app's menu bar, shown while the app runs.
    @MainActor public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = AnyCommands(content())
        return sceneModifier(EnvironmentTransformModifier { $0.sceneCommands.append(commands) })
    }

    /// Removes the commands this scene adds by itself (a window group's New Window item).
    public func commandsRemoved() -> some Scene {
        sceneAttributes { $0.commandsRemoved = true }
    }

    /// Replaces the commands this scene adds by itself with `content`.
    @MainActor public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = AnyCommands(content())
        return sceneModifier(EnvironmentTransformModifier {
            $0.sceneAttributes.commandsRemoved = true
            $0.sceneCommands.append(commands)
        })
    }

    /// The size of this scene's new windows.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        sceneAttributes { $0.defaultSize = (Double(width), Double(height)) }
    }

    /// The size of this scene's new windows.
    public func defaultSize(_ size: CGSize) -> some Scene {
        defaultSize(width: size.width, height: size.height)
    }

    /// Where this scene's new windows appear on the desktop (`.topTrailing`, ...).
    public func defaultPosition(_ position: UnitPoint) -> some Scene {
        sceneAttributes { $0.defaultPosition = position }
    }

    /// The shortcut of the command that opens this scene's window.
    /// `localization` is how the shortcut follows the keyboard's layout: the
    /// page matches keys as the layout types them, which `.automatic` asks for.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization = .automatic) -> some Scene {
        sceneAttributes { $0.keyboardShortcut = KeyboardShortcut(key, modifiers: modifiers, localization: localization) }
    }

    /// The shortcut of the command that opens this scene's window, or none.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some Scene {
        sceneAttributes { $0.keyboardShortcut = shortcut }
    }

    /// Runs `action` with the old and new value after `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        sceneModifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after `value` changes.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        sceneModifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value after `value` changes.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        sceneModifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Which opened URLs this scene's windows handle (`onOpenURL`): a URL
    /// containing one of `conditions` (or any, for `"*"`) goes to this scene.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        sceneAttributes { $0.handlesExternalEvents = conditions }
    }

    /// The defaults store `@AppStorage` uses in this scene.
    public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
        sceneEnvironment { $0.defaultAppStorage = store }
    }

    /// How this scene's windows may be resized: `.contentSize` fixes their size.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        sceneAttributes { $0.resizability = resizability }
    }

    /// The style of this scene's windows (`.hiddenTitleBar` hides the title bar).
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        sceneAttributes { $0.style = S.name }
    }

    /// The style of this scene's window toolbars.
    public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
        let name = style.name
        return sceneAttributes { $0.toolbarStyle = name }
    }

    /// Whether a menu-bar extra shows a menu or a window.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene {
        sceneAttributes { $0.menuBarExtraStyle = S.name }
    }
}

/// The look of a window: with a title bar (automatic, `.titleBar`) or without (`.hiddenTitleBar`, `.plain`).
public protocol WindowStyle { static var name: String { get } }
public struct DefaultWindowStyle: WindowStyle { public static let name = "automatic"; public init() {} }
public struct TitleBarWindowStyle: WindowStyle { public static let name = "titleBar"; public init() {} }
public struct HiddenTitleBarWindowStyle: WindowStyle { public static let name = "hiddenTitleBar"; public init() {} }
public struct PlainWindowStyle: WindowStyle { public static let name = "plain"; public init() {} }
extension WindowStyle where Self == DefaultWindowStyle { public static var automatic: DefaultWindowStyle { .init() } }
extension WindowStyle where Self == TitleBarWindowStyle { public static var titleBar: TitleBarWindowStyle { .init() } }
extension WindowStyle where Self == HiddenTitleBarWindowStyle { public static var hiddenTitleBar: HiddenTitleBarWindowStyle { .init() } }
extension WindowStyle where Self == PlainWindowStyle { public static var plain: PlainWindowStyle { .init() } }

/// The look of a window's toolbar.
public protocol WindowToolbarStyle { var name: String { get } }
public struct DefaultWindowToolbarStyle: WindowToolbarStyle { public let name = "automatic"; public init() {} }
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle { public let name = "expanded"; public init() {} }
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    public let name: String
    public init() { name = "unified" }
    public init(showsTitle: Bool) { name = showsTitle ? "unified" : "unifiedNoTitle" }
}
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    public let name: String
    public init() { name = "unifiedCompact" }
    public init(showsTitle: Bool) { name = showsTitle ? "unifiedCompact" : "unifiedCompactNoTitle" }
}
extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle { public static var automatic: DefaultWindowToolbarStyle { .init() } }
extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle { public static var expanded: ExpandedWindowToolbarStyle { .init() } }
extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    public static var unified: UnifiedWindowToolbarStyle { .init() }
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { .init(showsTitle: showsTitle) }
}
extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { .init() }
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { .init(showsTitle: showsTitle) }
}

/// Whether a menu-bar extra shows a menu (`.menu`) or an anchored window (`.window`).
public protocol MenuBarExtraStyle { static var name: String { get } }
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle { public static let name = "menu"; public init() {} }
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle { public static let name = "menu"; public init() {} }
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle { public static let name = "window"; public init() {} }
extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle { public static var automatic: AutomaticMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle { public static var menu: PullDownMenuBarExtraStyle { .init() } }
extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle { public static var window: WindowMenuBarExtraStyle { .init() } }
