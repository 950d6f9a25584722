/// How tab views below look: set with `.tabViewStyle(_:)`. The style is the
/// `tabview` element's `style` attribute; the display draws it.
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// What a style tells the tab view.
protocol NamedTabViewStyle {
    /// The `style` attribute; nil for the platform default.
    var styleName: String? { get }
    /// The `indexDisplayMode` attribute of a paged style.
    var indexDisplayName: String? { get }
}

/// The platform's tab view: a strip of tabs above the selected tab's content.
public struct DefaultTabViewStyle: TabViewStyle, NamedTabViewStyle {
    public init() {}
    nonisolated var styleName: String? { nil }
    nonisolated var indexDisplayName: String? { nil }
}

/// Tabs as pages the person swipes between (or steps through with the arrow
/// keys), with a row of dots, one per page, that shows which page is on
/// screen and goes to a page when clicked.
public struct PageTabViewStyle: TabViewStyle, NamedTabViewStyle {
    /// When the row of page dots shows.
    public struct IndexDisplayMode: Sendable, Hashable {
        let name: String
        /// Dots when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Dots even for a single page.
        public static let always = IndexDisplayMode(name: "always")
        /// No dots.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    nonisolated var styleName: String? { "page" }
    nonisolated var indexDisplayName: String? { indexDisplayMode.name }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's default tab view style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paged tabs with dots when there is more than one page.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paged tabs whose dots show as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

nonisolated extension View {
    /// Sets the style of the tab views within this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let named = style as? any NamedTabViewStyle
        let name = named?.styleName, index = named?.indexDisplayName
        return modifier(EnvironmentTransformModifier {
            $0.tabViewStyleName = name
            $0.tabViewIndexDisplayName = index
        })
    }
}

extension EnvironmentValues {
    private struct TabViewStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
    private struct TabViewIndexDisplayKey: EnvironmentKey { static var defaultValue: String? { nil } }

    /// The `style` attribute of tab views below.
    var tabViewStyleName: String? {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    /// The `indexDisplayMode` attribute of paged tab views below.
    var tabViewIndexDisplayName: String? {
        get { self[TabViewIndexDisplayKey.self] }
        set { self[TabViewIndexDisplayKey.self] = newValue }
    }
}
