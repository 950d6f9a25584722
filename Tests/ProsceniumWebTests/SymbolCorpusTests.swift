import Foundation
import Testing
@testable import ProsceniumWeb

/// How the page draws the SF Symbols the porting corpus uses (the apps
/// docs/PORTING.md lists). `Resources/corpus-symbols.txt` holds each name
/// once: those given to `systemName:`, `systemImage:` and
/// `systemSymbolName:` in the apps' sources, and the names their icon
/// constants and `icon` properties hold (names the apps build at run time
/// are not there, nor Flashcards' picker of every symbol).
@Suite struct SymbolCorpusTests {
    static func corpusNames() throws -> [String] {
        let url = try #require(Bundle.module.url(forResource: "corpus-symbols", withExtension: "txt", subdirectory: "Resources"))
        return try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test func atMostTwoPercentOfTheCorpusSymbolsArePlaceholders() throws {
        let names = try Self.corpusNames()
        #expect(names.count >= 150, "the corpus list was read")
        var byLikeness: [SymbolDrawing.Likeness: [String]] = [:]
        for name in names { byLikeness[SymbolCatalog.shared.likeness(of: name), default: []].append(name) }
        let own = byLikeness[.own]?.count ?? 0
        let composed = byLikeness[.composed]?.count ?? 0
        let placeholders = byLikeness[.placeholder] ?? []
        print("SF Symbols in the corpus: \(names.count): \(own) own icons, \(composed) composed, \(placeholders.count) placeholders \(placeholders)")
        #expect(Double(placeholders.count) <= 0.02 * Double(names.count), "placeholders: \(placeholders)")
    }
}
