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
    /// `true` in its `#if` and `#elseif` conditions, and a `#sourceLocation`
    /// first, so that line N of the copy is line N of `originalPath`. Lines
    /// inside comments and multi-line strings are left alone.
    public static func rewrite(_ source: String, originalPath: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var commentDepth = 0
        var inMultilineString = false
        for index in lines.indices {
            let startsInCode = commentDepth == 0 && !inMultilineString
            let code = SourceScanner.code(of: lines[index], commentDepth: &commentDepth, inMultilineString: &inMultilineString)
            guard startsInCode else { continue }
            let trimmed = code.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
            let directive = trimmed.prefix { !($0 == " " || $0 == "\t" || $0 == "(" || $0 == "!") }
            guard directive == "#if" || directive == "#elseif" else { continue }
            lines[index] = lines[index].replacingOccurrences(of: #"\bos\(\s*(macOS|OSX)\s*\)"#, with: "true",
                                                             options: .regularExpression)
        }
        let escaped = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + lines.joined(separator: "\n")
    }
}
