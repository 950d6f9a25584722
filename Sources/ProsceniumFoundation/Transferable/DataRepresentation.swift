import Foundation
import UniformTypeIdentifiers

/// A transfer representation for types that provide their own binary data conversion.
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Creates a transfer representation that exports and imports `contentType` data.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: contentType, export: { .data(try await exporting($0)) },
                              importer: { try await importing(try $0.data()) })
    }

    /// Creates a transfer representation that only exports `exportedContentType` data.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entry = TransferEntry(contentType: exportedContentType, export: { .data(try await exporting($0)) })
    }

    /// Creates a transfer representation that only imports `importedContentType` data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entry = TransferEntry(contentType: importedContentType, importer: { try await importing(try $0.data()) })
    }

    public func _entries() -> [Any] { [entry] }
}
