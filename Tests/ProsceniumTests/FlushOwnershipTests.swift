import Foundation
import Testing

/// Only the commit flushes graphs: a flush elsewhere takes a window's
/// patches, and the page never sees them. The files allowed are the
/// scheduler's commit and the two steps it calls (a session's `prepare`,
/// which flushes its windows, and the menu bar's flush within it).
@Suite struct FlushOwnershipTests {
    @Test func onlyTheCommitFlushesGraphs() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Proscenium")
        let allowed: Set<String> = ["UpdateScheduler.swift", "AppSession+Updates.swift", "MenuBarController.swift",
                                    "ViewGraph.swift"]
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" && !allowed.contains(file.lastPathComponent) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.range(of: #"[gG]raph\.flush\("#, options: .regularExpression) != nil {
                offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "graphs flushed outside the commit:\n\(offenders.joined(separator: "\n"))")
    }
}
