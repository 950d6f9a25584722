import Foundation
import Testing

/// A graph's flush takes a `CommitPass`, which only the scheduler's file can
/// make: the compiler refuses a flush anywhere else. This test fails if that
/// guarantee is loosened (a pass made elsewhere, its initializer opened, or
/// a flush that takes none).
@Suite struct CommitPassTests {
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    private func swiftFiles() throws -> [URL] {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    private func lines(of file: URL) throws -> [Substring] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test func onlyTheSchedulerMakesACommitPass() throws {
        var offenders: [String] = []
        for file in try swiftFiles() where file.lastPathComponent != "UpdateScheduler.swift" {
            for (number, line) in try lines(of: file).enumerated() where line.contains("CommitPass(") {
                offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(offenders.isEmpty, "commit passes made outside the scheduler:\n\(offenders.joined(separator: "\n"))")
    }

    @Test func aPassCannotBeMadeOrKeptElsewhere() throws {
        let scheduler = Self.sources.appendingPathComponent("ProsceniumEngine/Runtime/UpdateScheduler.swift")
        let text = try lines(of: scheduler).joined(separator: "\n")
        let start = try #require(text.range(of: "struct CommitPass: ~Copyable {"), "CommitPass must stay noncopyable")
        let end = try #require(text.range(of: "\n}", range: start.upperBound..<text.endIndex))
        let body = text[start.upperBound..<end.lowerBound]
        let initializers = body.components(separatedBy: "\n").filter { $0.contains("init(") }
        #expect(!initializers.isEmpty && initializers.allSatisfy { $0.contains("fileprivate init(") },
                "CommitPass's initializers must be fileprivate: \(initializers)")
        let stored = body.components(separatedBy: "\n").filter { $0.contains(" let ") || $0.contains(" var ") }
        #expect(!stored.isEmpty && stored.allSatisfy { $0.contains("private let") },
                "CommitPass needs a private stored property, so no other file can initialize one: \(stored)")
    }

    @Test func everyFlushOfAGraphTakesAPass() throws {
        let graph = Self.sources.appendingPathComponent("ProsceniumEngine/Graph/ViewGraph.swift")
        let flushes = try lines(of: graph).filter { $0.contains("func flush(") }
        #expect(flushes.count == 1 && flushes[0].contains("func flush(in pass: borrowing CommitPass)")
                && !flushes[0].contains("public"), "\(flushes)")
    }
}
