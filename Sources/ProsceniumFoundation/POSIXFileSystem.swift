import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls saving and reading need, each retried on `EINTR` and
/// throwing `FileSystemError`s. Paths are file-system paths, not URLs.
enum POSIXFileSystem {
    enum ItemKind: Equatable {
        case regularFile, directory, symbolicLink, other
    }

    struct ItemStatus {
        var kind: ItemKind
        /// Permission bits, with set-user-ID, set-group-ID and sticky.
        var permissions: mode_t
        var size: Int64
    }

    /// The item at `path`, not following a final symbolic link; nil when
    /// nothing is there.
    static func itemStatus(_ path: String, _ activity: FileSystemError.Activity) throws -> ItemStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError.make(errno, activity, path: path, operation: "look at the item")
        }
        let kind: ItemKind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return ItemStatus(kind: kind, permissions: info.st_mode & 0o7777, size: Int64(info.st_size))
    }

    /// The destination stored in the symbolic link at `path`.
    static func linkDestination(_ path: String, _ activity: FileSystemError.Activity) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else {
            throw FileSystemError.make(errno, activity, path: path, operation: "read the symbolic link")
        }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Follows `path` through symbolic links (each resolved against the
    /// folder of the link) until it names something that is not a link, or
    /// nothing. Gives up with `ELOOP` after 40 links, as the kernel does.
    static func resolvingSymbolicLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let status = try itemStatus(current, .writing), status.kind == .symbolicLink else {
                return current
            }
            let destination = try linkDestination(current, .writing)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                current = ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(destination)
            }
        }
        throw FileSystemError.make(ELOOP, .writing, path: path, operation: "follow its symbolic links")
    }

    /// The whole contents of the regular file at `path`.
    static func readFile(_ path: String) throws -> Data {
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw FileSystemError.make(errno, .reading, path: path, operation: "open the file")
        }
        defer { _ = close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError.make(errno, .reading, path: path, operation: "read the file")
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// Creates a regular file that must not exist yet, writes `data` into it
    /// and closes it. The mode is `permissions` if given, else 0666 less the
    /// process's umask, as for any new file.
    static func createFile(_ path: String, contents data: Data, permissions: mode_t? = nil) throws {
        let descriptor = retryingOnInterrupt { open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
        guard descriptor >= 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "create the file")
        }
        var closed = false
        defer { if !closed { _ = close(descriptor) } }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError.make(errno, .writing, path: path, operation: "write the contents")
                }
                offset += written
            }
        }
        if let permissions, fchmod(descriptor, permissions) != 0 {
            throw FileSystemError.make(errno, .writing, path: path, operation: "set the permissions")
        }
        closed = true
        guard close(descriptor) == 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "finish writing")
        }
    }

    /// Creates a directory that must not exist yet.
    static func createDirectory(_ path: String, permissions: mode_t? = nil) throws {
        guard mkdir(path, 0o777) == 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "create the folder")
        }
        if let permissions {
            try setPermissions(path, permissions)
        }
    }

    /// Creates a symbolic link at `path` holding `destination`.
    static func createSymbolicLink(_ path: String, destination: String) throws {
        guard symlink(destination, path) == 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "create the symbolic link")
        }
    }

    static func setPermissions(_ path: String, _ permissions: mode_t) throws {
        guard chmod(path, permissions) == 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "set the permissions")
        }
    }

    /// Flushes the item at `path` to the disk: a file's contents, or a
    /// folder's entries and, first, everything inside it. Symbolic links are
    /// flushed with the folder holding them.
    static func synchronize(_ path: String) throws {
        guard let status = try itemStatus(path, .writing) else { return }
        switch status.kind {
        case .directory:
            for child in try FileManager.default.contentsOfDirectory(atPath: path) {
                try synchronize((path as NSString).appendingPathComponent(child))
            }
            try synchronizeDescriptor(path, flags: O_RDONLY | O_DIRECTORY)
        case .regularFile:
            try synchronizeDescriptor(path, flags: O_RDONLY)
        case .symbolicLink, .other:
            return
        }
    }

    /// Flushes a folder's entries (after a rename in it).
    static func synchronizeDirectory(_ path: String) throws {
        try synchronizeDescriptor(path, flags: O_RDONLY | O_DIRECTORY)
    }

    private static func synchronizeDescriptor(_ path: String, flags: Int32) throws {
        let descriptor = retryingOnInterrupt { open(path, flags | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw FileSystemError.make(errno, .writing, path: path, operation: "open it to flush it to disk")
        }
        defer { _ = close(descriptor) }
        // Some file systems cannot flush folders (EINVAL); nothing more can be done there.
        if retryingOnInterrupt({ fsync(descriptor) }) != 0, errno != EINVAL {
            throw FileSystemError.make(errno, .writing, path: path, operation: "flush it to disk")
        }
    }

    /// Renames `source` to `destination`, replacing a file (not a folder)
    /// already there, in one step.
    static func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw FileSystemError.make(errno, .writing, path: destination, operation: "move the new version into place")
        }
    }

    /// Swaps the items at two paths in one step (`renameat2` with
    /// `RENAME_EXCHANGE`). Returns false, changing nothing, when the kernel,
    /// the C library or the file system cannot do it.
    static func exchange(_ first: String, _ second: String) throws -> Bool {
        guard let renameat2 = Self.renameat2 else { return false }
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return true }
        switch errno {
        case ENOSYS, EINVAL, ENOTSUP: return false
        default:
            throw FileSystemError.make(errno, .writing, path: second, operation: "swap the new version into place")
        }
    }

    /// Removes the item at `path`, with everything in it; failures ignored
    /// (used to clean up).
    static func removeQuietly(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Whether `exchange` can swap at all here (glibc has `renameat2`).
    static var canExchange: Bool { renameat2 != nil }

    private typealias RenameAt2 = @convention(c) (
        Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
    ) -> Int32

    /// `RENAME_EXCHANGE` from <linux/fs.h>, which Swift does not import.
    private static let renameExchange: UInt32 = 1 << 1

    /// glibc's `renameat2` (2.28 and later), looked up at run time because
    /// Swift's Glibc module does not declare it.
    private static let renameat2: RenameAt2? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else {
            return nil
        }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    private static func retryingOnInterrupt(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == -1 && errno == EINTR { continue }
            return result
        }
    }
}
