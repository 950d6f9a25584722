/// A button that displays a menu when pressed (deprecated in SwiftUI: use
/// `Menu`). It is a `Menu` of the same label and content, drawn in the
/// style `menuButtonStyle(_:)` sets.
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Menu")
nonisolated public struct MenuButton<Label, Content>: View where Label: View, Content: View {
    let label: Label
    let content: Content
    @Environment(\.menuButtonStyleKind) private var style

    /// A menu button with a label view.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    @MainActor public var body: some View {
        let menu = Menu(content: { content }, label: { label })
        switch style {
        case .automatic: menu
        case .pullDown: menu.menuStyle(.button)
        case .borderless: menu.menuStyle(.borderlessButton).menuIndicator(.hidden)
        case .borderlessPullDown: menu.menuStyle(.borderlessButton).menuIndicator(.visible)
        }
    }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "Menu")
extension MenuButton where Label == Text {
    /// A menu button titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A menu button titled by a string.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }
}

/// A custom specification for the appearance and interaction of a menu button.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
public protocol MenuButtonStyle {}

/// The kinds of menu button look.
enum MenuButtonStyleKind: Sendable { case automatic, pullDown, borderless, borderlessPullDown }

/// Styles that say which look they are.
protocol MenuButtonStyleKindProviding { var kind: MenuButtonStyleKind { get } }

/// The default menu button style.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
public struct DefaultMenuButtonStyle: MenuButtonStyle, MenuButtonStyleKindProviding {
    public init() {}
    var kind: MenuButtonStyleKind { .automatic }
}

/// A menu button style that shows a bordered pull-down button with its
/// menu's arrow.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
public struct PullDownMenuButtonStyle: MenuButtonStyle, MenuButtonStyleKindProviding {
    public init() {}
    var kind: MenuButtonStyleKind { .pullDown }
}

/// A menu button style that shows a borderless button, without an
/// indication of its menu.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
public struct BorderlessButtonMenuButtonStyle: MenuButtonStyle, MenuButtonStyleKindProviding {
    public init() {}
    var kind: MenuButtonStyleKind { .borderless }
}

/// A menu button style that shows a borderless pull-down button with its
/// menu's arrow.
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
public struct BorderlessPullDownMenuButtonStyle: MenuButtonStyle, MenuButtonStyleKindProviding {
    public init() {}
    var kind: MenuButtonStyleKind { .borderlessPullDown }
}

nonisolated extension View {
    /// Sets the style for menu buttons within this view.
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
    public func menuButtonStyle<S>(_ style: S) -> some View where S: MenuButtonStyle {
        let kind = (style as? any MenuButtonStyleKindProviding)?.kind ?? .automatic
        return modifier(EnvironmentTransformModifier { $0.menuButtonStyleKind = kind })
    }
}

extension EnvironmentValues {
    private struct MenuButtonStyleKey: EnvironmentKey { static var defaultValue: MenuButtonStyleKind { .automatic } }

    /// The look of menu buttons below.
    var menuButtonStyleKind: MenuButtonStyleKind {
        get { self[MenuButtonStyleKey.self] }
        set { self[MenuButtonStyleKey.self] = newValue }
    }
}
