import ProsceniumHost

/// A type that applies a custom appearance to all tables within a view.
///
/// The built-in styles (`.automatic`, `.inset`, `.bordered`) are the `table`
/// element's `style` attribute (`inset`, `bordered`; absent: automatic) and
/// `alternatesRowBackgrounds`; the display draws them. Any other style's
/// `makeBody(configuration:)` is called for each table below it, with the
/// table (drawn in the style around the custom one) as its configuration.
@MainActor @preconcurrency
public protocol TableStyle {
    /// A view that represents the body of a table.
    associatedtype Body: View

    /// Creates a view that represents the body of a table.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
}

/// The properties of a table, for a `TableStyle` to draw it.
///
/// As in SwiftUI it exposes nothing; the table it holds is drawn where a
/// style's body places the configuration's standard look.
public struct TableStyleConfiguration {
    /// The table, drawn with the built-in style around it.
    let table: AnyView
}

/// The built-in table styles: the display draws them from the table's attributes.
protocol BuiltinTableStyle {
    /// The `style` attribute; nil for the automatic style.
    var styleName: String? { get }
    /// Whether rows alternate their backgrounds; nil: the style's default.
    var alternatesRowBackgrounds: Bool? { get }
}

/// The default table style in the current context.
nonisolated public struct AutomaticTableStyle: TableStyle, BuiltinTableStyle {
    var styleName: String? { nil }
    var alternatesRowBackgrounds: Bool? { nil }

    /// Draws the table in the automatic style.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.table.tableStyle(self)
    }
}

/// The table style that describes the behavior and appearance of a table
/// with its content and selection inset from the table edges.
nonisolated public struct InsetTableStyle: TableStyle, BuiltinTableStyle {
    let alternates: Bool

    /// Creates a default inset table style, with alternating row backgrounds.
    public init() { alternates = true }

    /// Creates an inset table style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }

    var styleName: String? { "inset" }
    var alternatesRowBackgrounds: Bool? { alternates }

    /// Draws the table inset.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.table.tableStyle(self)
    }
}

/// The table style that describes the behavior and appearance of a table
/// with standard border.
nonisolated public struct BorderedTableStyle: TableStyle, BuiltinTableStyle {
    let alternates: Bool

    /// Creates a default bordered table style, with alternating row backgrounds.
    public init() { alternates = true }

    /// Creates a bordered table style with optional alternating row backgrounds.
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }

    var styleName: String? { "bordered" }
    var alternatesRowBackgrounds: Bool? { alternates }

    /// Draws the table with a border.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        configuration.table.tableStyle(self)
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table
    /// with its content and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// An inset table style whose rows alternate their backgrounds or not.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// The table style that describes the behavior and appearance of a table
    /// with standard border.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// A bordered table style whose rows alternate their backgrounds or not.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

nonisolated extension View {
    /// Sets the style for tables within this view.
    public func tableStyle<S>(_ style: S) -> some View where S: TableStyle {
        modifier(EnvironmentTransformModifier { environment in
            if let builtin = style as? any BuiltinTableStyle {
                environment.customTableStyle = nil
                environment.tableStyleName = builtin.styleName
                if let alternates = builtin.alternatesRowBackgrounds {
                    environment.alternatingRowBackgrounds = alternates ? .enabled : .disabled
                }
            } else {
                environment.customTableStyle = style
            }
        })
    }

    /// Controls the visibility of a `Table`'s column header views.
    ///
    /// `.hidden` is the `table` element's `columnHeaders` attribute; the
    /// display then shows the rows alone.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        modifier(EnvironmentTransformModifier { $0.tableColumnHeaders = visibility })
    }
}

extension EnvironmentValues {
    private struct TableStyleNameKey: EnvironmentKey { static var defaultValue: String? { nil } }
    private struct CustomTableStyleKey: EnvironmentKey { static var defaultValue: (any TableStyle)? { nil } }
    private struct TableColumnHeadersKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

    /// The built-in style of tables below: the `table` element's `style`.
    var tableStyleName: String? {
        get { self[TableStyleNameKey.self] }
        set { self[TableStyleNameKey.self] = newValue }
    }

    /// A style of the app's own, whose body draws the tables below.
    var customTableStyle: (any TableStyle)? {
        get { self[CustomTableStyleKey.self] }
        set { self[CustomTableStyleKey.self] = newValue }
    }

    /// Whether tables below show their column headers.
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

/// A table's attributes from its style: `style`, `alternatesRowBackgrounds`, `columnHeaders`.
@MainActor
func tableStyleAttributes(_ environment: EnvironmentValues, into attributes: inout ElementAttributes) {
    if let style = environment.tableStyleName { attributes[.style] = .string(style) }
    alternatesRowBackgroundsAttribute(environment.alternatingRowBackgrounds, into: &attributes)
    if environment.tableColumnHeaders == .hidden { attributes[.columnHeaders] = "hidden" }
}
