import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves files so that a crash, a full disk or a failed encoder at any moment
/// leaves either the complete old version or the complete new one: the one
/// place where Proscenium replaces a file on disk.
///
/// How a save goes:
/// 1. If the destination is a symbolic link, it is followed (link by link,
///    each relative to its own folder) to the item it points at, and that item
///    is replaced: the link stays a link and now points at the new contents.
///    Pass `followingSymbolicLinks: false` to replace the link itself.
/// 2. The new item (a file, a folder such as a document package, or a link)
///    is made under a temporary hidden name *in the same folder* as the item
///    it replaces, so that moving it into place is a rename, never a copy.
/// 3. It is flushed to the disk (`fsync`; for a folder, everything inside it
///    and then the folder).
/// 4. It takes the permission bits (mode) of the item it replaces, when both
///    are files or both are folders, unless told not to. A new item gets the
///    usual mode (0666, or 0777 for a folder, less the umask).
/// 5. It is moved into place: a file over a file with `rename(2)`, which
///    replaces in one step. When a folder is involved, the two items are
///    swapped in one step with `renameat2(RENAME_EXCHANGE)` and the old one,
///    now under the temporary name, is deleted. Where the file system cannot
///    swap, the old item is first renamed to a hidden backup name beside it,
///    the new one renamed into place (the backup is renamed back if that
///    fails), then the backup deleted: at every instant the complete old or
///    the complete new item exists under one of the two names.
/// 6. The folder is flushed, so the rename itself is on the disk.
///
/// Once step 5 has happened the save has succeeded; if deleting the old item
/// then fails, it is left under its hidden temporary name (`.name.<hex>.saving`
/// or `.replaced`) rather than failing the save.
///
/// If anything fails, the temporary item is deleted, the original is left as
/// it was, and a `CocoaError` is thrown (`.fileWriteNoPermission`,
/// `.fileWriteOutOfSpace`, `.fileWriteVolumeReadOnly`, ... with the
/// `POSIXError` under `NSUnderlyingErrorKey` and a message naming the file and
/// the step that failed); an error thrown by the caller's `makeItem` closure
/// is rethrown unchanged.
///
/// `FileManager.replaceItemAt` is never used: on Linux it can lose the file.
/// Ownership, extended attributes and ACLs of the replaced item are not
/// carried over (only the mode is).
public enum AtomicFileWriter {
    /// Saves `data` as a regular file at `url`, replacing what is there.
    ///
    /// - Parameters:
    ///   - data: The complete new contents.
    ///   - url: A file URL. If it names a symbolic link, the link's target is
    ///     replaced and the link kept.
    ///   - permissions: The mode for the file; nil keeps the replaced file's
    ///     mode (or the usual one for a new file).
    /// - Returns: The URL of the file actually written (the link's target when
    ///   saving through a link).
    @discardableResult
    public static func write(_ data: Data, to url: URL, permissions: Int? = nil) throws -> URL {
        try replaceItem(at: url, keepingPermissions: permissions == nil) { temporaryURL in
            try POSIXFileSystem.createFile(
                temporaryURL.path, contents: data, permissions: permissions.map { mode_t($0) }
            )
        }
    }

    /// Replaces (or creates) the item at `url` with one that `makeItem` makes
    /// at a temporary URL, following the steps in the overview.
    ///
    /// - Parameters:
    ///   - url: A file URL naming the item to replace or create. Its folder
    ///     must exist.
    ///   - followingSymbolicLinks: When true (the default) and `url` names a
    ///     symbolic link, the link's final target is replaced and the link
    ///     kept; when false, the link itself is replaced.
    ///   - keepingPermissions: When true (the default), the new item takes the
    ///     replaced item's mode if both are files or both are folders.
    ///   - allowingKindChange: When false (the default), a folder never
    ///     replaces a file nor a file a folder (the save fails instead): a save
    ///     must not delete a folder that merely has the same name. True when the
    ///     item at `url` is the very document being saved, whose format may
    ///     change between a single file and a package.
    ///   - makeItem: Makes the new item (a regular file, a folder with
    ///     contents, or a symbolic link) at the URL it is given, where nothing
    ///     exists yet, in the same folder as the item it will replace. If it
    ///     throws, whatever it made there is deleted, the original is left as
    ///     it was, and its error is rethrown.
    /// - Returns: The URL of the item actually replaced (the link's target
    ///   when saving through a link).
    @discardableResult
    public static func replaceItem(
        at url: URL,
        followingSymbolicLinks: Bool = true,
        keepingPermissions: Bool = true,
        allowingKindChange: Bool = false,
        makeItem: (_ temporaryURL: URL) throws -> Void
    ) throws -> URL {
        guard url.isFileURL else {
            throw FileSystemError.make(.fileWriteUnsupportedScheme, path: url.absoluteString,
                                       message: "Couldn't save \(url.absoluteString): not a file URL.")
        }
        let requested = url.standardizedFileURL.path
        let destination = followingSymbolicLinks
            ? try POSIXFileSystem.resolvingSymbolicLinks(requested)
            : requested
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let original = try POSIXFileSystem.itemStatus(destination, .writing)
        let temporary = (folder as NSString).appendingPathComponent(temporaryName(for: name, suffix: "saving"))

        do {
            try makeItem(URL(fileURLWithPath: temporary))
        } catch {
            POSIXFileSystem.removeQuietly(temporary)
            throw error
        }

        do {
            guard let made = try POSIXFileSystem.itemStatus(temporary, .writing) else {
                throw FileSystemError.make(.fileWriteUnknown, path: destination,
                                           message: "Couldn't save \"\(name)\": nothing was written.")
            }
            // A file never replaces a folder, nor a folder a file: that would
            // delete a person's folder (or file) that merely shares the name.
            // Only a save of the same document may turn its file into a package or back.
            if !allowingKindChange, let original, (original.kind == .directory) != (made.kind == .directory) {
                let what = original.kind == .directory ? "a folder" : "a file"
                throw FileSystemError.make(.fileWriteFileExists, path: destination,
                                           message: "Couldn't save \"\(name)\": \(what) of that name is in the way.")
            }
            if keepingPermissions, let original, original.kind == made.kind,
               made.kind == .regularFile || made.kind == .directory {
                try POSIXFileSystem.setPermissions(temporary, original.permissions)
            }
            try POSIXFileSystem.synchronize(temporary)
            try moveIntoPlace(temporary, destination: destination, original: original, made: made)
        } catch {
            POSIXFileSystem.removeQuietly(temporary)
            throw error
        }
        try POSIXFileSystem.synchronizeDirectory(folder)
        return URL(fileURLWithPath: destination)
    }

    /// Moves the made item over the original. `swapping: false` forces the
    /// two-rename path used where the file system cannot swap (for tests).
    static func moveIntoPlace(
        _ temporary: String,
        destination: String,
        original: POSIXFileSystem.ItemStatus?,
        made: POSIXFileSystem.ItemStatus,
        swapping: Bool = true
    ) throws {
        guard let original, original.kind == .directory || made.kind == .directory else {
            // Nothing there, or a non-folder replacing a non-folder: one rename.
            try POSIXFileSystem.move(temporary, to: destination)
            return
        }
        if swapping, try POSIXFileSystem.exchange(temporary, destination) {
            // The old item is now under the temporary name.
            POSIXFileSystem.removeQuietly(temporary)
            return
        }
        let folder = (destination as NSString).deletingLastPathComponent
        let backup = (folder as NSString).appendingPathComponent(
            temporaryName(for: (destination as NSString).lastPathComponent, suffix: "replaced")
        )
        try POSIXFileSystem.move(destination, to: backup)
        do {
            try POSIXFileSystem.move(temporary, to: destination)
        } catch {
            try? POSIXFileSystem.move(backup, to: destination)
            throw error
        }
        POSIXFileSystem.removeQuietly(backup)
    }

    /// A hidden name beside `name` that no one else will pick: `.name.` plus
    /// 16 random hex digits and a suffix, with `name` shortened so the whole
    /// stays within the 255-byte limit of most file systems.
    static func temporaryName(for name: String, suffix: String) -> String {
        var stem = name
        while stem.utf8.count > 180 { stem.removeLast() }
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return ".\(stem).\(random).\(suffix)"
    }
}
