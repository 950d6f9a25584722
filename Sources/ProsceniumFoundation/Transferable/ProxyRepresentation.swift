import Foundation
import UniformTypeIdentifiers

/// A transfer representation that uses another type's transfer representation as a proxy.
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation
where Item: Transferable, ProxyRepresentation: Transferable {
    public typealias Body = Never
    let entryList: UncheckedEntries

    /// Creates a transfer representation that exports an item as its proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        entryList = UncheckedEntries(entries: Self.entries(exporting: exporting, importing: nil))
    }

    /// Creates a transfer representation that exports an item as its proxy and imports it back from one.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        entryList = UncheckedEntries(entries: Self.entries(exporting: exporting, importing: importing))
    }

    /// Creates a transfer representation that only imports an item from its proxy.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        entryList = UncheckedEntries(entries: Self.entries(exporting: nil, importing: importing))
    }

    public func _entries() -> [Any] { entryList.entries }

    /// The proxy's entries, turned to `Item`'s: each exports the item's proxy and imports through it.
    private static func entries(exporting: (@Sendable (Item) throws -> ProxyRepresentation)?,
                                importing: (@Sendable (ProxyRepresentation) throws -> Item)?) -> [Any] {
        ProxyRepresentation.transferEntries.compactMap { proxy -> TransferEntry<Item>? in
            var entry = TransferEntry<Item>(contentType: proxy.contentType, visibility: proxy.visibility)
            if let exporting, let export = proxy.export {
                entry.export = { item in try await export(try exporting(item)) }
                if let condition = proxy.condition { entry.condition = { (try? exporting($0)).map(condition) ?? false } }
                if let name = proxy.fileName { entry.fileName = { (try? exporting($0)).flatMap(name) } }
            }
            if let importing, let importer = proxy.importer {
                entry.importer = { payload in try importing(try await importer(payload)) }
            }
            return entry.export == nil && entry.importer == nil ? nil : entry
        }
    }
}
