import Foundation
import Testing

/// The documents stay written for their readers: the README short enough to
/// read through, and no document pointing at the project's issue tracker by
/// number (a reader outside it cannot follow one).
@Suite struct DocumentShapeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmeIsAtMostFourHundredLines() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
            - (readme.hasSuffix("\n") ? 1 : 0)
        #expect(lines <= 400, "README.md has \(lines) lines: move detail to docs/")
    }

    @Test func noDocumentNamesAnIssueNumber() throws {
        let docs = Self.root.appendingPathComponent("docs")
        var files = [Self.root.appendingPathComponent("README.md")]
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path)
        files += names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        let pattern = try Regex(#"(?i)\b(issue|task)\s*#?\d+"#)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(pattern) {
                Issue.record("\(file.lastPathComponent):\(index + 1) names an issue: \(line)")
            }
        }
    }
}
