import Foundation
import Testing

/// The engine (graph, data flow, environment, runtime, storage) knows no
/// AppKit or UIKit name and imports no vocabulary: the application object
/// reaches it through `ApplicationHost` and `WindowHost`. Its files are
/// `Sources/ProsceniumEngine`. The SwiftUI types it still names would be
/// listed below, file by file (none are left).
@Suite(.enabled(if: EngineSources.present, "Sources/ is not beside the tests: the engine's files cannot be read"))
struct EngineBoundaryTests {
    @Test func engineImportsNoVocabularyNorAppleModule() throws {
        let forbidden: Set<String> = ["Proscenium", "SwiftUI", "SwiftUICore", "AppKit", "Cocoa", "UIKit"]
        var offenders: [String] = []
        for file in try EngineSources.engineFiles() {
            for (number, line) in try EngineSources.lines(of: file).enumerated() {
                guard let module = EngineSources.importedModule(line), forbidden.contains(module) else { continue }
                offenders.append("\(EngineSources.name(of: file)):\(number + 1): \(line)")
            }
        }
        #expect(offenders.isEmpty, "the engine imports the vocabulary or an Apple module:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func engineNamesNoAppKitOrUIKitType() throws {
        let appleNames = try EngineSources.declaredTypes(inFolders: ["AppKitNames", "UIKitNames"])
        #expect(appleNames.contains("NSApplication") && appleNames.contains("UIApplication"),
                "the AppKit and UIKit names were not found: \(appleNames.sorted().prefix(5))")
        var offenders: [String] = []
        for file in try EngineSources.engineFiles() {
            let code = try EngineSources.code(of: file)
            for (number, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let named = EngineSources.identifiers(in: line).filter(appleNames.contains)
                if !named.isEmpty { offenders.append("\(EngineSources.name(of: file)):\(number + 1): \(named.sorted())") }
            }
        }
        #expect(offenders.isEmpty, "the engine names AppKit or UIKit types:\n\(offenders.joined(separator: "\n"))")
    }

    /// View modifiers are vocabulary: the engine declares the modifier
    /// types they make, never the `View` methods an app calls (only
    /// `modifier(_:)`, which every modifier goes through, and the debugging
    /// statics `_printChanges()` and `_logChanges()` stay).
    @Test func engineDeclaresNoViewModifier() throws {
        var offenders: [String] = []
        for file in try EngineSources.engineFiles() {
            for (line, text) in EngineSources.viewExtensionLines(in: try EngineSources.code(of: file))
            where text.contains("some View") {
                offenders.append("\(EngineSources.name(of: file)):\(line): \(text.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "the engine declares view modifiers; move them to Sources/Proscenium:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func viewExtensionsAreFoundWithTheirLines() {
        let code = "struct A {}\nnonisolated extension View {\n    public func x() -> some View { self }\n}\nextension ViewGraph {\n    func y() -> some View {}\n}\n"
        let found = EngineSources.viewExtensionLines(in: code)
        #expect(found.map(\.line) == [2, 3, 4])
        #expect(found.contains { $0.text.contains("func x") } && !found.contains { $0.text.contains("func y") })
    }

    /// The vocabulary types each engine file still names. A new edge fails;
    /// so does an edge broken but still listed, so the list stays the truth.
    @Test func engineNamesOnlyTheVocabularyTypesLeftToMove() throws {
        let engineNames = try EngineSources.declaredTypes(in: EngineSources.engineFiles(), nestedToo: true)
        let vocabulary = try EngineSources.declaredTypes(in: EngineSources.vocabularyFiles())
            .subtracting(engineNames)
        var found: [String: Set<String>] = [:]
        for file in try EngineSources.engineFiles() {
            let named = EngineSources.identifiers(in: try EngineSources.code(of: file)).intersection(vocabulary)
            if !named.isEmpty { found[EngineSources.name(of: file)] = named }
        }
        var problems: [String] = []
        for (file, names) in found.sorted(by: { $0.key < $1.key }) {
            let new = names.subtracting(Self.edgesLeft[file] ?? [])
            if !new.isEmpty { problems.append("\(file) now names \(new.sorted())") }
        }
        for (file, names) in Self.edgesLeft.sorted(by: { $0.key < $1.key }) {
            let gone = names.subtracting(found[file] ?? [])
            if !gone.isEmpty { problems.append("\(file) no longer names \(gone.sorted()): strike them from edgesLeft") }
        }
        #expect(problems.isEmpty, "engine to vocabulary edges changed:\n\(problems.joined(separator: "\n"))")
    }

    /// Engine file (in its folder) -> the vocabulary types it names.
    static let edgesLeft: [String: Set<String>] = [:]
}

/// The package's sources, read as text: which files are the engine's, the
/// types a file declares and the identifiers its code (not its comments
/// nor its strings) names.
enum EngineSources {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
    static let vocabularyRoot = root.appendingPathComponent("Proscenium")
    static let engineRoot = root.appendingPathComponent("ProsceniumEngine")

    static var present: Bool {
        FileManager.default.fileExists(atPath: vocabularyRoot.appendingPathComponent("AppKitNames").path)
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    static func engineFiles() throws -> [URL] {
        let files = try swiftFiles(under: engineRoot)
        #expect(files.contains { $0.lastPathComponent == "ViewGraph.swift" }, "the engine's files were not found in \(engineRoot.path)")
        return files
    }

    static func vocabularyFiles() throws -> [URL] {
        let engine = Set(try engineFiles().map(\.path))
        return try swiftFiles(under: vocabularyRoot).filter { !engine.contains($0.path) }
    }

    /// `Folder/File.swift`, the file's path in its target.
    static func name(of file: URL) -> String {
        file.pathComponents.suffix(2).joined(separator: "/")
    }

    static func lines(of file: URL) throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The module a line imports (`import X`, `@_spi(Y) package import X`, `import struct X.Y`).
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "package", "internal"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let path = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(words[1]) && words.count > 2
            ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    static func declaredTypes(inFolders folders: [String]) throws -> Set<String> {
        var files: [URL] = []
        for folder in folders { files += try swiftFiles(under: vocabularyRoot.appendingPathComponent(folder)) }
        return try declaredTypes(in: files)
    }

    /// The types the files declare at the top level (and, with `nestedToo`,
    /// inside other declarations).
    static func declaredTypes(in files: [URL], nestedToo: Bool = false) throws -> Set<String> {
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "final", "indirect",
                                      "nonisolated", "open"]
        var names: Set<String> = []
        for file in files {
            for line in try code(of: file).components(separatedBy: "\n") {
                guard nestedToo || !(line.first?.isWhitespace ?? true) else { continue }
                var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
                while let first = words.first, first.hasPrefix("@") || modifiers.contains(String(first)) {
                    words = words.dropFirst()
                }
                guard let kind = words.first, kinds.contains(String(kind)), words.count > 1 else { continue }
                let name = words[words.index(after: words.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The identifiers in `code`.
    static func identifiers(in code: some StringProtocol) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { names.insert(current) }
                current = ""
            }
        }
        if let first = current.first, !first.isNumber { names.insert(current) }
        return names
    }

    /// The lines (numbered from 1) of `extension View` blocks at the top
    /// level of `code`, from the `extension` line to its closing brace.
    static func viewExtensionLines(in code: String) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var depth = 0
        var inside = false
        for (index, text) in code.components(separatedBy: "\n").enumerated() {
            if depth == 0, !inside {
                let words = text.split(whereSeparator: { $0 == " " || $0 == "{" }).map(String.init)
                    .drop { ["nonisolated", "public", "package", "internal"].contains($0) || $0.hasPrefix("@") }
                inside = words.first == "extension" && words.dropFirst().first.map { $0 == "View" || $0 == "View:" } == true
            }
            if inside { found.append((index + 1, text)) }
            depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
            if depth == 0, inside, text.contains("}") { inside = false }
        }
        return found
    }

    /// The file's text with its comments and string literals blanked (their
    /// line breaks kept, so lines keep their numbers).
    static func code(of file: URL) throws -> String {
        let text = Array(try String(contentsOf: file, encoding: .utf8))
        var result = ""
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < text.count ? text[index + offset] : nil }
        func skip(until end: [Character]) {
            while index < text.count {
                if Array(text[index..<min(index + end.count, text.count)]) == end { index += end.count; return }
                if text[index] == "\\" { index += 2; continue }
                if text[index] == "\n" { result.append("\n") }
                index += 1
            }
        }
        while index < text.count {
            let character = text[index]
            if character == "/", at(1) == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
            } else if character == "/", at(1) == "*" {
                index += 2
                var depth = 1
                while index < text.count, depth > 0 {
                    if text[index] == "/", at(1) == "*" { depth += 1; index += 2; continue }
                    if text[index] == "*", at(1) == "/" { depth -= 1; index += 2; continue }
                    if text[index] == "\n" { result.append("\n") }
                    index += 1
                }
            } else if character == "\"" {
                let isBlock = at(1) == "\"" && at(2) == "\""
                index += isBlock ? 3 : 1
                skip(until: isBlock ? ["\"", "\"", "\""] : ["\""])
                result.append("\"\"")
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }
}
