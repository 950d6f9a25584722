import Foundation
import ProsceniumHost

/// UIKit's navigation bar, as SwiftUI apps use it beside a navigation
/// view: SwiftUI shows the navigation title in it, so what the app sets on
/// `UINavigationBar.appearance()` shows in every window's title bar, where
/// a Mac shows the title: `titleTextAttributes`' `.foregroundColor`
/// colours the title (else `largeTitleTextAttributes`', the large title a
/// Mac never draws).
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// How the title's text is drawn: `.foregroundColor` (a `UIColor`) and `.font`.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceSettingChanged() }
    }

    /// How the large title's text is drawn (the title, on a Mac).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceSettingChanged() }
    }

    /// Whether the bar shows large titles: kept (a Mac's title bar has one size).
    open var prefersLargeTitles = false

    /// Whether the bar lets content show through: kept.
    open var isTranslucent = true

    /// The title's colour the attributes give, if any.
    var titleColor: UIColor? {
        (titleTextAttributes?[.foregroundColor] as? UIColor) ?? (largeTitleTextAttributes?[.foregroundColor] as? UIColor)
    }
}

/// UIKit's tab bar, as SwiftUI apps use it beside a `TabView`: SwiftUI
/// shows a tab view's tabs in one, so what the app sets on
/// `UITabBar.appearance()` shows on every tab view's strip of tabs:
/// `barTintColor` fills it and `unselectedItemTintColor` colours the tabs
/// not selected.
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// The colour that fills the bar.
    open var barTintColor: UIColor? {
        didSet { appearanceSettingChanged() }
    }

    /// The colour of the tabs not selected.
    open var unselectedItemTintColor: UIColor? {
        didSet { appearanceSettingChanged() }
    }

    /// Whether the bar lets content show through: kept.
    open var isTranslucent = true
}

/// What a tab view takes from `UITabBar.appearance()`.
@MainActor func tabBarAppearance(in node: ViewNode, into attributes: inout ElementAttributes) {
    let colors = AppearanceProxies.read(in: node) { () -> (ColorValue?, ColorValue?) in
        guard let bar = AppearanceProxies.existingProxy(of: UITabBar.self) else { return (nil, nil) }
        return (bar.barTintColor?.value, bar.unselectedItemTintColor?.value)
    }
    if let bar = colors.0 { attributes[.barTint] = .color(bar) }
    if let unselected = colors.1 { attributes[.unselectedTint] = .color(unselected) }
}
