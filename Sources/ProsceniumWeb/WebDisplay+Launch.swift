import Foundation
import ProsceniumHost

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
        let display = WebDisplay(provider: provider, configuration: options.displayConfiguration)
        let url = try await display.start()
        // Unbuffered, so a program reading the pipe sees the line at once.
        FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
        if options.browser, !BrowserLauncher.open(url) {
            warn("xdg-open was not found; open the address above in a browser.")
        }
        return display
    }
}
