// The record of one installation: every path it wrote and every folder it
// created, so that uninstalling removes exactly those.

import Foundation

/// What an installation wrote, kept as JSON beside the installed executable.
struct InstallManifest: Codable, Equatable {
    var identifier: String
    var version: String
    /// The files and links written, as absolute paths.
    var files: [String]
    /// The folders created (that did not exist before), in creation order.
    var folders: [String]
    /// The caches the desktop's tools first wrote for this installation
    /// (`mimeinfo.cache`, `mime.cache`, `icon-theme.cache`): removed with it
    /// once they index nothing.
    var caches: [String] = []

    static func load(from url: URL) throws -> InstallManifest? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do {
            return try JSONDecoder().decode(InstallManifest.self, from: data)
        } catch {
            throw DesktopError("\(url.path) is not an installation record of proscenium-port: \(error.localizedDescription)")
        }
    }

    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
