import Foundation
import Testing

/// docs/COMPATIBILITY.md is generated from the code: every public type,
/// property wrapper, view modifier, scene modifier and environment value of
/// the Proscenium module, with its status read from its doc comment (one
/// that says it has no effect or is not honoured on this platform marks it
/// so). This test fails when the file drifts from the code; regenerate it
/// with `UPDATE_COMPATIBILITY=1 swift test --filter CompatibilityTable`.
@Suite struct CompatibilityTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theCompatibilityTableMatchesTheCode() throws {
        var generated = try CompatibilityTable.generate(sources: Self.root.appendingPathComponent("Sources/ProsceniumEngine"),
                                                           Self.root.appendingPathComponent("Sources/Proscenium"),
                                                           Self.root.appendingPathComponent("Sources/WebKit"))
        // Modules beside SwiftUI's, described by hand after the generated tables.
        generated += try String(contentsOf: Self.root.appendingPathComponent("docs/compatibility/Charts.md"), encoding: .utf8)
        let file = Self.root.appendingPathComponent("docs/COMPATIBILITY.md")
        if ProcessInfo.processInfo.environment["UPDATE_COMPATIBILITY"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
        }
        let current = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        #expect(current == generated,
                "docs/COMPATIBILITY.md is out of date: run UPDATE_COMPATIBILITY=1 swift test --filter CompatibilityTable")
    }

    @Test func theGeneratorFindsWhatItShould() throws {
        let sample = """
        /// A view.
        public struct Widget: View {}

        @propertyWrapper
        public struct Keep<Value> {}

        extension View {
            /// Shadows. Accepted; has no visible effect on this platform.
            public func glow(_ radius: CGFloat) -> some View { self }
            public func pad() -> some View { self }
        }

        extension EnvironmentValues {
            public var colorMood: Int { 0 }
        }
        """
        let entries = CompatibilityTable.entries(in: sample)
        #expect(entries.contains { $0.section == .types && $0.name == "Widget" && $0.status == "complete" })
        #expect(entries.contains { $0.section == .propertyWrappers && $0.name == "@Keep" })
        #expect(entries.contains { $0.section == .viewModifiers && $0.name == "glow(_:)" && $0.status.hasPrefix("differs") })
        #expect(entries.contains { $0.section == .viewModifiers && $0.name == "pad()" })
        #expect(entries.contains { $0.section == .environmentValues && $0.name == "colorMood" })
    }
}

enum CompatibilityTable {
    enum Section: String, CaseIterable {
        case types = "Types"
        case propertyWrappers = "Property wrappers"
        case viewModifiers = "View modifiers"
        case sceneModifiers = "Scene modifiers"
        case environmentValues = "Environment values"
    }

    struct Entry: Hashable {
        let section: Section
        let name: String
        let status: String
    }

    static func generate(sources: URL...) throws -> String {
        var entries = Set<Entry>()
        let files = sources.flatMap {
            FileManager.default.enumerator(at: $0, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        }
        for file in files { entries.formUnion(Self.entries(in: try String(contentsOf: file, encoding: .utf8))) }
        var lines = [
            "# Compatibility",
            "",
            "Generated from the code by `Tests/ProsceniumTests/CompatibilityTableTests.swift`; do not edit.",
            "Every public type, property wrapper, view and scene modifier and environment value of",
            "Proscenium, SwiftUI's API on Linux. *complete* means it behaves as in SwiftUI; otherwise the",
            "status quotes the declaration's doc comment, which says what differs and why.",
            "",
        ]
        for section in Section.allCases {
            // One row per name: overloads share it; a limited overload shows its status.
            // Deterministic whatever the order of the set: a differing status
            // wins over "complete", and of several the first in sort order.
            var byName: [String: String] = [:]
            for entry in entries.filter({ $0.section == section }).sorted(by: { ($0.name, $0.status) < ($1.name, $1.status) }) {
                if let existing = byName[entry.name], existing != "complete" { continue }
                if byName[entry.name] == nil || entry.status != "complete" { byName[entry.name] = entry.status }
            }
            guard !byName.isEmpty else { continue }
            lines += ["## \(section.rawValue)", "", "| API | status |", "|---|---|"]
            for name in byName.keys.sorted() { lines.append("| `\(name)` | \(byName[name]!) |") }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// The entries one source file declares.
    static func entries(in source: String) -> [Entry] {
        var result: [Entry] = []
        var extensionOf: String?
        var depth = 0
        var extensionDepth = 0
        var comment: [String] = []
        var sawPropertyWrapper = false
        for line in joinedDeclarations(source) {
            if line.hasPrefix("///") {
                comment.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
                continue
            }
            if line.hasPrefix("@propertyWrapper") { sawPropertyWrapper = true }
            let status = Self.status(from: comment)
            if depth == 0, line.hasPrefix("extension ") || line.hasPrefix("nonisolated extension ") {
                extensionOf = line.dropFirst(line.hasPrefix("extension ") ? "extension ".count : "nonisolated extension ".count).split(whereSeparator: { ":{ <".contains($0) }).first.map(String.init)
                extensionDepth = depth + 1
            } else if depth == 0, let name = Self.typeName(line) {
                result.append(Entry(section: sawPropertyWrapper ? .propertyWrappers : .types,
                                    name: sawPropertyWrapper ? "@\(name)" : name, status: status))
            } else if depth == extensionDepth, let extensionOf, line.hasPrefix("public func ") {
                let signature = Self.signature(line)
                if extensionOf == "View" { result.append(Entry(section: .viewModifiers, name: signature, status: status)) }
                if extensionOf == "Scene" { result.append(Entry(section: .sceneModifiers, name: signature, status: status)) }
            } else if depth == extensionDepth, extensionOf == "EnvironmentValues", line.hasPrefix("public var ") {
                let name = line.dropFirst("public var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                result.append(Entry(section: .environmentValues, name: String(name), status: status))
            }
            if !line.hasPrefix("@") && !line.isEmpty { comment = []; if !line.hasPrefix("@propertyWrapper") { sawPropertyWrapper = sawPropertyWrapper && line.isEmpty } }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth < extensionDepth { extensionOf = nil; extensionDepth = 0 }
        }
        return result
    }

    /// The source's lines, trimmed, with a declaration whose parameters run
    /// over several lines joined into one.
    private static func joinedDeclarations(_ source: String) -> [String] {
        var result: [String] = []
        var pending: String?
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            // Isolation words before a declaration (`nonisolated public struct`,
            // `@MainActor public func`, as SwiftUI declares them) do not change what it is.
            var stripped = true
            while stripped {
                stripped = false
                for word in ["nonisolated ", "@MainActor ", "@preconcurrency ", "@frozen "] where line.hasPrefix(word) {
                    line = String(line.dropFirst(word.count))
                    stripped = true
                }
            }
            if var joined = pending {
                joined += " " + line
                if balance(joined) <= 0 { result.append(joined); pending = nil } else { pending = joined }
                continue
            }
            if line.hasPrefix("public func "), balance(line) > 0 { pending = line; continue }
            result.append(line)
        }
        if let pending { result.append(pending) }
        return result
    }

    private static func balance(_ text: String) -> Int {
        text.filter { $0 == "(" }.count - text.filter { $0 == ")" }.count
    }

    private static func typeName(_ line: String) -> String? {
        for keyword in ["public struct ", "public final class ", "public class ", "public enum ", "public protocol ",
                        "open class "] where line.hasPrefix(keyword) {
            let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.hasPrefix("_") ? nil : String(name)
        }
        return nil
    }

    /// `name(label:_:)` from a `public func` line.
    private static func signature(_ line: String) -> String {
        let afterFunc = line.dropFirst("public func ".count)
        let name = afterFunc.prefix { $0 != "(" && $0 != "<" }
        guard let open = afterFunc.firstIndex(of: "(") else { return String(name) + "()" }
        var depth = 0
        var parameters = ""
        for character in afterFunc[open...] {
            if character == "(" { depth += 1; if depth == 1 { continue } }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            parameters.append(character)
        }
        var labels: [String] = []
        var current = ""
        var nesting = 0
        for character in parameters {
            if "(<[".contains(character) { nesting += 1 }
            if ")>]".contains(character) { nesting -= 1 }
            if character == ",", nesting == 0 { labels.append(current); current = ""; continue }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(current) }
        let names = labels.map { parameter -> String in
            let label = parameter.trimmingCharacters(in: .whitespaces).split(separator: ":").first ?? ""
            // An attribute before the label (`@_inheritActorContext _ action`) is not its name.
            return String(label.split(separator: " ").first { !$0.hasPrefix("@") } ?? "_") + ":"
        }
        return "\(name)(\(names.joined()))"
    }

    private static func status(from comment: [String]) -> String {
        let text = comment.joined(separator: " ")
        let lower = text.lowercased()
        let markers = ["no visible effect", "has no effect", "no effect on this platform", "not honoured", "not honored",
                       "does nothing", "cannot be honoured", "changes nothing that shows", "not supported"]
        guard let marker = markers.first(where: lower.contains) else { return "complete" }
        // Quote the sentence that says so.
        let sentences = text.components(separatedBy: ". ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .")) }
        let sentence = sentences.first { $0.lowercased().contains(marker) } ?? marker
        return "differs on this platform: \(sentence.replacingOccurrences(of: "|", with: "\\|"))"
    }
}
