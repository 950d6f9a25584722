// Where an installed app's files go: `bin/` for its command, `lib/APP/` for
// its executable and resources, `share/` for what the desktop reads.

import Foundation

/// The folders an app is installed into.
public struct InstallLayout: Sendable, Equatable {
    /// Where the command goes (`PREFIX/bin`, `~/.local/bin`).
    public var binFolder: URL
    /// Where the app's own folder goes (`PREFIX/lib`, `~/.local/lib`).
    public var libFolder: URL
    /// Where the desktop's data goes (`PREFIX/share`, `$XDG_DATA_HOME`).
    public var dataFolder: URL

    public init(binFolder: URL, libFolder: URL, dataFolder: URL) {
        self.binFolder = binFolder.standardizedFileURL
        self.libFolder = libFolder.standardizedFileURL
        self.dataFolder = dataFolder.standardizedFileURL
    }

    /// Under `prefix`: `bin/`, `lib/` and `share/`.
    public static func prefix(_ prefix: URL) -> InstallLayout {
        InstallLayout(binFolder: prefix.appendingPathComponent("bin"), libFolder: prefix.appendingPathComponent("lib"),
                      dataFolder: prefix.appendingPathComponent("share"))
    }

    /// The person's own: `~/.local/bin`, `~/.local/lib`, and `$XDG_DATA_HOME`
    /// (`~/.local/share` when unset), as the XDG Base Directory specification says.
    public static func user(environment: [String: String] = ProcessInfo.processInfo.environment) -> InstallLayout {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        let local = home.appendingPathComponent(".local")
        // The specification: a relative path in the variable is invalid and ignored.
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? local.appendingPathComponent("share")
        return InstallLayout(binFolder: local.appendingPathComponent("bin"), libFolder: local.appendingPathComponent("lib"),
                             dataFolder: data)
    }

    /// The app's own folder: its executable, resources and manifest.
    public func appFolder(_ app: DesktopApp) -> URL { libFolder.appendingPathComponent(app.command) }
    /// The command on `PATH`: a link to the executable.
    public func command(_ app: DesktopApp) -> URL { binFolder.appendingPathComponent(app.command) }
    public var applicationsFolder: URL { dataFolder.appendingPathComponent("applications") }
    public var mimeFolder: URL { dataFolder.appendingPathComponent("mime") }
    public var iconThemeFolder: URL { dataFolder.appendingPathComponent("icons/hicolor") }
    /// The list of what an installation wrote, which uninstalling removes.
    public func manifest(_ app: DesktopApp) -> URL { appFolder(app).appendingPathComponent("install-manifest.json") }
}
