/// How a `NavigationView` shows its views: set with `.navigationViewStyle(_:)`.
/// The stack style shows one view at a time, links pushing their
/// destinations on it (a `navstack`, as `NavigationStack`); the column
/// styles, and the automatic one here, show the views side by side.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// Which way the navigation views below show, for `NavigationView`.
enum NavigationViewStyleKind: Sendable {
    case columns, stack
}

/// A style the navigation view knows by kind.
protocol KnownNavigationViewStyle {
    static var kind: NavigationViewStyleKind { get }
}

/// The default navigation view style: columns, as on macOS and iPadOS.
public struct DefaultNavigationViewStyle: NavigationViewStyle, KnownNavigationViewStyle {
    public init() {}
    nonisolated static var kind: NavigationViewStyleKind { .columns }
}

/// Views in columns, a link in one showing its destination in the next.
public struct ColumnNavigationViewStyle: NavigationViewStyle, KnownNavigationViewStyle {
    nonisolated static var kind: NavigationViewStyleKind { .columns }
}

/// A primary view stack whose links show a detail view beside it.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, KnownNavigationViewStyle {
    public init() {}
    nonisolated static var kind: NavigationViewStyleKind { .columns }
}

/// One view at a time: a link pushes its destination over it, and a back
/// control pops it.
public struct StackNavigationViewStyle: NavigationViewStyle, KnownNavigationViewStyle {
    public init() {}
    nonisolated static var kind: NavigationViewStyleKind { .stack }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default style of the context (columns here).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Views in columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time, pushed and popped.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension View {
    /// Sets the style of the navigation views within this view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        let kind = (S.self as? any KnownNavigationViewStyle.Type)?.kind ?? .columns
        return modifier(EnvironmentTransformModifier { $0.navigationViewStyleKind = kind })
    }
}

extension EnvironmentValues {
    private struct NavigationViewStyleKey: EnvironmentKey {
        static var defaultValue: NavigationViewStyleKind { .columns }
    }

    /// The style `NavigationView`s below show in.
    var navigationViewStyleKind: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}
