import Foundation
import ProsceniumFoundation
import Testing

@Suite struct LocalizationTests {
    /// A bundle with an English strings table: `Localizable.strings` and `Menus.strings`.
    private func bundle(in folder: TemporaryFolder) throws -> Bundle {
        let lproj = folder("Strings.bundle/en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try """
        "Hello %@" = "Welcome, %@!";
        "items %lld" = "%lld things";
        "greeting" = "Good morning";
        "pair %@ %@" = "%2$@ then %1$@";
        """.write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try #""Open" = "Open…";"#.write(to: lproj.appendingPathComponent("Menus.strings"), atomically: true, encoding: .utf8)
        return try #require(Bundle(url: folder("Strings.bundle")))
    }

    @Test func interpolationsBecomeTheKeysFormatAndFillTheTranslation() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strings = try bundle(in: folder)
        let name = "Ada"
        #expect(String(localized: "Hello \(name)", bundle: strings) == "Welcome, Ada!")
        #expect(String(localized: "items \(3)", bundle: strings) == "3 things")
        #expect(String(localized: "pair \("a") \("b")", bundle: strings) == "b then a")
        #expect(String(localized: "Open", table: "Menus", bundle: strings) == "Open…")
        // A key the table lacks shows its own text, filled.
        #expect(String(localized: "Missing \(7) of \(2.5)", bundle: strings) == "Missing 7 of 2.500000")
        #expect(String(localized: "100% sure", bundle: strings) == "100% sure")
    }

    @Test func staticKeysFallBackToTheirDefaultValue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strings = try bundle(in: folder)
        #expect(String(localized: "greeting", defaultValue: "Hi", bundle: strings) == "Good morning")
        #expect(String(localized: "farewell", defaultValue: "Bye \(2)", bundle: strings) == "Bye 2")
    }

    @Test func resourcesResolveLater() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strings = try bundle(in: folder)
        let resource = LocalizedStringResource("greeting", defaultValue: "Hi", bundle: strings)
        #expect(resource.key == "greeting")
        #expect(String(localized: resource) == "Good morning")
        let literal: LocalizedStringResource = "Plain \(5)"
        #expect(literal.key == "Plain %lld")
        #expect(String(localized: literal) == "Plain 5")
        let decoded = try JSONDecoder().decode(LocalizedStringResource.self, from: JSONEncoder().encode(literal))
        #expect(decoded == literal)
    }

    @Test func listFormatterJoinsWithTheLocalesConjunction() {
        #expect(ListFormatter.localizedString(byJoining: ["a"]) == "a")
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(from: ["a", "b", "c"]) == "a, b, and c")
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["a", "b"]) == "a und b")
        #expect(formatter.string(for: "not a list") == nil)
    }

    @Test func localizedStandardComparesNumbersByValueAndNeverTraps() {
        let sorted = ["b10", "b9", "a", "Ä", "é", "b1"].sorted(using: String.StandardComparator.localizedStandard)
        #expect(Array(sorted.prefix(4)) == ["a", "b1", "b9", "b10"])
        #expect(Set(sorted.suffix(2)) == ["Ä", "é"])
        let byName = KeyPathComparator(\Item.name, comparator: .localizedStandard)
        #expect([Item(name: "File 12"), Item(name: "File 3")].sorted(using: byName).map(\.name) == ["File 3", "File 12"])
    }

    private struct Item { var name: String }
}
