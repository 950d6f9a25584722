import Foundation
import Logging
import ProsceniumHost

/// Own windows mode: each of the app's windows is a window of its own on the
/// person's desktop, a Chromium app window (`--app`) whose page shows that
/// one window, full size, under the app's menu bar. Every page shows the one
/// session the display keeps (`SessionHub.startSharedSession`); a window the
/// app opens gets its page, and a page whose window the app closes closes
/// itself.
///
/// The browser runs with a profile of the app's own
/// (`$XDG_STATE_HOME/APP/browser`), so its windows are the app's alone and
/// go when it quits.
@MainActor
final class WindowPages {
    static let log = Logger(label: "proscenium.web.windows")

    /// The Chromium-family browsers looked for on `PATH`, in this order.
    static let browserNames = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "brave-browser",
                               "microsoft-edge"]

    /// The browser to open own windows with: one of `browserNames` on
    /// `PATH`, when there is a graphical session (`DISPLAY` or `WAYLAND_DISPLAY`).
    static func browser(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let graphical = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard graphical else { return nil }
        for name in browserNames {
            if let found = BrowserLauncher.executable(named: name, path: environment["PATH"]) { return found }
        }
        return nil
    }

    let browser: URL
    let profile: URL
    /// The windows' class (`WM_CLASS`), which the app's desktop entry names.
    let windowClass: String
    /// The display's address, with its token.
    let address: URL
    /// The windows whose page was asked for, by surface ID.
    private(set) var opened: Set<String> = []
    /// The first browser process: the profile's, which the others hand their window to.
    private var processes: [Process] = []

    init(browser: URL, profile: URL, windowClass: String, address: URL) {
        self.browser = browser
        self.profile = profile
        self.windowClass = windowClass
        self.address = address
        // A browser left by an instance that did not quit (killed) shows its
        // windows still; they are this instance's to open again.
        closeBrowser()
    }

    /// Ends the browser running with the app's profile, if any: the process
    /// its `SingletonLock` names (`HOST-PID`), when its command line is that
    /// browser's with this profile.
    private func closeBrowser() {
        guard let lock = try? FileManager.default.destinationOfSymbolicLink(atPath: profile.appendingPathComponent("SingletonLock").path),
              let pid = lock.split(separator: "-").last.flatMap({ Int32($0) }), pid > 0,
              let commandLine = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return }
        let arguments = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard arguments.contains("--user-data-dir=\(profile.path)") else { return }
        kill(pid, SIGTERM)
    }

    /// Follows the shared session: a page for each window it shows.
    func follow(_ change: SharedSessionChange) {
        switch change {
        case .snapshot(let surfaces):
            for surface in surfaces { open(surface) }
        case .update(let update):
            for change in update.changes {
                switch change {
                case .open(let surface): open(surface)
                case .close(let id): opened.remove(id.rawValue)
                default: break
                }
            }
        }
    }

    private func open(_ surface: Surface) {
        guard surface.attributes.kind == .window, !opened.contains(surface.id.rawValue) else { return }
        opened.insert(surface.id.rawValue)
        launch(window: surface.id.rawValue, attributes: surface.attributes)
    }

    /// Opens again the page of each window that has none (its browser
    /// window was closed behind the app's back, say).
    func reopen(except shown: Set<String>, windows: [String]) {
        for id in windows where !shown.contains(id) {
            launch(window: id, attributes: nil)
        }
    }

    /// The browser's arguments for the page of window `id`.
    func arguments(window id: String, attributes: SurfaceAttributes?) -> [String] {
        var fragment = CharacterSet.urlFragmentAllowed
        fragment.remove(charactersIn: "&=#")
        let page = address.absoluteString + "#window=" + (id.addingPercentEncoding(withAllowedCharacters: fragment) ?? id)
        var arguments = ["--app=\(page)", "--user-data-dir=\(profile.path)", "--class=\(windowClass)",
                         "--no-first-run", "--no-default-browser-check"]
        if let width = attributes?.width, let height = attributes?.height, width > 0, height > 0 {
            // The page's size plus the menu bar (what the window's page adds above it).
            arguments.append("--window-size=\(Int(width.rounded())),\(Int(height.rounded()) + Self.menuBarHeight)")
        }
        if let x = attributes?.x, let y = attributes?.y, x.isFinite, y.isFinite {
            // Where the window was (restored), as the page reported it (`screenX`, `screenY`).
            arguments.append("--window-position=\(Int(x.rounded())),\(Int(y.rounded()))")
        }
        // Chromium refuses to run as root with its sandbox (containers, CI);
        // --test-type keeps it from saying so in a bar across each window.
        if getuid() == 0 { arguments += ["--no-sandbox", "--test-type"] }
        return arguments
    }

    /// The height of the menu bar at the top of each window's page (desktop.css).
    static let menuBarHeight = 30

    private func launch(window id: String, attributes: SurfaceAttributes?) {
        let process = Process()
        process.executableURL = browser
        process.arguments = arguments(window: id, attributes: attributes)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try process.run()
            processes.removeAll { !$0.isRunning }
            processes.append(process)
            Self.log.info("opened a window of its own", metadata: ["window": "\(id)"])
        } catch {
            Self.log.error("could not start \(browser.path) for a window: \(error)")
        }
    }

    /// Closes the browser windows: the app is quitting.
    func closeAll() {
        closeBrowser()
        for process in processes where process.isRunning { process.terminate() }
        processes.removeAll()
    }
}
