import Foundation
package import Logging

/// A file the app keeps for itself (restoration, settings) that no longer
/// reads: renamed beside itself, never deleted, so the app can start clean
/// and a person can still look at what was there.
package enum DamagedFile {
    /// Renames `file` to `NAME.damaged-SECONDS` and logs a warning naming
    /// both; returns the new name (nil if the rename failed too).
    @discardableResult
    package static func setAside(_ file: URL, what: String, error: any Error, log: Logger) -> URL? {
        let aside = file.appendingPathExtension("damaged-\(Int(Date().timeIntervalSince1970))")
        do {
            try FileManager.default.moveItem(at: file, to: aside)
        } catch {
            log.warning("\(what) \(file.path) is damaged and could not be set aside (\(error))")
            return nil
        }
        log.warning("\(what) \(file.path) is damaged (\(error)); set aside as \(aside.lastPathComponent), starting clean")
        return aside
    }
}
