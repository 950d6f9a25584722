public import Foundation

/// Opens the display's URL in the person's browser.
public enum BrowserLauncher {
    /// Runs `xdg-open url` if `xdg-open` is on `PATH`, without waiting for the
    /// browser. Returns whether it could be started.
    @discardableResult
    public static func open(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let opener = executable(named: "xdg-open", path: environment["PATH"]) else { return false }
        let process = Process()
        process.executableURL = opener
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return true
        } catch {
            return false
        }
    }

    /// The first executable file called `name` in the `PATH` list.
    static func executable(named name: String, path: String?) -> URL? {
        for directory in (path ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
