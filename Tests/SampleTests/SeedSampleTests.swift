import Foundation
import Testing

/// The seed samples (`../shared/seeds/samples/*.swift`, the first conformance
/// suite) must build unchanged against the `SwiftUI` product and behave as
/// their talks describe. This test makes a package beside the build folder
/// whose executable targets are the sample files (linked, not copied) and
/// whose tests (`SampleConformance/Tests`) drive each sample's app headless,
/// then builds and tests it with its own scratch path.
///
/// A clone without `../shared` skips this test, saying why; CI has it.
@Suite struct SeedSampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/seeds/samples")
    static var samplesPresent: Bool { FileManager.default.fileExists(atPath: samples.path) }

    @Test(.enabled(if: samplesPresent, "../shared/seeds/samples is not beside this clone; CI has it"),
          .timeLimit(.minutes(25)))
    func seedSamplesBuildUnchangedAndBehaveAsTheTalksSay() throws {
        let package = try SampleConformancePackage.make(packageRoot: Self.packageRoot, samples: Self.samples)
        let build = try run(["swift", "build", "--build-tests", "--scratch-path", package.scratch.path], in: package.root)
        #expect(build.status == 0, "the samples did not build against the SwiftUI product:\n\(build.tail)")
        guard build.status == 0 else { return }
        let test = try run(["swift", "test", "--skip-build", "--scratch-path", package.scratch.path], in: package.root)
        #expect(test.status == 0, "the samples' behaviour tests failed:\n\(test.tail)")
        print(test.tail)
    }
}

struct ProcessResult {
    let status: Int32
    let output: String
    var tail: String { output.split(separator: "\n", omittingEmptySubsequences: false).suffix(80).joined(separator: "\n") }
}

func run(_ arguments: [String], in directory: URL) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // The samples' settings and restoration files go to a fresh folder.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-samples-home-\(UUID())")
    var environment = ProcessInfo.processInfo.environment
    for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
        environment[name] = home.appendingPathComponent(folder).path
    }
    process.environment = environment
    defer { try? FileManager.default.removeItem(at: home) }
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-samples-\(UUID()).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(at: log)
    return ProcessResult(status: process.terminationStatus, output: output)
}
