/// The stable identity of one element of a render tree.
///
/// An element keeps its ID for as long as the view node that made it lives, so
/// a display can address it in patches and events.
public struct ElementID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "e\(rawValue)" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
