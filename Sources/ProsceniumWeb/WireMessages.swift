import Foundation
import Logging
package import ProsceniumHost

/// The display protocol's version this server speaks (`"v"` in every message):
/// the one defined in ProsceniumHost.
let displayProtocolVersion = DisplayProtocol.version

/// A message from the app to the browser.
package enum DownMessage: Sendable, Encodable {
    /// Everything the session shows: first on every (re)connect.
    case snapshot([Surface])
    /// One coalesced update.
    case update(DisplayUpdate)

    private enum CodingKeys: String, CodingKey { case v, type, surfaces, changes }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(displayProtocolVersion, forKey: .v)
        switch self {
        case let .snapshot(surfaces):
            try c.encode("snapshot", forKey: .type)
            try c.encode(surfaces, forKey: .surfaces)
        case let .update(update):
            try c.encode("update", forKey: .type)
            try c.encode(update.changes, forKey: .changes)
        }
    }
}

/// Reads a message from the browser: an event, or a reason to drop it.
enum UpMessage {
    enum Refusal: Error, Equatable, CustomStringConvertible {
        case tooLarge(Int)
        case notText
        case malformed(String)
        case wrongVersion(Int)
        case unknownType(String)

        var description: String {
            switch self {
            case let .tooLarge(size): "message of \(size) bytes is over the size limit"
            case .notText: "binary messages are not part of the protocol"
            case let .malformed(reason): "message does not decode: \(reason)"
            case let .wrongVersion(version): "message is of protocol version \(version), not \(displayProtocolVersion)"
            case let .unknownType(type): "unknown message type \(type)"
            }
        }
    }

    private struct Envelope: Decodable {
        var v: Int
        var type: String
        var event: HostEvent?
    }

    /// Decodes one message. Size is checked first: an oversized message is
    /// never parsed.
    static func decode(_ bytes: [UInt8], limit: Int) -> Result<HostEvent, Refusal> {
        guard bytes.count <= limit else { return .failure(.tooLarge(bytes.count)) }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(bytes))
        } catch {
            return .failure(.malformed(Self.describe(error)))
        }
        guard envelope.v == displayProtocolVersion else { return .failure(.wrongVersion(envelope.v)) }
        guard envelope.type == "event" else { return .failure(.unknownType(envelope.type)) }
        guard let event = envelope.event else { return .failure(.malformed("event message without an event")) }
        return .success(event)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.dataCorrupted(context),
             let DecodingError.keyNotFound(_, context),
             let DecodingError.typeMismatch(_, context),
             let DecodingError.valueNotFound(_, context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
