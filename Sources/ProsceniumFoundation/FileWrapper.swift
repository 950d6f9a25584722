#if !canImport(Darwin)
import Foundation

/// A file, a folder of file wrappers, or a symbolic link, held in memory:
/// Apple's `FileWrapper` (`NSFileWrapper`), which Foundation on Linux lacks.
/// Documents use it to read and write their contents.
///
/// Spelled as Apple's, with these differences:
/// - Contents are always read at once and into memory, never mapped:
///   `ReadingOptions.immediate` is therefore what always happens, and
///   `.withoutMapping` changes nothing.
/// - `write(to:options:originalContentsURL:)` with `.atomic` saves through
///   ``AtomicFileWriter`` (see there for what that guarantees); without it,
///   whatever is at the URL is deleted first and the new item written in its
///   place, so a failure can lose it. `originalContentsURL` is accepted and
///   not used, as every content is in memory.
/// - `matchesContents(of:)` compares the actual contents (bytes, link
///   destinations, folder entries), not modification dates.
/// - `serializedRepresentation` is this module's own format (a binary
///   property list), not Apple's: it reads back here, not on Apple platforms.
/// - Of `fileAttributes`, only `FileAttributeKey.posixPermissions` is applied
///   when writing; reading fills in everything `FileManager` reports.
/// - Misuse that raises an exception on Apple platforms (adding a child to a
///   file wrapper that is not a folder, adding one without a preferred
///   filename) stops the program with a precondition failure.
///
/// A file wrapper is a mutable reference type and is not `Sendable`: keep
/// each one on one task or actor.
open class FileWrapper {
    /// Options for reading a file wrapper from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Read every content at once. Always the case here.
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not memory-map file contents. Contents are never mapped here.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a file wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Write to a temporary item and swap it into place, so that the old
        /// or the new version is complete at every instant (see
        /// ``AtomicFileWriter``).
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// After writing, set `filename` of the file wrapper and of each of its
        /// descendants to the name it was written under.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(destination: String, base: URL?)
    }

    var contents: Contents
    weak var parent: FileWrapper?

    /// The name the file wrapper would like to be written under, and the key
    /// a parent folder wrapper files it under (made unique if taken).
    /// Changing it for a child of a folder wrapper files the child again under
    /// the new name.
    open var preferredFilename: String? {
        didSet {
            guard preferredFilename != oldValue, preferredFilename != nil, let parent else { return }
            parent.removeFileWrapper(self)
            _ = parent.addFileWrapper(self)
        }
    }

    /// The name the file wrapper was last read from or written to (with
    /// `.withNameUpdating`); nil for one made in memory.
    open var filename: String?

    /// File attributes keyed by `FileAttributeKey` raw values, as reported by
    /// `FileManager` when read. Of these, `posixPermissions` is applied when
    /// writing. Empty for a file wrapper made in memory.
    open var fileAttributes: [String: Any] = [:]

    // MARK: Making file wrappers

    /// Makes a regular-file file wrapper holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    /// Makes a folder file wrapper whose children are the given file wrappers,
    /// filed under the dictionary's keys. A child without a preferred
    /// filename is given its key as one.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        self.contents = .directory([:])
        var children: [String: FileWrapper] = [:]
        for (key, child) in childrenByPreferredName {
            child.detachFromParent()
            if child.preferredFilename == nil { child.preferredFilename = key }
            child.parent = self
            children[key] = child
        }
        self.contents = .directory(children)
    }

    /// Makes a symbolic-link file wrapper pointing at `url`. A relative URL
    /// (one with a base URL) is written as a relative link holding its
    /// `relativePath`; any other as its absolute `path`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        if url.baseURL != nil {
            self.contents = .symbolicLink(destination: url.relativePath, base: url.baseURL)
        } else {
            self.contents = .symbolicLink(destination: url.path, base: nil)
        }
    }

    /// Reads the file, folder (with everything inside it) or symbolic link at
    /// `url`. A symbolic link is read as a link, not followed.
    ///
    /// - Throws: `CocoaError` such as `.fileReadNoSuchFile` or
    ///   `.fileReadNoPermission`, or `.fileReadUnknown` for an item that is not
    ///   a file, folder or link (a device, a pipe, a socket).
    public init(url: URL, options: ReadingOptions = []) throws {
        self.contents = .regularFile(Data())
        try read(from: url, options: options)
    }

    /// Makes a file wrapper from a `serializedRepresentation`. Returns nil for
    /// data that is not one (including Apple's format, which this is not).
    public init?(serializedRepresentation: Data) {
        guard let node = try? SerializedFileWrapper.decode(serializedRepresentation) else { return nil }
        self.contents = .regularFile(Data())
        apply(node)
    }

    // MARK: Kind and contents

    /// Whether the file wrapper is a regular file.
    open var isRegularFile: Bool {
        if case .regularFile = contents { return true }
        return false
    }

    /// Whether the file wrapper is a folder.
    open var isDirectory: Bool {
        if case .directory = contents { return true }
        return false
    }

    /// Whether the file wrapper is a symbolic link.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = contents { return true }
        return false
    }

    /// The contents of a regular-file file wrapper; nil for the other kinds.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = contents { return data }
        return nil
    }

    /// The children of a folder file wrapper by key; nil for the other kinds.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Where a symbolic-link file wrapper points; nil for the other kinds. A
    /// relative link read from disk gives a URL relative to the link's
    /// folder.
    open var symbolicLinkDestinationURL: URL? {
        guard case .symbolicLink(let destination, let base) = contents else { return nil }
        if destination.hasPrefix("/") || base == nil {
            return URL(fileURLWithPath: destination)
        }
        return URL(fileURLWithPath: destination, relativeTo: base)
    }

    // MARK: Children of a folder file wrapper

    /// Adds `child` to this folder file wrapper under its preferred filename,
    /// made unique as Apple does (`1__#$!@%!#__name`, `2__#$!@%!#__name`, ...)
    /// if that key is taken, and returns the key. A child of another folder
    /// wrapper is moved here.
    ///
    /// - Precondition: This is a folder file wrapper and `child` has a
    ///   preferred filename.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("addFileWrapper(_:) called on a file wrapper that is not a folder")
        }
        guard let name = child.preferredFilename, !name.isEmpty else {
            preconditionFailure("addFileWrapper(_:) needs a child with a preferred filename")
        }
        if child.parent !== self { child.detachFromParent() }
        if let existing = children.first(where: { $0.value === child })?.key {
            return existing
        }
        var key = name
        var counter = 1
        while children[key] != nil {
            key = "\(counter)__#$!@%!#__\(name)"
            counter += 1
        }
        child.parent = self
        children[key] = child
        contents = .directory(children)
        return key
    }

    /// Makes a regular-file file wrapper holding `data`, with `fileName` as
    /// its preferred filename, adds it (see ``addFileWrapper(_:)``) and returns
    /// its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this folder file wrapper; does nothing if it is
    /// not a child.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents,
              let key = children.first(where: { $0.value === child })?.key
        else { return }
        children[key] = nil
        contents = .directory(children)
        if child.parent === self { child.parent = nil }
    }

    /// The key `child` is filed under in this folder file wrapper, or nil.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first(where: { $0.value === child })?.key
    }

    private func detachFromParent() {
        parent?.removeFileWrapper(self)
        parent = nil
    }

    // MARK: Reading

    /// Reads the item at `url` again, replacing this file wrapper's contents
    /// (its kind too, if the item's kind changed) and attributes. Children of
    /// a folder are read as new file wrappers.
    ///
    /// - Throws: As ``init(url:options:)``; on error the file wrapper is left
    ///   as it was.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let path = url.standardizedFileURL.path
        let (contents, attributes) = try Self.readContents(at: path)
        self.contents = contents
        if case .directory(let children) = contents {
            for child in children.values { child.parent = self }
        }
        self.fileAttributes = attributes
        self.filename = url.lastPathComponent
        self.preferredFilename = url.lastPathComponent
    }

    private static func readContents(at path: String) throws -> (Contents, [String: Any]) {
        guard let status = try POSIXFileSystem.itemStatus(path, .reading) else {
            throw FileSystemError.make(ENOENT, .reading, path: path, operation: "find it")
        }
        let contents: Contents
        switch status.kind {
        case .regularFile:
            contents = .regularFile(try POSIXFileSystem.readFile(path))
        case .directory:
            let names = try FileManager.default.contentsOfDirectory(atPath: path)
            var children: [String: FileWrapper] = [:]
            for name in names {
                let child = try FileWrapper(url: URL(fileURLWithPath: (path as NSString).appendingPathComponent(name)))
                children[name] = child
            }
            contents = .directory(children)
        case .symbolicLink:
            let destination = try POSIXFileSystem.linkDestination(path, .reading)
            let folder = URL(fileURLWithPath: (path as NSString).deletingLastPathComponent, isDirectory: true)
            contents = .symbolicLink(destination: destination, base: folder)
        case .other:
            throw FileSystemError.make(.fileReadUnknown, path: path,
                                       message: "Couldn't open \"\((path as NSString).lastPathComponent)\": it is not a file, a folder or a symbolic link.")
        }
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        return (contents, Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) }))
    }

    // MARK: Comparing with disk

    /// Whether the item at `url` has the same contents as this file wrapper:
    /// the same kind and bytes for a file, the same destination for a link,
    /// and for a folder the same entries, each matching. False when the item
    /// cannot be read.
    open func matchesContents(of url: URL) -> Bool {
        matches(path: url.standardizedFileURL.path)
    }

    /// Whether the item at `path` differs from this file wrapper: the
    /// opposite of ``matchesContents(of:)``.
    open func needsToBeUpdated(fromPath path: String) -> Bool {
        !matchesContents(of: URL(fileURLWithPath: path))
    }

    private func matches(path: String) -> Bool {
        guard let status = try? POSIXFileSystem.itemStatus(path, .reading) else { return false }
        switch contents {
        case .regularFile(let data):
            guard status.kind == .regularFile, status.size == Int64(data.count) else { return false }
            return (try? POSIXFileSystem.readFile(path)) == data
        case .symbolicLink(let destination, _):
            guard status.kind == .symbolicLink else { return false }
            return (try? POSIXFileSystem.linkDestination(path, .reading)) == destination
        case .directory(let children):
            guard status.kind == .directory,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: path),
                  Set(names) == Set(children.keys)
            else { return false }
            return children.allSatisfy { key, child in
                child.matches(path: (path as NSString).appendingPathComponent(key))
            }
        }
    }

    // MARK: Writing

    /// Writes the file wrapper, with everything inside it, to `url`.
    ///
    /// - Parameters:
    ///   - url: Where to write. With `.atomic`, a symbolic link there is
    ///     written through (its target replaced, the link kept), except when
    ///     this file wrapper is itself a link, which replaces the link.
    ///   - options: `.atomic` to save through ``AtomicFileWriter``;
    ///     `.withNameUpdating` to update `filename`s. Without `.atomic`,
    ///     whatever is at `url` is deleted first.
    ///   - originalContentsURL: Accepted for compatibility and not used.
    /// - Throws: `CocoaError` naming the file and the step that failed, such
    ///   as `.fileWriteNoPermission` or `.fileWriteInvalidFileName` (a child
    ///   key that is not a valid file name). With `.atomic`, the item at `url`
    ///   is then left as it was.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let permissions = explicitPermissions
        if options.contains(.atomic) {
            try AtomicFileWriter.replaceItem(
                at: url,
                followingSymbolicLinks: !isSymbolicLink,
                keepingPermissions: permissions == nil,
                allowingKindChange: originalContentsURL?.standardizedFileURL == url.standardizedFileURL
            ) { temporaryURL in
                try writeItem(at: temporaryURL.path)
            }
        } else {
            let path = url.standardizedFileURL.path
            if try POSIXFileSystem.itemStatus(path, .writing) != nil {
                try FileManager.default.removeItem(atPath: path)
            }
            try writeItem(at: path)
        }
        if options.contains(.withNameUpdating) {
            updateFilenames(url.lastPathComponent)
        }
    }

    private var explicitPermissions: mode_t? {
        switch fileAttributes[FileAttributeKey.posixPermissions.rawValue] {
        case let value as Int: return mode_t(value & 0o7777)
        case let value as NSNumber: return mode_t(value.intValue & 0o7777)
        case let value as mode_t: return value & 0o7777
        default: return nil
        }
    }

    private func writeItem(at path: String) throws {
        switch contents {
        case .regularFile(let data):
            try POSIXFileSystem.createFile(path, contents: data, permissions: explicitPermissions)
        case .symbolicLink(let destination, _):
            try POSIXFileSystem.createSymbolicLink(path, destination: destination)
        case .directory(let children):
            try POSIXFileSystem.createDirectory(path)
            for key in children.keys.sorted() {
                guard FileWrapperNames.isValid(key) else {
                    throw FileSystemError.make(.fileWriteInvalidFileName, path: path,
                                               message: "Couldn't save \"\((path as NSString).lastPathComponent)\": \"\(key)\" is not a valid file name.")
                }
                try children[key]!.writeItem(at: (path as NSString).appendingPathComponent(key))
            }
            // Set last, so that a read-only folder can still be filled.
            if let permissions = explicitPermissions {
                try POSIXFileSystem.setPermissions(path, permissions)
            }
        }
    }

    private func updateFilenames(_ name: String) {
        filename = name
        if case .directory(let children) = contents {
            for (key, child) in children { child.updateFilenames(key) }
        }
    }

    // MARK: Serialized representation

    /// The file wrapper and everything inside it as data, for the pasteboard
    /// or for storage: kinds, contents, link destinations, preferred
    /// filenames and permissions. This module's own format (a binary property
    /// list), read back by ``init(serializedRepresentation:)``; not Apple's.
    open var serializedRepresentation: Data? {
        try? SerializedFileWrapper.encode(node)
    }

    var node: SerializedFileWrapper.Node {
        var node = SerializedFileWrapper.Node(kind: .regularFile)
        node.preferredFilename = preferredFilename
        node.permissions = explicitPermissions.map(Int.init)
        switch contents {
        case .regularFile(let data):
            node.contents = data
        case .symbolicLink(let destination, _):
            node.kind = .symbolicLink
            node.destination = destination
        case .directory(let children):
            node.kind = .directory
            node.children = children.mapValues(\.node)
        }
        return node
    }

    private func apply(_ node: SerializedFileWrapper.Node) {
        preferredFilename = node.preferredFilename
        if let permissions = node.permissions {
            fileAttributes[FileAttributeKey.posixPermissions.rawValue] = permissions
        }
        switch node.kind {
        case .regularFile:
            contents = .regularFile(node.contents ?? Data())
        case .symbolicLink:
            contents = .symbolicLink(destination: node.destination ?? "", base: nil)
        case .directory:
            var children: [String: FileWrapper] = [:]
            for (key, childNode) in node.children ?? [:] {
                let child = FileWrapper(regularFileWithContents: Data())
                child.apply(childNode)
                child.parent = self
                children[key] = child
            }
            contents = .directory(children)
        }
    }
}
#endif
