/// Defines the implementation of all control groups within a view
/// hierarchy: a style of your own draws each group from its label and its
/// controls; the built-in styles draw them joined (`.automatic`,
/// `.navigation`, `.palette`) or as a menu of them (`.menu`, `.compactMenu`).
public protocol ControlGroupStyle {
    /// A view representing the body of a control group.
    associatedtype Body: View

    /// Creates a view representing the body of a control group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a control group.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group.
public struct ControlGroupStyleConfiguration {
    /// A type-erased content of a control group.
    public struct Content: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ControlGroupStyleConfiguration.Content has no body") }
    }

    /// A type-erased label of a control group.
    public struct Label: View, StyleConfigurationPart {
        let content: any View
        public typealias Body = Never
        public var body: Never { fatalError("ControlGroupStyleConfiguration.Label has no body") }
    }

    /// A view that represents the content of the control group.
    public let content: ControlGroupStyleConfiguration.Content
    /// A view that provides the optional label of the control group.
    public let label: ControlGroupStyleConfiguration.Label
}

/// How a built-in control group style draws the group.
enum BuiltinControlGroupLook {
    /// Joined, as one segmented control.
    case joined
    /// A menu of its controls, with its label (or only its icon, compact).
    case menu(compact: Bool)
}

/// Styles the display draws itself (or as a menu).
protocol BuiltinControlGroupStyle {
    var look: BuiltinControlGroupLook { get }
}

/// The default control group style: the controls joined.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltinControlGroupStyle {
    public init() {}
    var look: BuiltinControlGroupLook { .joined }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

/// The navigation control group style: back and forward buttons joined, as on a Mac.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltinControlGroupStyle {
    public init() {}
    var look: BuiltinControlGroupLook { .joined }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).controlGroupStyle(self) }
}

/// A control group style that presents its content as a palette: the
/// controls side by side, drawn joined here.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltinControlGroupStyle {
    public init() {}
    var look: BuiltinControlGroupLook { .joined }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).controlGroupStyle(self) }
}

/// A control group style that presents its content as a menu when the user
/// presses the control: a menu button with the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltinControlGroupStyle {
    public init() {}
    var look: BuiltinControlGroupLook { .menu(compact: false) }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).controlGroupStyle(self) }
}

/// A control group style that presents its content as a compact menu: a
/// menu button showing only its label's icon.
public struct CompactMenuControlGroupStyle: ControlGroupStyle, BuiltinControlGroupStyle {
    public init() {}
    var look: BuiltinControlGroupLook { .menu(compact: true) }
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration).controlGroupStyle(self) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// A control group style that presents its content as a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Creates a control group based on a style configuration: drawn by the
    /// built-in style in effect.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: { configuration.content })
        label = configuration.label
    }
}

nonisolated extension View {
    /// Sets the style for control groups within this view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.controlGroupStyle = style is AutomaticControlGroupStyle ? nil : style
        })
    }
}

extension EnvironmentValues {
    private struct ControlGroupStyleKey: EnvironmentKey { static var defaultValue: (any ControlGroupStyle)? { nil } }

    /// The control group style below, unless automatic.
    var controlGroupStyle: (any ControlGroupStyle)? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}
