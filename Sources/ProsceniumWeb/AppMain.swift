import ArgumentParser
public import Foundation
@_spi(Display) public import Proscenium

extension App {
    /// Starts the app on the browser display, as `@main` does: parses the
    /// command line (`--port`, `--host`, `--no-browser`, files to open),
    /// serves the app on 127.0.0.1, prints its URL (secret included) on its own
    /// line, opens the browser, and runs the main run loop until the app quits.
    @MainActor
    public static func main() {
        AppLauncher.run(Self.self, options: DisplayOptions.parseOrExit())
    }
}

/// Starts apps on the web display.
@MainActor
public enum AppLauncher {
    /// Where an app's open windows are saved: `$XDG_STATE_HOME/NAME/windows.json`
    /// (`~/.local/state/NAME/windows.json` when unset).
    public static func restorationFile(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        stateFolder(appName: appName, environment: environment).appendingPathComponent("windows.json")
    }

    /// Where the address an app's display served on is kept, so that a page
    /// left open reconnects when the app starts again:
    /// `$XDG_STATE_HOME/NAME/display.json`, readable by its owner only.
    public static func displayLeaseFile(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        stateFolder(appName: appName, environment: environment).appendingPathComponent("display.json")
    }

    static func stateFolder(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return state.appendingPathComponent(appName)
    }

    /// Runs `app` with `options`; never returns.
    public static func run<A: App>(_ app: A.Type, options: DisplayOptions) -> Never {
        if options.previews || options.preview != nil { runPreviewGallery(of: A.self, options: options) }
        launch(A.self, name: String(describing: A.self), options: options)
    }

    /// Runs `app` under `name` (its settings, state folder and menu title).
    static func launch<A: App>(_ app: A.Type, name: String, options: DisplayOptions) -> Never {
        // Files open as documents, other URLs go to the scene that handles them.
        let urls = options.paths.map { path in
            if let url = URL(string: path), let scheme = url.scheme, scheme.count > 1 { return url }
            return URL(fileURLWithPath: path)
        }
        // Before the app's code runs: a running instance takes this launch's files instead.
        let instance = options.newInstance ? nil : claimInstance(name: name, urls: urls, browser: options.browser)
        // Before anything reads a setting: Foundation would start over silently.
        SettingsFile.setAsideIfDamaged()
        // Before the app's code runs: its `Bundle.main` resource lookups.
        MainBundleResources.link()
        let runtime = AppRuntime(app, name: name, restorationFile: restorationFile(appName: name))
        let running = RunningDisplay()
        runtime.onQuit = {
            Task { @MainActor in
                await running.display?.stop()
                exit(0)
            }
        }
        runtime.openAtLaunch(urls)
        if let instance { serveLaterLaunches(instance, runtime: runtime, running: running) }
        // Own windows mode where a graphical session and a Chromium-family browser allow it.
        let ownWindows = options.browser && !options.inPage ? WindowPages.browser() : nil
        var displayOptions = options
        if ownWindows != nil { displayOptions.browser = false }
        Task { @MainActor in
            do {
                let display = try await WebDisplay.launch(provider: runtime, options: displayOptions,
                                                          leaseFile: displayLeaseFile(appName: name))
                running.display = display
                if let ownWindows {
                    display.showOwnWindows(browser: ownWindows, profile: stateFolder(appName: name).appendingPathComponent("browser"),
                                           windowClass: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().lastPathComponent,
                                           clientKey: "own-windows")
                    // Menu-bar extras: tray icons where the desktop has a tray, else a small window.
                    Task { await MenuBarExtraTray.start(runtime: runtime, display: display, appName: name) }
                }
                runtime.finishLaunching()
            } catch {
                FileHandle.standardError.write(Data("error: could not start the display: \(error)\n".utf8))
                exit(1)
            }
        }
        // Main-actor work runs on the main thread only while it runs the main run loop.
        while true { RunLoop.main.run() }
    }
}

/// The display an app runs on, once it has started (quitting stops it).
@MainActor
final class RunningDisplay {
    var display: WebDisplay?

    /// Shows the display again, as at launch: a later launch asked for the
    /// app while no page showed it.
    func show(_ url: URL) {
        if display?.reopenOwnWindows() == true { return }
        if !BrowserLauncher.open(url) { FileHandle.standardError.write(Data("\(url.absoluteString)\n".utf8)) }
    }
}
