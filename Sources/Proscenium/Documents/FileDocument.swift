/// A document that is a value: read from a file wrapper, written to one.
///
/// Implement either the current requirements (`init(configuration:)`,
/// `fileWrapper(configuration:)`) or the 2020 ones the WWDC20 talks use
/// (`init(fileWrapper:contentType:)`, `write(to:contentType:)`); each pair
/// has a default in terms of the other. Implement one pair, not neither.
public protocol FileDocument {
    /// The types the document can open.
    static var readableContentTypes: [UTType] { get }
    /// The types the document can save as (default: the readable ones).
    static var writableContentTypes: [UTType] { get }

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    init(fileWrapper: FileWrapper, contentType: UTType) throws
    func write(to fileWrapper: inout FileWrapper, contentType: UTType) throws
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }

    public init(configuration: ReadConfiguration) throws {
        try self.init(fileWrapper: configuration.file, contentType: configuration.contentType)
    }

    public func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        var wrapper = configuration.existingFile ?? FileWrapper(regularFileWithContents: Data())
        try write(to: &wrapper, contentType: configuration.contentType)
        return wrapper
    }

    public init(fileWrapper: FileWrapper, contentType: UTType) throws {
        try self.init(configuration: ReadConfiguration(contentType: contentType, file: fileWrapper))
    }

    public func write(to fileWrapper: inout FileWrapper, contentType: UTType) throws {
        fileWrapper = try self.fileWrapper(configuration: WriteConfiguration(contentType: contentType, existingFile: fileWrapper))
    }
}

/// What a document reads: the file's type and contents.
public struct FileDocumentReadConfiguration {
    /// The type of the file being read.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper
}

/// What a document writes: the type to save as, and the file as it is on disk.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    /// The file as last read or saved, or nil for a new document.
    public let existingFile: FileWrapper?
}

/// The document a `DocumentGroup` window edits: a binding to it, its file's
/// URL (following renames and Save As), and whether it can be edited.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL?
    /// False for viewer groups and for files that cannot be written.
    public var isEditable: Bool
}

/// A document that is an object: it takes snapshots to save, and registers
/// its changes with the window's `undoManager` (which marks it edited).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The document object a `DocumentGroup` window edits.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool
}
