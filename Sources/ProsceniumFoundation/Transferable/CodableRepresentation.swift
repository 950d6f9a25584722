import Foundation
import UniformTypeIdentifiers
import Combine

/// A transfer representation that uses an item's `Codable` conformance:
/// JSON by default, or the encoder and decoder given.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let entry: TransferEntry<Item>

    /// Creates a transfer representation for `contentType` with the encoder and decoder given.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        let coders = UncheckedBox(value: (encoder, decoder))
        entry = TransferEntry(contentType: contentType,
                              export: { .data(try coders.value.0.encode($0)) },
                              importer: { try coders.value.1.decode(Item.self, from: try $0.data()) })
    }

    public func _entries() -> [Any] { [entry] }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Creates a transfer representation for `contentType` that encodes the item as JSON.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
