import Foundation
import NIOPosix

/// A served app run as a child process, as a person would start it:
/// `APP --port 0 --no-browser`, its settings and saved windows in a scratch
/// folder, and its address read from the line it prints.
final class AppProcess: @unchecked Sendable {
    // Unchecked: its lets are set at init; Process is thread-safe for the calls made (terminate, pid).
    let process = Process()
    let port: Int
    let token: String
    private let scratch: URL

    var pid: Int32 { process.processIdentifier }

    /// Starts `executable` with `arguments` and waits (up to `timeout`) for
    /// the `http://127.0.0.1:PORT/?token=...` line.
    init(executable: URL, arguments: [String] = [], timeout: Duration = .seconds(30)) async throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-bench-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
            let url = scratch.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            environment[name] = url.path
        }
        process.executableURL = executable
        process.arguments = arguments + ["--port", "0", "--no-browser"]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let line = try await Self.addressLine(of: output.fileHandleForReading, pid: process.processIdentifier,
                                            timeout: timeout)
        guard let components = URLComponents(string: line.trimmingCharacters(in: .whitespacesAndNewlines)),
              let port = components.port,
              let token = components.queryItems?.first(where: { $0.name == "token" })?.value else {
            process.terminate()
            throw BenchmarkError("\(executable.lastPathComponent) printed \(line.debugDescription), not its address")
        }
        self.port = port
        self.token = token
    }

    /// Reads up to the address line on a thread of its own (the reads
    /// block), then keeps reading so that the app never blocks on a full
    /// pipe. An app silent for `timeout` is ended, which ends the read.
    private static func addressLine(of handle: FileHandle, pid: Int32, timeout: Duration) async throws -> String {
        let timer = Task {
            try await Task.sleep(for: timeout)
            kill(pid, SIGKILL)
        }
        defer { timer.cancel() }
        let line = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread.detachNewThread {
                // The address line; lines before it (a wrapper such as a
                // profiler may print some) are skipped.
                var text = ""
                var address: String?
                while address == nil {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    text += String(decoding: chunk, as: UTF8.self)
                    // Whole lines only: the address may arrive in pieces.
                    let whole = text[..<(text.lastIndex(of: "\n") ?? text.startIndex)]
                    address = whole.split(separator: "\n")
                        .first { $0.hasPrefix("http://") || $0.hasPrefix("https://") }.map(String.init)
                }
                continuation.resume(returning: address ?? "")
                while !handle.availableData.isEmpty {}
            }
        }
        guard !line.isEmpty else { throw BenchmarkError("the app exited or printed nothing within \(timeout)") }
        return line
    }

    /// Ends the app (SIGTERM, then SIGKILL after two seconds) and removes its scratch folder.
    func stop() async {
        if process.isRunning {
            process.terminate()
            for _ in 0..<20 where process.isRunning { try? await Task.sleep(for: .milliseconds(100)) }
            if process.isRunning { kill(pid, SIGKILL) }
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Starts the app and a one-thread event loop group for its scripted
    /// pages (they should cost the machine as little as they can, since the
    /// app runs on it too), runs `body`, then stops both, whether or not
    /// `body` throws.
    static func withRunning<T>(
        _ executable: URL, arguments: [String] = [],
        _ body: (AppProcess, MultiThreadedEventLoopGroup) async throws -> T
    ) async throws -> T {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let app: AppProcess
        do {
            app = try await AppProcess(executable: executable, arguments: arguments)
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        do {
            let result = try await body(app, group)
            await app.stop()
            try await group.shutdownGracefully()
            return result
        } catch {
            await app.stop()
            try? await group.shutdownGracefully()
            throw error
        }
    }

    /// The executable called `name` beside this one (`swift build` puts every
    /// product of a configuration in one folder).
    static func sibling(named name: String) -> URL {
        let this = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return this.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// This executable, to run one of its own subcommands as the served app.
    static var current: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }
}
