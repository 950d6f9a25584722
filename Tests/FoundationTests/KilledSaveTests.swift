import Foundation
import Testing

/// A process killed (SIGKILL) in the middle of saving, 200 times at random
/// moments: the file is always the complete old or the complete new content.
@Suite struct KilledSaveTests {
    static var saveLoop: URL {
        // SwiftPM puts the helper executable beside the test bundle.
        let tests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return tests.appendingPathComponent("SaveLoop")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: saveLoop.path), "SaveLoop is not built"))
    func aKilledSaveLeavesTheOldOrTheNewFileWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("killed-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("document.txt")
        let sizes = [256 * 1024: UInt8(ascii: "a"), 512 * 1024: UInt8(ascii: "b")]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let process = Process()
            process.executableURL = Self.saveLoop
            process.arguments = [file.path]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait until it saves, then kill it at a random moment.
            _ = output.fileHandleForReading.availableData
            usleep(UInt32.random(in: 0...20_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let data = try Data(contentsOf: file)
            let byte = sizes[data.count]
            #expect(byte != nil, "round \(round): the file is \(data.count) bytes, neither old nor new")
            if let byte { #expect(data.allSatisfy { $0 == byte }, "round \(round): the file mixes contents") }
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "document.txt" }
            // A killed save may leave its hidden temporary; it never replaces the document.
            #expect(leftovers.allSatisfy { $0.hasPrefix(".document.txt.") })
            for leftover in leftovers { try? FileManager.default.removeItem(at: folder.appendingPathComponent(leftover)) }
        }
    }
}
