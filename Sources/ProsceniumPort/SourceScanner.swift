// A line scanner over an app's Swift sources that finds what stops them
// building on Linux: imports of Apple-only modules, and `#if` chains whose
// every branch is for an Apple platform, with no `#else`, so that Linux
// compiles none of it. Imports inside a branch Linux skips are fine.

import Foundation

/// Something in a source file that stops it building (or working) on Linux.
public struct PortFinding: Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: URL
    public var line: Int
    public var severity: Severity
    /// What is wrong.
    public var message: String
    /// What to change.
    public var fix: String

    /// `path:line: error: message; fix`, as compilers print, so editors jump to it.
    public var description: String { "\(file.path):\(line): \(severity.rawValue): \(message). Fix: \(fix)" }
}

/// Three-valued truth: what a `#if` condition is on Linux, when known.
enum LinuxTruth: Equatable {
    case yes, no, maybe

    static func && (lhs: LinuxTruth, rhs: LinuxTruth) -> LinuxTruth {
        if lhs == .no || rhs == .no { return .no }
        if lhs == .yes && rhs == .yes { return .yes }
        return .maybe
    }

    static func || (lhs: LinuxTruth, rhs: LinuxTruth) -> LinuxTruth {
        if lhs == .yes || rhs == .yes { return .yes }
        if lhs == .no && rhs == .no { return .no }
        return .maybe
    }

    static prefix func ! (value: LinuxTruth) -> LinuxTruth {
        switch value {
        case .yes: .no
        case .no: .yes
        case .maybe: .maybe
        }
    }
}

/// Scans Swift sources for what Linux lacks.
public struct SourceScanner: Sendable {
    /// Modules the ported package's dependencies provide (besides Proscenium and the toolchain).
    public var packageModules: Set<String>
    /// Whether the sources are compiled with their Mac branches taken (the
    /// MacBranches plugin, which ported packages use): `os(macOS)` is true.
    public var takesMacBranches: Bool

    public init(packageModules: Set<String> = [], takesMacBranches: Bool = false) {
        self.packageModules = packageModules
        self.takesMacBranches = takesMacBranches
    }

    private struct Chain {
        var parent: LinuxTruth
        var taken: LinuxTruth
        var active: LinuxTruth
        var line: Int
        var branches: [(line: Int, condition: String, value: LinuxTruth)] = []
        var hasElse = false
        /// An import of an Apple-only module in one of its branches.
        var importsAppleOnlyModule = false
    }

    /// The findings in one file's text.
    public func scan(_ text: String, file: URL) -> [PortFinding] {
        var findings: [PortFinding] = []
        var chains: [Chain] = []
        var commentDepth = 0
        var inMultilineString = false
        var active: LinuxTruth { chains.last?.active ?? .yes }
        let methods = MacBranches.actionMethods(in: text)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let code = Self.code(of: String(rawLine), commentDepth: &commentDepth, inMultilineString: &inMultilineString)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") {
                let condition = String(trimmed.dropFirst(3))
                let value = evaluate(condition)
                var chain = Chain(parent: active, taken: value, active: active && value, line: lineNumber)
                chain.branches.append((lineNumber, condition.trimmingCharacters(in: .whitespaces), value))
                chains.append(chain)
            } else if trimmed.hasPrefix("#elseif"), var chain = chains.popLast() {
                let condition = String(trimmed.dropFirst(7))
                let value = evaluate(condition)
                chain.active = chain.parent && !chain.taken && value
                chain.taken = chain.taken || value
                chain.branches.append((lineNumber, condition.trimmingCharacters(in: .whitespaces), value))
                chains.append(chain)
            } else if trimmed.hasPrefix("#else"), var chain = chains.popLast() {
                chain.active = chain.parent && !chain.taken
                chain.hasElse = true
                chains.append(chain)
            } else if trimmed.hasPrefix("#endif"), let chain = chains.popLast() {
                if let finding = Self.emptyForLinux(chain, file: file) { findings.append(finding) }
            } else if active != .no, let construct = Self.objectiveCConstruct(in: code) {
                let fix = "route the action through SwiftUI instead of the responder chain: a `FocusedValue` "
                    + "(or `@FocusedObject`) the key window's view publishes and the command reads, "
                    + "or a closure in place of the selector"
                switch takesMacBranches ? Self.macBranchesOutcome(of: code, methods: methods) : .fails {
                case .fails:
                    findings.append(PortFinding(
                        file: file, line: lineNumber, severity: .error,
                        message: "`\(construct)` needs the Objective-C runtime, which Swift on Linux does not have",
                        fix: fix))
                case .unbound:
                    findings.append(PortFinding(
                        file: file, line: lineNumber, severity: .warning,
                        message: "`#selector` builds (as `Selector(\"name\")`), but with no Objective-C runtime "
                            + "sending it reaches only `resignFirstResponder` and methods of the type that writes it",
                        fix: fix))
                case .builds:
                    break
                }
            } else if let module = Self.importedModule(trimmed) {
                let available = LinuxModules.isAvailable(module, packageModules: packageModules)
                if available == false, !chains.isEmpty { chains[chains.count - 1].importsAppleOnlyModule = true }
                guard active != .no else { continue }
                switch available {
                case false:
                    // A submodule Linux lacks (`os.log`) is named whole; else its module.
                    let top = LinuxModules.appleOnly[module] != nil ? module : module.split(separator: ".").first.map(String.init) ?? module
                    findings.append(PortFinding(
                        file: file, line: lineNumber, severity: .error,
                        message: "`import \(module)`: \(top) does not exist on Linux",
                        fix: LinuxModules.appleOnly[top] ?? "keep that code in `#if canImport(\(top))`"))
                case nil:
                    findings.append(PortFinding(
                        file: file, line: lineNumber, severity: .warning,
                        message: "`import \(module)`: no package of the project provides \(module)",
                        fix: "add the package that provides it to the generated Package.swift"))
                default:
                    break
                }
            }
        }
        return findings
    }

    /// A chain with no `#else` whose every branch is false on Linux, so that
    /// Linux compiles none of it: a platform switch (`#if os(macOS) ...
    /// #elseif os(iOS) ... #endif`), or the Mac's own code (`#if os(macOS)`)
    /// unless it imports an Apple-only module (AppKit code stays the Mac's).
    private static func emptyForLinux(_ chain: Chain, file: URL) -> PortFinding? {
        guard !chain.hasElse, chain.parent != .no, chain.branches.allSatisfy({ $0.value == .no }) else { return nil }
        let macPattern = #"(?<!!)os\(\s*macOS\s*\)"#
        let mac = chain.branches.first { $0.condition.range(of: macPattern, options: .regularExpression) != nil }
        if chain.branches.count == 1 {
            guard mac != nil, !chain.importsAppleOnlyModule else { return nil }
        } else {
            let platformSpecific = chain.branches.contains { branch in
                ["os(", "canImport(", "targetEnvironment("].contains { branch.condition.contains($0) }
            }
            guard platformSpecific else { return nil }
        }
        let conditions = chain.branches.map(\.condition).joined(separator: " / ")
        let fix: String
        if let mac {
            let simple = mac.condition.range(of: macPattern, options: .regularExpression)
                .map { mac.condition[$0] == mac.condition[...] } ?? false
            let widened = simple ? "\(mac.condition) || os(Linux)"
                : mac.condition.replacingOccurrences(of: macPattern, with: "(os(macOS) || os(Linux))", options: .regularExpression)
            fix = "line \(mac.line): write `\(mac.line == chain.line ? "#if" : "#elseif") \(widened)` (Linux runs the Mac's code)"
        } else {
            fix = "add an `#else` branch (or `|| os(Linux)` on the branch Linux should take)"
        }
        return PortFinding(file: file, line: chain.line, severity: .warning,
                           message: "`#if \(conditions)` has no branch for Linux: Linux compiles none of it",
                           fix: fix)
    }

    /// What the Mac-branches build plugin makes of a line with `#selector`
    /// or `@objc`.
    enum ObjectiveCOutcome {
        /// Rewritten, and every selector bound to the method it names.
        case builds
        /// Rewritten, with a selector bound to no method: it compiles, and
        /// sending it does nothing the page cannot do by name.
        case unbound
        /// Left as written (an `@objc protocol`, `optional` requirements, a
        /// `#selector` over several lines): the compiler rejects it on Linux.
        case fails
    }

    static func macBranchesOutcome(of code: String, methods: Set<String>) -> ObjectiveCOutcome {
        let rewritten = MacBranches.rewriteObjectiveCForms(code, code: code, methods: methods)
        if objectiveCConstruct(in: rewritten) != nil { return .fails }
        return rewritten.contains("Selector(\"") && code.contains("#selector(") ? .unbound : .builds
    }

    /// `#selector(` or `@objc` in a line's code, or nil: the responder-chain
    /// pattern (`NSApp.sendAction(#selector(...))` with `@objc` protocols).
    static func objectiveCConstruct(in code: String) -> String? {
        // Code only: what is inside string literals does not count.
        var outside = ""
        var inString = false
        for character in code {
            if character == "\"" { inString.toggle(); continue }
            if !inString { outside.append(character) }
        }
        if outside.contains("#selector(") { return "#selector" }
        if outside.range(of: #"@objc\b"#, options: .regularExpression) != nil { return "@objc" }
        return nil
    }

    /// The module an `import` line names (`import A`, `import struct A.B`,
    /// `@testable import A`), or nil.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
            words.removeFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
        let path = (kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1])
            .trimmingCharacters(in: CharacterSet(charactersIn: ";"))
        let module = path.split(separator: ".").first.map(String.init) ?? path
        guard !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return kinds.contains(words[1]) ? module : path
    }

    /// The line without comments and without string contents' effect on
    /// comment tracking (a light scan: enough for directives and imports).
    static func code(of line: String, commentDepth: inout Int, inMultilineString: inout Bool) -> String {
        var result = ""
        var characters = Array(line)[...]
        var inString = false
        while let character = characters.first {
            let next = characters.dropFirst().first
            if commentDepth > 0 {
                if character == "*", next == "/" { commentDepth -= 1; characters = characters.dropFirst(2); continue }
                if character == "/", next == "*" { commentDepth += 1; characters = characters.dropFirst(2); continue }
                characters = characters.dropFirst()
                continue
            }
            if inMultilineString {
                if characters.starts(with: "\"\"\"") { inMultilineString = false; characters = characters.dropFirst(3); continue }
                characters = characters.dropFirst()
                continue
            }
            if inString {
                if character == "\\" { characters = characters.dropFirst(2); continue }
                if character == "\"" { inString = false }
                result.append(character)
                characters = characters.dropFirst()
                continue
            }
            if characters.starts(with: "\"\"\"") { inMultilineString = true; result += "\"\"\""; characters = characters.dropFirst(3); continue }
            if character == "\"" { inString = true; result.append(character); characters = characters.dropFirst(); continue }
            if character == "/", next == "/" { break }
            if character == "/", next == "*" { commentDepth += 1; characters = characters.dropFirst(2); continue }
            result.append(character)
            characters = characters.dropFirst()
        }
        return result
    }

    /// What a `#if` condition is on Linux.
    func evaluate(_ condition: String) -> LinuxTruth {
        var parser = ConditionParser(tokens: ConditionParser.tokenize(condition), scanner: self)
        let value = parser.parseOr()
        return parser.atEnd ? value : .maybe
    }

    fileprivate func truth(ofCall name: String, argument: String) -> LinuxTruth {
        switch name {
        case "os":
            if argument == "Linux" { return .yes }
            return takesMacBranches && (argument == "macOS" || argument == "OSX") ? .yes : .no
        case "canImport":
            let module = argument.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? argument
            switch LinuxModules.isAvailable(module, packageModules: packageModules) {
            case true: return .yes
            case false: return .no
            default: return .maybe
            }
        case "targetEnvironment":
            return .no
        case "swift", "compiler":
            return .yes
        default:
            return .maybe
        }
    }
}

/// A recursive-descent reader of `#if` conditions: `!`, `&&`, `||`,
/// parentheses, `os(...)`-like calls, `true`/`false`, flags.
private struct ConditionParser {
    var tokens: [String]
    let scanner: SourceScanner
    var position = 0

    var atEnd: Bool { position >= tokens.count }

    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var characters = Array(text)[...]
        while let character = characters.first {
            if character.isWhitespace { characters = characters.dropFirst(); continue }
            if characters.starts(with: "&&") || characters.starts(with: "||") {
                tokens.append(String(characters.prefix(2)))
                characters = characters.dropFirst(2)
            } else if "()!".contains(character) {
                tokens.append(String(character))
                characters = characters.dropFirst()
            } else {
                let word = characters.prefix { !$0.isWhitespace && !"()!&|".contains($0) }
                if word.isEmpty { tokens.append(String(character)); characters = characters.dropFirst(); continue }
                tokens.append(String(word))
                characters = characters.dropFirst(word.count)
            }
        }
        return tokens
    }

    mutating func parseOr() -> LinuxTruth {
        var value = parseAnd()
        while position < tokens.count, tokens[position] == "||" {
            position += 1
            value = value || parseAnd()
        }
        return value
    }

    mutating func parseAnd() -> LinuxTruth {
        var value = parseUnary()
        while position < tokens.count, tokens[position] == "&&" {
            position += 1
            value = value && parseUnary()
        }
        return value
    }

    mutating func parseUnary() -> LinuxTruth {
        guard position < tokens.count else { return .maybe }
        if tokens[position] == "!" {
            position += 1
            return !parseUnary()
        }
        if tokens[position] == "(" {
            position += 1
            let value = parseOr()
            if position < tokens.count, tokens[position] == ")" { position += 1 }
            return value
        }
        let word = tokens[position]
        position += 1
        if word == "true" { return .yes }
        if word == "false" { return .no }
        guard position < tokens.count, tokens[position] == "(" else { return .maybe }
        // A call: its argument is everything up to the matching parenthesis.
        position += 1
        var depth = 1
        var argument: [String] = []
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            if token == "(" { depth += 1 }
            if token == ")" { depth -= 1; if depth == 0 { break } }
            argument.append(token)
        }
        return scanner.truth(ofCall: word, argument: argument.joined(separator: " "))
    }
}
