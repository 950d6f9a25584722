import Foundation
import ProsceniumHost
import Testing

/// The display vocabulary is defined once, in ProsceniumHost (`ElementKind`,
/// `AttributeKey`, `DisplayProtocol.version`). These tests fail when
/// `docs/PROTOCOL.md`, or the attribute keys the browser client
/// (`Sources/ProsceniumWeb/Client/*.js`) reads, gain or lose a kind, key or
/// version the Swift side does not have. The client's kinds, version and
/// semantic names come from the display itself (`vocabulary.js`,
/// `ClientVocabulary`), checked in the page by BrowserTests/test_vocabulary.py.
@Suite struct VocabularyAgreementTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    static func clientSources() throws -> [String: String] {
        let folder = repository.appendingPathComponent("Sources/ProsceniumWeb/Client")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".js") {
            sources[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    static func matches(_ pattern: String, in text: String, group: Int = 1) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }

    /// The kinds named in the first cell of `docs/PROTOCOL.md`'s element table.
    static func documentedKinds() throws -> Set<String> {
        let doc = try read("docs/PROTOCOL.md")
        let table = try #require(try matches(#"^\| tag \| attributes \|.*\n\|[-| ]+\|\n((?:\|.*\n)+)"#, in: doc).first)
        var kinds: Set<String> = []
        for cell in try matches(#"^\| ([^|]+) \|"#, in: table) {
            kinds.formUnion(try matches(#"`(\w+)`"#, in: cell))
        }
        return kinds
    }

    static let swiftKinds = Set(ElementKind.all.map(\.rawValue))
        .subtracting(ElementKind.internalKinds.map(\.rawValue))

    @Test func everyKindIsDocumentedAndTheDocumentNamesNoOthers() throws {
        let documented = try Self.documentedKinds()
        #expect(Self.swiftKinds.subtracting(documented).sorted() == [], "kinds docs/PROTOCOL.md does not describe")
        #expect(documented.subtracting(Self.swiftKinds).sorted() == [], "documented kinds ElementKind lacks")
    }

    /// Every static member is in `all`, once: a kind or key added without
    /// listing it would escape the checks above.
    @Test func allListsEveryDeclaredKindAndKey() throws {
        let kinds = try Self.matches(#"public static let (\w+) = ElementKind\("#,
                                     in: Self.read("Sources/ProsceniumHost/Vocabulary/ElementKind.swift"))
        #expect(Set(kinds) == Set(ElementKind.all.map(\.rawValue)))
        #expect(kinds.count == ElementKind.all.count)
        let keys = try Self.matches(#"public static let (\w+) = AttributeKey\("#,
                                    in: Self.read("Sources/ProsceniumHost/Vocabulary/AttributeKey.swift"))
        #expect(Set(keys) == Set(AttributeKey.all.map(\.rawValue)))
        #expect(keys.count == AttributeKey.all.count)
    }

    /// Keys the browser client deliberately does not read, and why.
    static let keysTheClientIgnores: [String: String] = [
        "kind": "scene declarations only; never sent to a display",
        "scene": "scene declarations only; never sent to a display",
        "idealHeight": "the browser has no ideal size; frames use min and max",
        "trackSpacings": "the layout engine places lazy grids; the CSS grid keeps one gap",
        "trackAlignments": "the layout engine places lazy grids; the CSS grid aligns by the grid's alignment",
    ]

    @Test func everyAttributeKeyIsReadByTheClientAndEveryKeyItReadsExists() throws {
        let source = try Self.clientSources().values.joined(separator: "\n")
        let swiftKeys = Set(AttributeKey.all.map(\.rawValue))
        var unread: [String] = []
        for key in swiftKeys.sorted() where Self.keysTheClientIgnores[key] == nil {
            let mentioned = try !Self.matches(#"(\.\#(key)\b|"\#(key)"|[{,]\s*\#(key)\s*[,}])"#, in: source, group: 0)
                .isEmpty
            if !mentioned { unread.append(key) }
        }
        #expect(unread == [], "keys the browser client never reads (or list them in keysTheClientIgnores)")
        #expect(Set(Self.keysTheClientIgnores.keys).subtracting(swiftKeys).sorted() == [])

        // What the client reads off an element's attributes.
        var read = Set(try Self.matches(#"attrs\??\.(\w+)"#, in: source))
        read.formUnion(try Self.matches(#"attrs\[\s*"(\w+)"\s*\]"#, in: source))
        for names in try Self.matches(#"\{([^{}]*)\}\s*=\s*[\w.]*attrs\b"#, in: source) {
            read.formUnion(try Self.matches(#"(\w+)"#, in: names))
        }
        #expect(read.count > 40, "the client's attribute reads were found")
        #expect(read.subtracting(swiftKeys).sorted() == [], "the client reads keys AttributeKey lacks")
    }

    /// Flags travel as JSON booleans (`AttributeValue.bool`): a client
    /// script that compared one with the text "true" would never match, and
    /// an app-side attribute written as the text "true" would not be a flag.
    @Test func flagsAreBooleansOnBothSidesNeverText() throws {
        var textFlags: [String] = []
        for (name, source) in try Self.clientSources() {
            var read = Set(try Self.matches(#"attrs\??\.(\w+)"#, in: source))
            for names in try Self.matches(#"\{([^{}]*)\}\s*=\s*[\w.]*attrs\b"#, in: source) {
                read.formUnion(try Self.matches(#"(\w+)"#, in: names))
            }
            for line in source.split(separator: "\n") where !line.contains("getAttribute") {
                let compared = try Self.matches(#"([\w.?]+)\s*[!=]==?\s*"(?:true|false)""#, in: String(line))
                for left in compared where left.contains("attrs") || read.contains(left) {
                    textFlags.append("\(name): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(textFlags == [], "client code comparing an attribute with text")

        var written: [String] = []
        let sources = Self.repository.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            // The port tool and os.Logger write Swift source and log text, not attributes.
            guard url.pathExtension == "swift", !url.path.contains("/ProsceniumPort"), !url.path.contains("/Sources/os/")
            else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") where !line.contains("HostEvent(") && !line.contains("event.value")
                && !line.contains(".bool(") {
                let pattern = #"(\]\s*=\s*|\.\w+:\s*|\.string\(|\?\s*)"(true|false)""#
                if try !Self.matches(pattern, in: String(line)).isEmpty {
                    written.append("\(url.lastPathComponent): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(written == [], "attributes written as the text \"true\" or \"false\"")
    }

    @Test func everyAttributeKeyIsDocumented() throws {
        let doc = try Self.read("docs/PROTOCOL.md")
        let vocabulary = try #require(doc.range(of: "## Element vocabulary")).upperBound
        let documented = Set(try Self.matches(#"`(\w+)`"#, in: String(doc[vocabulary...])))
        let undocumented = AttributeKey.all.map(\.rawValue).filter { !documented.contains($0) }
        #expect(undocumented == [], "attribute keys docs/PROTOCOL.md does not name")
    }

    @Test func theProtocolVersionIsTheOneProsceniumHostDefines() throws {
        // The client takes its version from the vocabulary the display serves.
        let client = try Self.read("Sources/ProsceniumWeb/Client/connection.js")
        #expect(client.contains(#"import { PROTOCOL_VERSION } from "./vocabulary.js";"#))
        let doc = try Self.read("docs/PROTOCOL.md")
        #expect(doc.hasPrefix("# The display protocol (version \(DisplayProtocol.version))"))
        #expect(try Self.matches(#"\{"v": (\d+),"#, in: doc).allSatisfy { $0 == "\(DisplayProtocol.version)" })
    }
}
