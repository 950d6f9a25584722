import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that transfer as a file URL. A file
/// is handed over as it is; data from elsewhere (the clipboard, a value
/// exported as data) is first written to a file of its own. Opening in place
/// (`shouldAttemptToOpenInPlace`) is not honoured: an app's transfers stay
/// in its process, and files dropped from the desktop arrive as copies.
public struct FileRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Creates a transfer representation that exports and imports files of `contentType`.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, export: Self.export(exporting),
                              importer: Self.importer(contentType, importing))
    }

    /// Creates a transfer representation that only exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        entry = TransferEntry(contentType: exportedContentType, export: Self.export(exporting))
    }

    /// Creates a transfer representation that only imports files of `importedContentType`.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, importer: Self.importer(importedContentType, importing))
    }

    public func _entries() -> [Any] { [entry] }

    private static func export(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> @Sendable (Item) async throws -> TransferPayload {
        { item in
            let sent = try await exporting(item)
            return .file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
        }
    }

    private static func importer(_ type: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
        -> @Sendable (TransferPayload) async throws -> Item {
        { payload in try await importing(try payload.file(named: nil, type: type)) }
    }
}

/// A file that a `FileRepresentation` exports.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public var file: URL
    /// Whether the receiver may read the original file rather than a copy.
    public var allowAccessingOriginalFile: Bool

    /// A file to send, its original readable only when `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file that a `FileRepresentation` imports.
public struct ReceivedTransferredFile: Sendable {
    /// The received file's URL: copy it before the import returns to keep it.
    public let file: URL
    /// Whether `file` is the original file rather than a copy.
    public let isOriginalFile: Bool
}
