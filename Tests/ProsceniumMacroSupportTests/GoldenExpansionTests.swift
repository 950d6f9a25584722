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

    /// Cut anywhere, every recorded source gets an answer: an expansion or
    /// an error, never a trap or a hang.
    @Test func answersEveryPrefixOfEveryRecordedSource() {
        var handler = PluginMessageHandler(pluginPath: "<plugin>")
        _ = handler.handle(.getCapability(capability: .init(protocolVersion: 7)))
        for session in sessions {
            for message in session.messages {
                let source: String
                switch message {
                case .expandFreestandingMacro(_, _, _, let syntax, _, _): source = syntax.source
                case .expandAttachedMacro(_, _, _, _, let declaration, _, _, _, _, _): source = declaration.source
                default: continue
                }
                let bytes = Array(source.utf8)
                for cut in 0..<bytes.count {
                    let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
                    guard case .expandMacroResult(let expanded, let diagnostics) = handler.handle(cutting(message, to: prefix))
                    else {
                        Issue.record("no expansion answer for \(prefix.debugDescription)")
                        return
                    }
                    #expect(expanded != nil || !diagnostics.isEmpty)
                }
            }
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

/// `message` with the source of its macro (or of the declaration it is attached to) replaced.
private func cutting(_ message: HostToPluginMessage, to source: String) -> HostToPluginMessage {
    switch message {
    case .expandFreestandingMacro(let macro, let role, let discriminator, var syntax, let context, let configuration):
        syntax.source = source
        return .expandFreestandingMacro(macro: macro, macroRole: role, discriminator: discriminator, syntax: syntax,
                                        lexicalContext: context, staticBuildConfiguration: configuration)
    case .expandAttachedMacro(let macro, let role, let discriminator, let attribute, var declaration, let parent,
                              let extended, let conformances, let context, let configuration):
        declaration.source = source
        return .expandAttachedMacro(macro: macro, macroRole: role, discriminator: discriminator,
                                    attributeSyntax: attribute, declSyntax: declaration, parentDeclSyntax: parent,
                                    extendedTypeSyntax: extended, conformanceListSyntax: conformances,
                                    lexicalContext: context, staticBuildConfiguration: configuration)
    default:
        return message
    }
}
