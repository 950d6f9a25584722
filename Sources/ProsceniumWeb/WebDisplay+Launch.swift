import Foundation
public import ProsceniumHost

extension WebDisplay {
    /// Starts a display as the command line asks, writes its URL to standard
    /// output on a line of its own, and opens it in the browser unless
    /// `--no-browser` was given: what an app's `main` does.
    ///
    /// ```swift
    /// let options = DisplayOptions.parseOrExit()
    /// let display = try await WebDisplay.launch(provider: app, options: options)
    /// ```
    @discardableResult
    public static func launch(provider: any DisplaySessionProvider, options: DisplayOptions) async throws -> WebDisplay {
        try await launch(provider: provider, configuration: options.displayConfiguration, openingBrowser: options.browser)
    }

    static func launch(provider: any DisplaySessionProvider, configuration: Configuration,
                       openingBrowser: Bool) async throws -> WebDisplay {
        let display = WebDisplay(provider: provider, configuration: configuration)
        let url = try await display.start()
        // Unbuffered, so a program reading the pipe sees the line at once.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        if openingBrowser, !BrowserLauncher.open(url) {
            warn("xdg-open was not found; open the address above in a browser.")
        }
        return display
    }

    /// Launches where the app's display last served (the port and token in
    /// `leaseFile`) when the command line allows it and the port is free, so
    /// pages left open reconnect; otherwise as the options ask. Either way the
    /// address served is kept in `leaseFile` for the next launch.
    static func launch(provider: any DisplaySessionProvider, options: DisplayOptions,
                       leaseFile: URL) async throws -> WebDisplay {
        var configuration = options.displayConfiguration
        if let lease = DisplayLease.load(from: leaseFile), lease.host == options.host,
           options.port == 0 || options.port == lease.port {
            var again = configuration
            again.port = lease.port
            again.token = lease.token
            if let display = try? await launch(provider: provider, configuration: again, openingBrowser: options.browser) {
                return display
            }
            // The port is taken: a fresh address, and a fresh secret with it.
            configuration.port = options.port
        }
        let display = try await launch(provider: provider, configuration: configuration, openingBrowser: options.browser)
        if let port = display.port, let token = display.token {
            DisplayLease(host: options.host, port: port, token: token).save(to: leaseFile)
        }
        return display
    }
}
