import Foundation
import Logging

/// The file behind `UserDefaults.standard` (and so `@AppStorage`): on Linux,
/// Foundation keeps it as `$XDG_CONFIG_HOME/PROCESS.plist` and, finding it
/// damaged, silently starts over and writes over it at the next change. An
/// app checks it at launch, before anything reads a setting, and sets a
/// damaged one aside with a warning instead.
@_spi(Display) public enum SettingsFile {
    /// Where Foundation keeps the standard defaults of this process.
    public static func standardURL(environment: [String: String] = ProcessInfo.processInfo.environment,
                                   processName: String = ProcessInfo.processInfo.processName) -> URL {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return config.appendingPathComponent("\(processName).plist")
    }

    /// Sets the settings file at `url` aside if it is not a property list;
    /// returns where it went, or nil when it was fine or absent.
    @discardableResult
    public static func setAsideIfDamaged(_ url: URL = standardURL()) -> URL? {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        do {
            guard try PropertyListSerialization.propertyList(from: data, format: nil) is [String: Any] else {
                throw CocoaError(.propertyListReadCorrupt)
            }
            return nil
        } catch {
            return DamagedFile.setAside(url, what: "settings file", error: error, log: Logger(label: "proscenium.settings"))
        }
    }
}
