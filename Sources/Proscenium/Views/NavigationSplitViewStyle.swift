import ProsceniumHost

/// A type that specifies the appearance and interaction of navigation split
/// views within a view hierarchy: set with `navigationSplitViewStyle(_:)`.
///
/// The built-in styles tell the split view what a shown sidebar does to the
/// detail column (its `split` element's `style`); a style of your own
/// draws the split view from its configuration.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
    /// A view that represents the body of a navigation split view.
    associatedtype Body: View

    /// Creates a view that represents the body of a navigation split view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a navigation split view instance.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// The properties of a navigation split view instance.
public struct NavigationSplitViewStyleConfiguration {
    /// The split view, drawn in the standard way.
    let split: any View
}

/// A navigation split style that resolves its appearance automatically
/// based on the current context: on macOS, `balanced`.
@MainActor @preconcurrency
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of the automatic navigation split view style.
    public init() {}

    /// The split view, its detail column narrower by the leading columns.
    public func makeBody(configuration: Configuration) -> some View {
        StyledNavigationSplitView(configuration: configuration, styleName: nil)
    }
}

/// A navigation split style that reduces the size of the detail content to
/// make room when showing the leading column or columns.
@MainActor @preconcurrency
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of `BalancedNavigationSplitViewStyle`.
    public init() {}

    /// The split view, its detail column beside the leading columns.
    public func makeBody(configuration: Configuration) -> some View {
        StyledNavigationSplitView(configuration: configuration, styleName: "balanced")
    }
}

/// A navigation split style that attempts to maintain the size of the
/// detail content when hiding or showing the leading columns: here the
/// detail keeps the split view's whole width and a shown sidebar (and
/// content column) lies over its leading edge.
@MainActor @preconcurrency
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates an instance of `ProminentDetailNavigationSplitViewStyle`.
    public init() {}

    /// The split view, its leading columns over the detail column.
    public func makeBody(configuration: Configuration) -> some View {
        StyledNavigationSplitView(configuration: configuration, styleName: "prominentDetail")
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically
    /// based on the current context.
    @MainActor @preconcurrency public static var automatic: AutomaticNavigationSplitViewStyle {
        AutomaticNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content
    /// to make room when showing the leading column or columns.
    @MainActor @preconcurrency public static var balanced: BalancedNavigationSplitViewStyle {
        BalancedNavigationSplitViewStyle()
    }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the
    /// detail content when hiding or showing the leading columns.
    @MainActor @preconcurrency public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

nonisolated extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S>(_ style: S) -> some View where S: NavigationSplitViewStyle {
        modifier(EnvironmentTransformModifier { $0.navigationSplitViewStyle = style })
    }
}

/// A built-in style's split view: the configuration's split, told the
/// style's name, with no style of the app's around it.
nonisolated struct StyledNavigationSplitView: PrimitiveView {
    let configuration: NavigationSplitViewStyleConfiguration
    let styleName: String?

    @MainActor func render(into context: inout RenderContext) {
        context.childEnvironment.navigationSplitViewStyle = nil
        context.childEnvironment.navigationSplitViewStyleName = styleName
        context.addChildren(configuration.split)
    }
}

extension EnvironmentValues {
    private struct NavigationSplitViewStyleKey: EnvironmentKey {
        static var defaultValue: (any NavigationSplitViewStyle)? { nil }
    }

    private struct NavigationSplitViewStyleNameKey: EnvironmentKey {
        static var defaultValue: String? { nil }
    }

    /// The style for the navigation split views below, until one draws itself with it.
    var navigationSplitViewStyle: (any NavigationSplitViewStyle)? {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }

    /// The `style` attribute of the split views below, which a built-in style sets.
    var navigationSplitViewStyleName: String? {
        get { self[NavigationSplitViewStyleNameKey.self] }
        set { self[NavigationSplitViewStyleNameKey.self] = newValue }
    }
}
