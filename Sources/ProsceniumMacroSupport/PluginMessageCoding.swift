#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension PluginMessageHandler {
    /// Answers one message as JSON: what the plugin executable reads and
    /// writes between the length prefixes. Throws when the JSON is no message
    /// this protocol knows, which ends the plugin (as swift-syntax's does).
    public mutating func handle(json: [UInt8]) throws -> [UInt8] {
        let message = try JSONDecoder().decode(HostToPluginMessage.self, from: Data(json))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(handle(message)))
    }
}
