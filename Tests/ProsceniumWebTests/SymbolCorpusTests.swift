import Foundation
import ProsceniumText
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

/// The page reads SF Symbols names with its own copy of the rules
/// (symbolview.js); both sides are held against one reference,
/// `Resources/symbol-drawings.json`: this test for Swift's reading, and
/// BrowserTests/test_symbols.py for the page's, so the two agree. After a
/// deliberate change of the rules, run this test with
/// PROSCENIUM_WRITE_SYMBOL_DRAWINGS=1 to write the reference anew.
@Suite struct SymbolDrawingAgreementTests {
    static let extraNames = [
        "chevron.up.circle", "chevron.up.square.fill", "wifi.slash.circle", "folder.badge.plus",
        "trash.slash", "star.fill", "person.crop.rectangle.portrait.fill", "no.such.symbol",
        "plus.circle.fill", "bell.slash.fill", "doc.badge.minus", "heart.rectangle",
    ]

    static func drawingsJSON() throws -> String {
        let names = Array(Set(try SymbolCorpusTests.corpusNames() + extraNames)).sorted()
        let lines = names.map { name -> String in
            guard let drawing = SymbolCatalog.shared.drawing(for: name) else { return "  \"\(name)\": null" }
            var fields = ["\"base\": \"\(drawing.base)\"", "\"ligature\": \"\(drawing.ligature)\""]
            fields.append("\"enclosure\": " + (drawing.enclosure.map { "\"\($0.rawValue)\"" } ?? "null"))
            fields.append("\"filled\": \(drawing.isFilled)")
            fields.append("\"slashed\": \(drawing.isSlashed)")
            fields.append("\"badge\": " + (drawing.badge.map { "\"\($0.rawValue)\"" } ?? "null"))
            return "  \"\(name)\": {" + fields.joined(separator: ", ") + "}"
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    @Test func swiftReadsNamesAsTheReferenceSays() throws {
        let made = try Self.drawingsJSON()
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Resources/symbol-drawings.json")
        if ProcessInfo.processInfo.environment["PROSCENIUM_WRITE_SYMBOL_DRAWINGS"] == "1" {
            try made.write(to: reference, atomically: true, encoding: .utf8)
        }
        let kept = try String(contentsOf: reference, encoding: .utf8)
        #expect(kept == made, "Swift reads SF Symbols names otherwise than Resources/symbol-drawings.json says")
    }
}
