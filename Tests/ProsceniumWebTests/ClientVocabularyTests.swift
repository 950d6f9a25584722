import Foundation
import NIOCore
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// The vocabulary the display serves the page (`/client/vocabulary.js`) is
/// ProsceniumHost's, whole.
@Suite struct ClientVocabularyTests {
    /// The names a `export const NAME = Object.freeze([...]);` line lists.
    private func list(_ name: String, in module: String) throws -> [String] {
        let line = try #require(module.split(separator: "\n").first { $0.hasPrefix("export const \(name) = ") })
        let inside = try #require(line.firstRange(of: "(["))
        let end = try #require(line.firstRange(of: "])"))
        return line[inside.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " \""))
        }
    }

    @Test func theModuleListsTheVocabularyTheAppSpeaks() throws {
        let module = ClientVocabulary.module
        #expect(module.contains("export const PROTOCOL_VERSION = \(DisplayProtocol.version);"))
        let kinds = try list("ELEMENT_KINDS", in: module)
        #expect(kinds.contains("button") && kinds.contains("textfield"))
        #expect(Set(kinds) == Set(ElementKind.all.map(\.rawValue)).subtracting(ElementKind.internalKinds.map(\.rawValue)))
        #expect(try list("ATTRIBUTE_KEYS", in: module) == AttributeKey.all.map(\.rawValue))
        #expect(try list("POINTER_SHAPES", in: module) == PointerShape.allCases.map(\.rawValue))
        #expect(try list("TEXT_CONTENT_KINDS", in: module) == TextContentKind.allCases.map(\.rawValue))
    }

    @Test func theDisplayServesItWithTheClientsFiles() throws {
        let assets = try ClientAssets.load()
        let served = try #require(assets["vocabulary.js"])
        #expect(served.contentType.hasPrefix("text/javascript"))
        #expect(String(buffer: served.body) == ClientVocabulary.module)
    }
}
