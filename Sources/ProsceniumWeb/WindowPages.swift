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

    /// Hands an event to the shared session (what the window manager did to a window).
    var deliver: (HostEvent) -> Void = { _ in }
    /// The profile's browser, started with a DevTools pipe, while it runs.
    private var devTools: DevToolsPipe?
    /// The window manager's and the app's window states, kept in step through `devTools`.
    private var states: OwnWindowStates?

    /// Follows the shared session: a page for each window it shows.
    func follow(_ change: SharedSessionChange) {
        switch change {
        case .snapshot(let surfaces):
            for surface in surfaces {
                open(surface)
                states?.appChanged(surface.id.rawValue, surface.attributes)
            }
        case .update(let update):
            for change in update.changes {
                switch change {
                case .open(let surface):
                    open(surface)
                    states?.appChanged(surface.id.rawValue, surface.attributes)
                case .configure(let id, let attributes):
                    states?.appChanged(id.rawValue, attributes)
                case .close(let id):
                    opened.remove(id.rawValue)
                    states?.appClosed(id.rawValue)
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

    /// The fragment of the page of window `id`: `#window=ID`.
    static func fragment(window id: String) -> String {
        var allowed = CharacterSet.urlFragmentAllowed
        allowed.remove(charactersIn: "&=#")
        return "#window=" + (id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id)
    }

    /// The browser's arguments for the page of window `id`.
    func arguments(window id: String, attributes: SurfaceAttributes?) -> [String] {
        let page = address.absoluteString + Self.fragment(window: id)
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

    /// What the page of the menu-bar extras' small window asks for as its window (main.js).
    static let extrasPage = "menu-bar-extras"

    /// The browser's arguments for the small window of the menu-bar extras, titled `title`.
    func extrasArguments(title: String) -> [String] {
        var fragment = CharacterSet.urlFragmentAllowed
        fragment.remove(charactersIn: "&=#")
        let page = address.absoluteString + "#extras=" + (title.addingPercentEncoding(withAllowedCharacters: fragment) ?? "")
        var arguments = ["--app=\(page)", "--user-data-dir=\(profile.path)", "--class=\(windowClass)",
                         "--no-first-run", "--no-default-browser-check", "--window-size=360,420"]
        if getuid() == 0 { arguments += ["--no-sandbox", "--test-type"] }
        return arguments
    }

    /// Opens the small window of the menu-bar extras: where the desktop has
    /// no tray, or when the extra's tray icon is clicked.
    func openExtras(title: String) {
        // A page on its way (launched, not yet connected) is not launched twice.
        let now = ContinuousClock.now
        if let last = extrasLaunched, now - last < .seconds(10) { return }
        extrasLaunched = now
        run(extrasArguments(title: title), what: "the menu-bar extras")
    }

    private var extrasLaunched: ContinuousClock.Instant?

    private func launch(window id: String, attributes: SurfaceAttributes?) {
        run(arguments(window: id, attributes: attributes), what: "window \(id)")
    }

    /// Whether the profile's browser has answered on its pipe: launched before
    /// then, another browser could take the profile and the pipe's would hand
    /// its window over and end.
    private var devToolsReady = false
    /// Windows to open once the profile's browser is up.
    private var waiting: [(arguments: [String], what: String)] = []

    private func run(_ arguments: [String], what: String) {
        if devTools?.isOpen == true, !devToolsReady {
            waiting.append((arguments, what))
            return
        }
        if devTools?.isOpen != true {
            // The first window starts the profile's browser, with the DevTools pipe.
            do {
                try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
                let pipe = try DevToolsPipe(browser: browser, arguments: arguments)
                devTools = pipe
                states?.stop()
                let deliver = self.deliver
                states = OwnWindowStates(devTools: pipe, pageURL: Self.fragment(window:), deliver: { deliver($0) })
                devToolsReady = false
                Task { [weak self] in
                    _ = try? await pipe.call("Browser.getVersion", as: DevToolsPipe.Empty.self)
                    guard let self else { return }
                    self.devToolsReady = true
                    let queued = self.waiting
                    self.waiting = []
                    for launch in queued { self.run(launch.arguments, what: launch.what) }
                }
                Self.log.info("opened a window of its own", metadata: ["window": "\(what)"])
                return
            } catch {
                Self.log.error("could not start \(browser.path) with a DevTools pipe: \(error)")
            }
        }
        let process = Process()
        process.executableURL = browser
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try process.run()
            processes.removeAll { !$0.isRunning }
            processes.append(process)
            Self.log.info("opened a window of its own", metadata: ["window": "\(what)"])
        } catch {
            Self.log.error("could not start \(browser.path) for \(what): \(error)")
        }
    }

    /// Closes the browser windows: the app is quitting.
    func closeAll() {
        states?.stop()
        devTools?.terminate()
        closeBrowser()
        for process in processes where process.isRunning { process.terminate() }
        processes.removeAll()
    }
}
