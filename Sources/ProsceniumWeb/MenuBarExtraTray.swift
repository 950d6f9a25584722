import Foundation
import Logging
@_spi(Display) import Proscenium
import ProsceniumDBus

/// Own windows mode: the app's menu-bar extras where a Linux desktop shows
/// such things. Where the desktop hosts tray icons (a
/// `org.kde.StatusNotifierWatcher` on the session bus), each extra is a
/// StatusNotifierItem whose click opens the extra, its menu or window, in
/// the extras' small window; elsewhere that small window stays open, as a
/// Mac's menu bar keeps its extras in sight.
@MainActor
enum MenuBarExtraTray {
    static let log = Logger(label: "proscenium.tray")

    /// The items on the bus, kept for the app's life.
    private static var items: [StatusNotifierItem] = []

    /// Puts `runtime`'s extras on the desktop's tray, or shows the small window.
    static func start(runtime: AppRuntime, display: WebDisplay, appName: String,
                      environment: [String: String] = ProcessInfo.processInfo.environment) async {
        let extras = runtime.menuBarExtras
        guard !extras.isEmpty else { return }
        let title = extras.count == 1 && !extras[0].title.isEmpty ? extras[0].title : appName
        // The executable's name, as the desktop entry and the windows' class name the app.
        let appID = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().lastPathComponent
        var registered = false
        for (index, extra) in extras.enumerated() {
            do {
                // One connection for each item: each exports /StatusNotifierItem.
                let connection = try await DBusConnection.session(environment: environment)
                let appearance = StatusNotifierItem.Appearance(
                    id: extras.count == 1 ? appID : "\(appID)-\(index + 1)",
                    title: extra.title.isEmpty ? appName : extra.title,
                    iconName: TrayIconName.forSymbol(extra.systemImage))
                let id = extra.id
                let item = try await StatusNotifierItem(connection: connection, appearance: appearance, number: index + 1) { _, _, _ in
                    Task { @MainActor in
                        // Every page shows the one session of own windows mode.
                        runtime.sessions.first?.openMenuBarExtra(id: id)
                        display.showMenuBarExtras(title: title)
                    }
                }
                items.append(item)
                if await item.register() { registered = true }
            } catch {
                log.info("no tray icon for the menu-bar extra: \(error)")
            }
        }
        if !registered {
            log.info("the desktop has no tray (no StatusNotifierWatcher): the menu-bar extras get a small window")
            display.showMenuBarExtras(title: title)
        }
    }
}

/// The icon theme's name for an extra's SF Symbol (the freedesktop Icon
/// Naming Specification's names, which every theme has), for the tray.
enum TrayIconName {
    static let bySymbol: [String: String] = [
        "star": "starred", "star.fill": "starred", "heart": "emblem-favorite", "heart.fill": "emblem-favorite",
        "gear": "preferences-system", "gearshape": "preferences-system", "gearshape.fill": "preferences-system",
        "bell": "preferences-desktop-notification", "bell.fill": "preferences-desktop-notification",
        "clock": "appointment-soon", "timer": "appointment-soon", "calendar": "x-office-calendar",
        "envelope": "mail-unread", "envelope.fill": "mail-unread", "speaker.wave.2": "audio-volume-medium",
        "speaker.slash": "audio-volume-muted", "wifi": "network-wireless", "battery.100": "battery-full",
        "bolt": "battery-full-charging", "sun.max": "weather-clear", "cloud": "weather-overcast",
        "moon": "weather-clear-night", "music.note": "audio-x-generic", "play.fill": "media-playback-start",
        "pause.fill": "media-playback-pause", "magnifyingglass": "system-search", "trash": "user-trash",
        "folder": "folder", "doc": "text-x-generic", "doc.text": "text-x-generic", "house": "go-home",
        "info.circle": "dialog-information", "exclamationmark.triangle": "dialog-warning",
        "questionmark.circle": "help-browser", "lock": "system-lock-screen", "printer": "printer",
        "camera": "camera-photo", "mic": "audio-input-microphone", "globe": "applications-internet",
        "keyboard": "input-keyboard", "display": "video-display", "cpu": "computer",
    ]

    /// The name for `symbol`, its base name's (`star.circle` is `star`'s), else a generic application's.
    static func forSymbol(_ symbol: String?) -> String {
        guard let symbol else { return fallback }
        if let name = bySymbol[symbol] { return name }
        var parts = symbol.split(separator: ".")
        while parts.count > 1 {
            parts.removeLast()
            if let name = bySymbol[parts.joined(separator: ".")] { return name }
        }
        return fallback
    }

    static let fallback = "application-x-executable"
}
