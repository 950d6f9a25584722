import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder under the temporary directory, deleted by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("proscenium-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func callAsFunction(_ path: String) -> URL {
        url.appendingPathComponent(path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names in `folder` (default: this folder), sorted, hidden ones too.
    func names(in folder: URL? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: (folder ?? url).path)) ?? []).sorted()
    }
}

enum FileTestSupport {
    static var isRoot: Bool { geteuid() == 0 }

    static func mode(_ url: URL) throws -> Int {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { throw POSIXError(.ENOENT) }
        return Int(info.st_mode & 0o7777)
    }

    static func inode(_ url: URL) throws -> UInt64 {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { throw POSIXError(.ENOENT) }
        return UInt64(info.st_ino)
    }

    static func isSymbolicLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// Makes `folder` a place where no file can be created, even by root:
    /// by its mode, or (for root, whom modes do not stop) by the immutable
    /// attribute. Returns how to undo it; records an issue if neither works.
    static func makeUnwritable(_ folder: URL) throws -> () -> Void {
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        var undo: () -> Void = {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
        if !canCreateFile(in: folder) { return undo }
        if run("/usr/bin/chattr", "+i", folder.path) {
            let chmodUndo = undo
            undo = {
                _ = run("/usr/bin/chattr", "-i", folder.path)
                chmodUndo()
            }
        }
        if canCreateFile(in: folder) {
            Issue.record("cannot make a folder unwritable on this machine")
        }
        return undo
    }

    private static func canCreateFile(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".probe-\(UUID().uuidString)")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        unlink(probe.path)
        return true
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: String...) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}

struct InjectedFailure: Error, Equatable {}
