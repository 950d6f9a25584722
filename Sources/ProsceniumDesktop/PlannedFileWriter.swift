// Writes planned files: each through a temporary file in its own folder,
// synced and renamed into place, so that a file is never seen half written.

import Foundation

/// Writes the files of an `InstallPlan`, under a root folder or in place.
struct PlannedFileWriter {
    /// Prepended to every planned path (`/` to install in place, a staging folder to package).
    var root: URL
    /// The folders it created, in creation order.
    private(set) var createdFolders: [URL] = []

    init(root: URL) { self.root = root }

    /// Where `path` is written.
    func location(of path: URL) -> URL {
        root.path == "/" ? path : URL(fileURLWithPath: root.path + path.path)
    }

    mutating func write(_ file: PlannedFile) throws {
        let destination = location(of: file.path)
        try createFolder(destination.deletingLastPathComponent())
        let manager = FileManager.default
        switch file.content {
        case .link(let target):
            let temporary = temporaryName(beside: destination)
            try manager.createSymbolicLink(atPath: temporary.path, withDestinationPath: target)
            try rename(temporary, to: destination)
        case .text(let text):
            try write(Data(text.utf8), to: destination, mode: 0o644)
        case .copy(let source, let executable):
            guard let data = manager.contents(atPath: source.path) else {
                throw DesktopError("cannot read \(source.path)")
            }
            try write(data, to: destination, mode: executable ? 0o755 : 0o644)
        }
    }

    /// Creates `folder` and its missing parents (mode 0755), noting each it created.
    mutating func createFolder(_ folder: URL) throws {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.append(current)
            current = current.deletingLastPathComponent()
        }
        for created in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: created, withIntermediateDirectories: false,
                                                        attributes: [.posixPermissions: 0o755])
            } catch {
                throw DesktopError("cannot create \(created.path): \(error.localizedDescription)")
            }
            createdFolders.append(created)
        }
    }

    private func write(_ data: Data, to destination: URL, mode: mode_t) throws {
        let temporary = temporaryName(beside: destination)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw DesktopError("cannot write \(temporary.path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        // The mode asked for, whatever the umask took away.
        if failure == 0, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        guard failure == 0 else {
            unlink(temporary.path)
            throw DesktopError("cannot write \(destination.path): \(String(cString: strerror(failure)))")
        }
        try rename(temporary, to: destination)
    }

    private func temporaryName(beside destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString.prefix(8))")
    }

    private func rename(_ temporary: URL, to destination: URL) throws {
        guard Foundation.rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw DesktopError("cannot write \(destination.path): \(reason)")
        }
    }
}
