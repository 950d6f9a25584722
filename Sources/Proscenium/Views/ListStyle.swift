/// How lists below look: set with `.listStyle(_:)`. The style is the list
/// element's `style` attribute; the display draws it.
@MainActor @preconcurrency
public protocol ListStyle {}

/// A list style the display knows by name.
protocol NamedListStyle: ListStyle {
    /// The `style` attribute; nil for the platform default.
    static var styleName: String? { get }
}

/// The platform's default list look.
public struct DefaultListStyle: ListStyle, NamedListStyle {
    public init() {}
    static var styleName: String? { nil }
}

/// Rows edge to edge, without decoration.
public struct PlainListStyle: ListStyle, NamedListStyle {
    public init() {}
    static var styleName: String? { "plain" }
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, NamedListStyle, AlternatingListStyle {
    nonisolated let alternates: Bool?
    public init() { alternates = nil }
    /// Creates an inset list style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    static var styleName: String? { "inset" }
}

/// Sections as inset, rounded groups.
public struct InsetGroupedListStyle: ListStyle, NamedListStyle {
    public init() {}
    static var styleName: String? { "insetGrouped" }
}

/// Sections as groups on a grouped background.
public struct GroupedListStyle: ListStyle, NamedListStyle {
    public init() {}
    static var styleName: String? { "grouped" }
}

/// A sidebar: sections that collapse, on the sidebar background.
public struct SidebarListStyle: ListStyle, NamedListStyle {
    public init() {}
    static var styleName: String? { "sidebar" }
}

/// Rows in a bordered box.
public struct BorderedListStyle: ListStyle, NamedListStyle, AlternatingListStyle {
    nonisolated let alternates: Bool?
    public init() { alternates = nil }
    /// Creates a bordered list style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    static var styleName: String? { "bordered" }
}

/// A list style that may say whether rows alternate their backgrounds.
protocol AlternatingListStyle: ListStyle {
    /// nil: as the environment says.
    nonisolated var alternates: Bool? { get }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
    /// An inset list style whose rows alternate their backgrounds or not.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
        InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { BorderedListStyle() }
    /// A bordered list style whose rows alternate their backgrounds or not.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

nonisolated extension View {
    /// Sets how lists in this view look.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let name = (S.self as? any NamedListStyle.Type)?.styleName
        let alternates = (style as? any AlternatingListStyle)?.alternates
        return modifier(EnvironmentTransformModifier { environment in
            environment.listStyleName = name
            if let alternates { environment.alternatingRowBackgrounds = alternates ? .enabled : .disabled }
        })
    }
}

extension EnvironmentValues {
    private struct ListStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }

    /// The `style` attribute of lists below.
    var listStyleName: String? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}
