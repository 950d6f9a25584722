import ProsceniumHost

/// A look for menus: `.automatic`, `.button`, `.borderlessButton` (the
/// label alone, no bezel), `.borderedButton`, or a custom style whose
/// `makeBody(configuration:)` draws the menu (usually `Menu(configuration)`
/// with modifiers).
///
/// The built-in styles are the `menubutton` element's `style` attribute
/// (`button`, `borderlessButton`, `borderedButton`; absent: automatic).
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu, for a `MenuStyle` to draw it.
public struct MenuStyleConfiguration {
    /// A type-erased label of a menu.
    public struct Label: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("MenuStyleConfiguration.Label has no body") }
    }

    /// A type-erased content of a menu.
    public struct Content: View {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("MenuStyleConfiguration.Content has no body") }
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension MenuStyleConfiguration.Label: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

extension MenuStyleConfiguration.Content: ViewListProvider {
    package func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        flattenItems(content, key: key, traits: traits, into: &items)
    }
}

/// Styles the display draws itself.
@MainActor
protocol BuiltinMenuStyle {
    /// The `style` attribute; nil for the default.
    var styleName: String? { get }
    /// False: the style hides the menu's arrow.
    var showsIndicator: Bool { get }
}

extension BuiltinMenuStyle {
    var showsIndicator: Bool { true }
}

/// The default menu style, based on the menu's context.
nonisolated public struct DefaultMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates a default menu style.
    public init() {}
    var styleName: String? { nil }
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration).menuStyle(self) }
}

/// A menu style that displays a button that toggles the display of the menu's contents.
nonisolated public struct ButtonMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates a button menu style.
    public init() {}
    var styleName: String? { "button" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration).menuStyle(self) }
}

/// A menu style that displays a borderless button (the label without a bezel)
/// that toggles the display of the menu's contents.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinMenuStyle {
    let showsIndicator: Bool

    /// Creates a borderless button menu style.
    public init() { showsIndicator = true }

    /// Creates a borderless button menu style, specifying whether to show a
    /// visual menu indicator (the arrow).
    @available(macOS, introduced: 11.0, deprecated: 12.0, message: "Use menuIndicator(_:) instead.")
    public init(showsMenuIndicator: Bool) { showsIndicator = showsMenuIndicator }

    var styleName: String? { "borderlessButton" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration).menuStyle(self) }
}

/// A menu style that displays a bordered button that toggles the display of
/// the menu's contents (macOS).
nonisolated public struct BorderedButtonMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates a bordered button menu style.
    public init() {}
    var styleName: String? { "borderedButton" }
    @MainActor public func makeBody(configuration: Configuration) -> some View { Menu(configuration).menuStyle(self) }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default menu style, based on the menu's context.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == BorderedButtonMenuStyle {
    /// A menu style that displays a bordered button (macOS).
    public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// A standard menu from a style's configuration, drawn with the built-in style in effect.
    public init(_ configuration: MenuStyleConfiguration) {
        self.content = configuration.content
        self.label = configuration.label
        self.primaryAction = configuration.primaryAction
    }
}

nonisolated extension View {
    /// Draws the menus in this view with `style`.
    @MainActor public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinMenuStyle {
                environment.customMenuStyle = nil
                environment.menuStyleName = builtin.styleName
                if !builtin.showsIndicator { environment.menuIndicatorVisibility = .hidden }
            } else {
                environment.customMenuStyle = style
            }
        })
    }

    /// Shows or hides the arrow of the menus in this view.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(EnvironmentTransformModifier { $0.menuIndicatorVisibility = visibility })
    }
}

extension EnvironmentValues {
    private struct CustomMenuStyleKey: EnvironmentKey { static var defaultValue: (any MenuStyle)? { nil } }
    private struct MenuStyleNameKey: EnvironmentKey { static var defaultValue: String? { nil } }
    private struct MenuIndicatorKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

    var customMenuStyle: (any MenuStyle)? {
        get { self[CustomMenuStyleKey.self] }
        set { self[CustomMenuStyleKey.self] = newValue }
    }

    /// The `style` attribute of menu buttons below.
    var menuStyleName: String? {
        get { self[MenuStyleNameKey.self] }
        set { self[MenuStyleNameKey.self] = newValue }
    }

    /// The menu indicator visibility to apply to controls within a view.
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}
