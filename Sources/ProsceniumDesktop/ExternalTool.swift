// Running the system's tools (update-desktop-database, dpkg-deb, ldd, ...)
// and finding them on `PATH`.

import Foundation

/// A program run to its end, with its output.
public struct ToolResult: Sendable {
    public var status: Int32
    public var output: String
}

/// Runs system tools.
public enum ExternalTool {
    /// The first executable called `name` on `PATH`, or nil.
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        for folder in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs `program` with `arguments` to its end; its standard output and
    /// error, together, in `output`.
    public static func run(_ program: URL, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String]? = nil) throws -> ToolResult {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DesktopError("cannot run \(program.path): \(error.localizedDescription)")
        }
        // Read before waiting: a full pipe would stop the program.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs the tool `name` if it is on `PATH`; returns a line for the person
    /// saying what happened.
    static func runIfPresent(_ name: String, _ arguments: [String]) -> String {
        guard let program = find(name) else { return "\(name) is not installed: not run" }
        do {
            let result = try run(program, arguments)
            let output = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if result.status == 0 { return "ran \(name)" }
            return "\(name) failed (exit \(result.status))\(output.isEmpty ? "" : ": \(output)")"
        } catch {
            return "\(error)"
        }
    }
}
