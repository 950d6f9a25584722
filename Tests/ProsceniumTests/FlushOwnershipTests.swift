import Foundation
import Testing

/// Only the commit flushes graphs: a flush elsewhere takes a window's
/// patches, and the page never sees them. The files allowed are the
/// scheduler's commit and the two steps it calls (a session's `prepare`,
/// which flushes its windows, and the menu bar's flush within it).
@Suite struct FlushOwnershipTests {
    @Test func onlyTheCommitFlushesGraphs() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let allowed: Set<String> = ["UpdateScheduler.swift", "AppSession+Updates.swift", "MenuBarController.swift",
                                    "ViewGraph.swift"]
        // The engine's files and the vocabulary's.
        var files: [URL] = []
        for target in ["Sources/ProsceniumEngine", "Sources/Proscenium"] {
            let found = try #require(FileManager.default.enumerator(at: root.appendingPathComponent(target),
                                                                    includingPropertiesForKeys: nil))
            files += found.compactMap { $0 as? URL }
        }
        #expect(files.contains { $0.lastPathComponent == "UpdateScheduler.swift" }, "the scheduler's file was not read")
        var offenders: [String] = []
        for file in files where file.pathExtension == "swift" && !allowed.contains(file.lastPathComponent) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.range(of: #"[gG]raph\.flush\("#, options: .regularExpression) != nil {
                offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "graphs flushed outside the commit:\n\(offenders.joined(separator: "\n"))")
    }
}
