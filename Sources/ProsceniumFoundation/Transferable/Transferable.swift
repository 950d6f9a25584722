// CoreTransferable's `Transferable`: how a model type is dragged, copied,
// shared and exported, as representations of content types. Each
// representation flattens to entries (TransferEntry) that export an item to
// data or a file and import one back; drag and drop, the clipboard, ShareLink
// and fileExporter use those entries through NSItemProvider.

import Foundation
import UniformTypeIdentifiers

/// A protocol that describes how a type interacts with transport APIs such as
/// drag and drop or copy and paste.
@preconcurrency public protocol Transferable: Sendable {
    /// The type of the representation used to import and export the item.
    associatedtype Representation: TransferRepresentation

    /// The representation used to import and export the item.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// Who may see a transfer representation. In one Proscenium app every
/// transfer stays in the process, so every visibility is seen by the app.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let level: Int
    /// Every process and app.
    public static let all = TransferRepresentationVisibility(level: 0)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 1)
    /// Apps in the same app group.
    public static let group = TransferRepresentationVisibility(level: 2)
    /// Only the app itself.
    public static let ownProcess = TransferRepresentationVisibility(level: 3)
}

extension Transferable {
    /// The entries of the type's representation, in declaration order.
    static var transferEntries: [TransferEntry<Self>] { transferRepresentation.entries(as: Self.self) }

    /// The types that an instance can provide a representation for.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        uniqueTypes(transferEntries.filter { $0.export != nil && $0.visible(at: visibility) }.map(\.contentType))
    }

    /// The types that the type can be made from.
    public static func importedContentTypes() -> [UTType] {
        uniqueTypes(transferEntries.filter { $0.importer != nil }.map(\.contentType))
    }

    /// The types this instance can provide now (exporting conditions applied).
    package func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        Self.uniqueTypes(exportEntries(visibility: visibility).map(\.contentType))
    }

    /// The entries that export this instance now.
    func exportEntries(visibility: TransferRepresentationVisibility = .all) -> [TransferEntry<Self>] {
        Self.transferEntries.filter { $0.export != nil && $0.visible(at: visibility) && ($0.condition?(self) ?? true) }
    }

    /// The file name this instance suggests (the first its representations give).
    package func suggestedFileName() -> String? { suggestedFileName(for: nil) }

    /// The file name `entry` suggests for this instance, else the instance's.
    func suggestedFileName(for entry: TransferEntry<Self>?) -> String? {
        if let entry, let name = entry.fileName?(self) { return name }
        return Self.transferEntries.compactMap { $0.fileName?(self) }.first
    }

    /// Using the type's `Transferable` conformance, exports a value as binary
    /// data of `contentType` (nil: the first representation that exports).
    public func exported(as contentType: UTType?) async throws -> Data {
        let entry = try exportEntry(for: contentType)
        return try await entry.export!(self).data()
    }

    /// Using the type's `Transferable` conformance, exports a value by
    /// writing it to a file in `destinationDirectory`; returns its URL.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let entry = try exportEntry(for: contentType)
        let payload = try await entry.export!(self)
        let type = contentType ?? entry.contentType
        var name = suggestedFileName(for: entry) ?? "Untitled"
        if (name as NSString).pathExtension.isEmpty, let ext = type.preferredFilenameExtension { name += ".\(ext)" }
        let destination = destinationDirectory.appendingPathComponent((name as NSString).lastPathComponent)
        try? FileManager.default.removeItem(at: destination)
        switch payload {
        case let .data(data): try data.write(to: destination)
        case let .file(url, _): try FileManager.default.copyItem(at: url, to: destination)
        }
        return destination
    }

    /// Using the type's `Transferable` conformance, makes a value from `data`
    /// of `contentType` (nil: every representation that imports is tried).
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importing(.data(data), contentType: contentType)
    }

    /// Using the type's `Transferable` conformance, makes a value from the file at `url`.
    public init(importing url: URL, contentType: UTType?) async throws {
        let type = contentType ?? UTType(filenameExtension: url.pathExtension)
        self = try await Self.importing(.file(url, isOriginal: true), contentType: type)
    }

    /// The entry that exports `contentType`: the first whose type conforms to it.
    func exportEntry(for contentType: UTType?) throws -> TransferEntry<Self> {
        let entries = exportEntries()
        let found = contentType.map { type in entries.first { $0.contentType.conforms(to: type) } } ?? entries.first
        guard let found else { throw TransferError.noRepresentation(contentType?.identifier ?? "any type") }
        return found
    }

    /// Imports a payload of `contentType` through the first entry that reads it.
    static func importing(_ payload: TransferPayload, contentType: UTType?) async throws -> Self {
        let importers = transferEntries.filter { entry in
            entry.importer != nil && (contentType.map { $0.conforms(to: entry.contentType) } ?? true)
        }
        var lastError: (any Error)?
        for entry in importers {
            do { return try await entry.importer!(payload) } catch { lastError = error }
        }
        throw lastError ?? TransferError.noRepresentation(contentType?.identifier ?? "any type")
    }

    static func uniqueTypes(_ types: [UTType]) -> [UTType] {
        var seen: Set<String> = []
        return types.filter { seen.insert($0.identifier).inserted }
    }
}

/// Why a transfer failed.
enum TransferError: LocalizedError {
    case noRepresentation(String)
    var errorDescription: String? {
        switch self {
        case let .noRepresentation(type): "no transfer representation for \(type)"
        }
    }
}
