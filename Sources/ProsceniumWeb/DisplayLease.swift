import Foundation
import ProsceniumFoundation

/// The port and token an app's display last served on, kept so that an app
/// started again (after a crash, a `kill -9` or a quit) serves where it did:
/// a page still open on the old address reconnects by itself and shows the
/// restored windows, as a desktop app's windows come back after a relaunch.
///
/// Kept in `$XDG_STATE_HOME/NAME/display.json`, readable by its owner only
/// (mode 0600). It is a secret like the printed URL: a file that others can
/// read or write is not trusted, and a fresh token is made instead.
struct DisplayLease: Codable, Equatable {
    var host: String
    var port: Int
    var token: String

    /// The lease at `url`, or nil when there is none or it cannot be trusted.
    static func load(from url: URL) -> DisplayLease? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o077 == 0,
              let data = try? Data(contentsOf: url),
              let lease = try? JSONDecoder().decode(DisplayLease.self, from: data),
              (1...65535).contains(lease.port), lease.token.count >= 43,
              lease.token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        return lease
    }

    /// Writes the lease atomically, owner-only; failure only costs the
    /// reconnect after a restart, so it is reported and not thrown.
    func save(to url: URL) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try AtomicFileWriter.write(try JSONEncoder().encode(self), to: url, permissions: 0o600)
        } catch {
            FileHandle.standardError.write(Data("warning: could not keep the display's address in \(url.path): \(error)\n".utf8))
        }
    }
}
