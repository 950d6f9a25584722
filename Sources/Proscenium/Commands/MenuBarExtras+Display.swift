/// A menu-bar extra as a display shows it outside the page: a tray icon.
@_spi(Display) public struct MenuBarExtraSummary: Sendable, Equatable {
    /// The scene's ID, for `AppSession.openMenuBarExtra(id:)`.
    public let id: String
    public let title: String
    /// The SF Symbol of `MenuBarExtra(_:systemImage:content:)`, if any.
    public let systemImage: String?
}

/// How each menu-bar extra of a menu bar is opened from outside the page,
/// by scene ID: the extra's element registers it when it renders.
@MainActor
final class MenuBarExtraOpeners {
    var byID: [String: () -> Void] = [:]
}

extension AppRuntime {
    /// The app's menu-bar extras (those inserted), in the app's order.
    @_spi(Display) public var menuBarExtras: [MenuBarExtraSummary] {
        declarations.compactMap { declaration in
            guard declaration.kind == .menuBarExtra, let extra = declaration.menuBarExtra else { return nil }
            return MenuBarExtraSummary(id: declaration.id, title: extra.title, systemImage: extra.systemImage)
        }
    }
}

extension AppSession {
    /// Opens a menu-bar extra as a click on it in the menu bar does (a tray
    /// icon was activated): its `open` attribute turns true and a window-style
    /// extra's views are made. Returns false for an extra this session's menu
    /// bar does not show.
    @_spi(Display) @discardableResult
    public func openMenuBarExtra(id: String) -> Bool {
        guard let opener = (menus as? MenuBarController)?.extraOpeners.byID[id] else { return false }
        opener()
        return true
    }
}
