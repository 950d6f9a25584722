import Foundation
import Testing
@testable import ProsceniumMacroSupport

/// One exchange with the compiler, recorded from the swift-syntax version of
/// the macros before it was removed: the messages it was sent (from real
/// compiler runs over the fixtures' preview and entry forms, and written by
/// hand for more forms and for misuse) and what it answered, which the
/// plugin must answer byte for byte (the unknown macro's error names the
/// plugin's path: `<plugin>` here).
private struct Session: Decodable {
    let name: String
    let messages: [HostToPluginMessage]
    let responses: [PluginToHostMessage]
}

private let sessions: [Session] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/swift-syntax-expansions.json")
    // Unreadable, it is empty, and `recordedSessionsLoad` fails.
    return (try? JSONDecoder().decode([Session].self, from: Data(contentsOf: url))) ?? []
}()

@Suite struct GoldenExpansionTests {
    @Test func recordedSessionsLoad() {
        #expect(sessions.count > 100)
    }

    @Test(arguments: sessions.map(\.name))
    func answersAsTheSwiftSyntaxVersionDid(_ name: String) throws {
        let session = try #require(sessions.first { $0.name == name })
        var handler = PluginMessageHandler(pluginPath: "<plugin>")
        for (message, expected) in zip(session.messages, session.responses) {
            #expect(handler.handle(message) == expected)
        }
    }

    @Test func answersTheJSONTheCompilerSends() throws {
        var handler = PluginMessageHandler()
        let capability = try handler.handle(json: Array(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#.utf8))
        #expect(String(decoding: capability, as: UTF8.self)
            == #"{"getCapabilityResult":{"capability":{"features":[],"protocolVersion":7}}}"#)
        #expect(throws: (any Error).self) { try handler.handle(json: Array(#"{"noSuchMessage":{}}"#.utf8)) }
    }
}
