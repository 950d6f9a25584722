import Foundation

extension NavigationPath {
    /// A path in a form that can be encoded and decoded: each value's type
    /// name and its JSON, so that a path saved by one launch of an app is
    /// restored by the next (`@SceneStorage`, a file).
    public struct CodableRepresentation: Codable {
        /// The path's values, first pushed first; each one `Codable`.
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        /// Reads pairs of a type's name and a value's JSON, as `encode(to:)`
        /// writes them; a type this program does not have is an error.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var elements: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container,
                                                           debugDescription: "No Decodable type named \(typeName)")
                }
                elements.append(try Self.decode(type, from: Data(json.utf8)))
            }
            self.elements = elements
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let value = element.base as? any Encodable else { continue }
                try container.encode(_mangledTypeName(type(of: value)) ?? String(reflecting: type(of: value)))
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }
    }

    /// The path in a form that can be encoded; nil when one of its values is
    /// not `Codable`.
    public var codable: NavigationPath.CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path of the values `codable` holds.
    public init(_ codable: NavigationPath.CodableRepresentation) {
        self.init(elements: codable.elements)
    }
}
