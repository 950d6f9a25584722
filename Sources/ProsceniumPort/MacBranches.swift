// The Mac's `#if` branches for Linux: a ported app is a Mac desktop app
// with AppKit's names, so the code it writes under `#if os(macOS)` is the
// code Linux should compile. The compiler answers `os(macOS)` with false on
// Linux, and no flag changes that, so the `MacBranches` build plugin
// compiles a copy of each source in which `os(macOS)` reads `true`, with
// `#sourceLocation` pointing every diagnostic and debug location at the
// original file and line.

import Foundation

public enum MacBranches {
    /// `source` with `os(macOS)` (and its old spelling `os(OSX)`) read as
    /// `true` and `canImport(UIKit)` as `false` in its `#if` and `#elseif`
    /// conditions, the two forms that need the Objective-C runtime written
    /// as Linux compiles them (`rewriteObjectiveCForms`), and a
    /// `#sourceLocation` first, so that line N of the copy is line N of
    /// `originalPath`. Lines inside comments and multi-line strings are left alone.
    public static func rewrite(_ source: String, originalPath: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let methods = actionMethods(in: source)
        var commentDepth = 0
        var inMultilineString = false
        for index in lines.indices {
            let startsInCode = commentDepth == 0 && !inMultilineString
            let code = SourceScanner.code(of: lines[index], commentDepth: &commentDepth, inMultilineString: &inMultilineString)
            guard startsInCode else { continue }
            let trimmed = code.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else {
                if commentDepth == 0, !inMultilineString {
                    lines[index] = rewriteSubmoduleImport(rewriteObjectiveCForms(lines[index], code: code, methods: methods))
                }
                continue
            }
            let directive = trimmed.prefix { !($0 == " " || $0 == "\t" || $0 == "(" || $0 == "!") }
            guard directive == "#if" || directive == "#elseif" else { continue }
            // A Mac has AppKit and no UIKit (Mac Catalyst aside): code under
            // `canImport(UIKit)` is an iPhone's, as `os(iOS)`'s is.
            lines[index] = lines[index]
                .replacingOccurrences(of: #"\bos\(\s*(macOS|OSX)\s*\)"#, with: "true", options: .regularExpression)
                .replacingOccurrences(of: #"\bcanImport\(\s*UIKit\s*\)"#, with: "false", options: .regularExpression)
        }
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + lines.joined(separator: "\n")
    }

    /// One line of code with an import of a Clang submodule of a module
    /// Proscenium provides (`import CoreGraphics.CGBase`) written as an import
    /// of the module: Proscenium's are Swift modules, which have no
    /// submodules, and the module has all the submodule's names. An import of
    /// one declaration (`import struct CoreGraphics.CGSize`) is Swift's own
    /// and stays.
    static func rewriteSubmoduleImport(_ line: String) -> String {
        guard line.contains("import"),
              let match = line.firstMatch(of: /^(\s*(?:@[\w]+(?:\([^)]*\))?\s+)*import\s+)([A-Za-z_]\w*)(\.[A-Za-z_][\w.]*)(?=\s*(?:\/\/.*)?$)/),
              LinuxModules.providedByProscenium.contains(String(match.output.2))
        else { return line }
        return String(match.output.1) + String(match.output.2) + line[match.range.upperBound...]
    }

    /// One line of code with `@UIApplicationMain` written as `@main` (the
    /// spelling Swift 6 requires; `UIApplicationDelegate.main()` starts the
    /// app), `@objc` dropped (but on protocols), and each `#selector(...)` that closes on the line as
    /// `Selector("name")`, the method's Objective-C name: the compiler
    /// accepts `#selector` only with the Objective-C runtime, which Linux
    /// lacks. `code` is the line without its comments, as `SourceScanner`
    /// reads it: a line whose comment holds the forms is left alone.
    /// A `#selector` naming one of `methods` (the file's `@objc` and
    /// `@IBAction` instance methods) without a type (`#selector(tapped)`,
    /// `#selector(self.tapped(_:))`) is written `Selector(_objectiveCName:
    /// "name", self.tapped)`, bound to the method, so that sending the action
    /// calls it as the Objective-C runtime would.
    static func rewriteObjectiveCForms(_ line: String, code: String, methods: Set<String> = []) -> String {
        var line = line
        if code.contains("@UIApplicationMain"), line.components(separatedBy: "@UIApplicationMain").count == code.components(separatedBy: "@UIApplicationMain").count {
            line = line.replacingOccurrences(of: #"@UIApplicationMain\b"#, with: "@main", options: .regularExpression)
        }
        // `@objc` exposes a declaration to the Objective-C runtime, which
        // Linux lacks (the compiler rejects it there); without one, nothing
        // can tell the difference. An `@objc protocol` keeps it: its
        // `optional` requirements need it.
        if code.contains("@objc"), line.components(separatedBy: "@objc").count == code.components(separatedBy: "@objc").count,
           !code.contains("optional") {
            // Alone on its line too, before the declaration it marks.
            line = line.replacingOccurrences(of: #"@objc(Members)?(\([^)]*\))?(\s+|$)(?!protocol\b)"#, with: "",
                                             options: .regularExpression)
        }
        guard code.contains("#selector("),
              line.components(separatedBy: "#selector(").count == code.components(separatedBy: "#selector(").count
        else { return line }
        var result = ""
        var rest = line[...]
        while let start = rest.range(of: "#selector(") {
            result += rest[..<start.lowerBound]
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            guard depth == 0 else { return line }  // It closes on a later line: left as it is.
            let expression = rest[start.upperBound..<rest.index(before: end)]
            let name = objectiveCName(of: String(expression))
            if let method = boundReference(String(expression), methods: methods) {
                result += "Selector(_objectiveCName: \"\(name)\", \(method))"
            } else {
                result += "Selector(\"\(name)\")"
            }
            rest = rest[end...]
        }
        return result + rest
    }

    /// The instance methods a file exposes to Objective-C (`@objc func`,
    /// `@IBAction func`, the attribute on the line before or with other
    /// modifiers between; not `static` or `class` ones).
    static func actionMethods(in source: String) -> Set<String> {
        let modifiers = #"(?:\s+(?:@\w+(?:\([^)]*\))?|public|private|fileprivate|internal|open|final|override|dynamic|nonisolated))*"#
        let pattern = #"@(?:objc|IBAction)\b(?:\([^)]*\))?"# + modifiers + #"\s+func\s+(\w+)"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(source.startIndex..., in: source)
        return Set(regex.matches(in: source, range: range).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        })
    }

    /// `self.method...` for a `#selector` expression that names one of
    /// `methods` with no type before it; nil for anything else.
    static func boundReference(_ expression: String, methods: Set<String>) -> String? {
        var text = expression.trimmingCharacters(in: .whitespaces)
        guard !text.hasPrefix("getter:"), !text.hasPrefix("setter:"), !text.contains(" as ") else { return nil }
        if text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
        let base = text.prefix { $0 != "(" }
        guard !base.contains("."), methods.contains(String(base)) else { return nil }
        return "self." + text
    }

    /// First labels Swift appends to an Objective-C name as they are.
    static let prepositions: Set<String> = ["with", "for", "to", "from", "in", "at", "by", "on", "of", "into", "onto",
                                            "as", "after", "before", "about", "above", "below", "under", "over",
                                            "through", "via", "within", "without", "using", "like", "upon"]

    /// The Objective-C name of the method a `#selector` names:
    /// `Type.method` -> `method`, `method(_:with:)` -> `method:with:`,
    /// `method(with:)` -> `methodWith:`, `getter: Type.value` -> `value`,
    /// `setter: value` -> `setValue:`; a trailing `as (...) -> T` is dropped.
    static func objectiveCName(of expression: String) -> String {
        var text = expression.trimmingCharacters(in: .whitespaces)
        var accessor: String?
        for kind in ["getter:", "setter:"] where text.hasPrefix(kind) {
            accessor = kind
            text = String(text.dropFirst(kind.count)).trimmingCharacters(in: .whitespaces)
        }
        if let cast = text.range(of: " as ") { text = String(text[..<cast.lowerBound]) }
        var labels: [String]?
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
            labels = inside.split(separator: ":", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
            text = String(text[..<open])
        }
        let base = text.split(separator: ".").last.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? text
        switch accessor {
        case "getter:": return base
        case "setter:": return "set" + base.prefix(1).uppercased() + base.dropFirst() + ":"
        default: break
        }
        guard let labels, let first = labels.first else { return base }
        // Swift names `f(x:)` `fWithX:`, and `f(with:)` `fWith:`: a first
        // label that is a preposition is not preceded by another.
        let capitalized = first.prefix(1).uppercased() + first.dropFirst()
        let head = first == "_" ? base : base + (prepositions.contains(first) ? "" : "With") + capitalized
        return ([head] + labels.dropFirst()).joined(separator: ":") + ":"
    }
}
