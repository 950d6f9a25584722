import Foundation
import ProsceniumDesktop

/// Running the built commands and apps of this package from the tests.
enum Built {
    /// SwiftPM puts the executables beside the test bundle.
    static let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    static let portCommand = folder.appendingPathComponent("proscenium-port")
    static let desktopDemo = folder.appendingPathComponent("DesktopDemo")
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: portCommand.path) && FileManager.default.isExecutableFile(atPath: desktopDemo.path)
    }

    /// Runs `arguments` to its end in `environment` (the test's own when nil).
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> ToolResult {
        try ExternalTool.run(URL(fileURLWithPath: arguments[0]), Array(arguments.dropFirst()), environment: environment)
    }

    /// An environment whose state, settings and data folders are under `folder`.
    static func environment(in folder: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for (name, sub) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data"),
                            ("XDG_RUNTIME_DIR", "run")] {
            environment[name] = folder.appendingPathComponent(sub).path
        }
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("run"), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        return environment
    }
}

/// An app started from a test, its standard output and error read as they come.
final class RunningApp: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var outputText = ""
    private var errorText = ""

    init(_ executable: URL, _ arguments: [String], environment: [String: String], directory: URL? = nil) throws {
        process.executableURL = executable
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.outputText += String(decoding: data, as: UTF8.self) }
        }
        error.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errorText += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    var output: String { lock.withLock { outputText } }
    var errors: String { lock.withLock { errorText } }

    /// Waits up to `seconds` for `condition`; whether it came true.
    func wait(seconds: Double, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// The display's URL, once printed (up to a minute).
    func url() -> URL? {
        _ = wait(seconds: 60) { output.contains("?token=") }
        return output.split(separator: "\n").first { $0.hasPrefix("http://127.0.0.1:") }.flatMap { URL(string: String($0)) }
    }

    /// Stops the app: SIGTERM, then SIGKILL (a process started from the
    /// test runner inherits its blocked signals, SIGTERM among them).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if !wait(seconds: 2, for: { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// The body of the page at a display's `url`, or nil: the address with the
/// token sets the page's cookies and sends it on to the page.
func fetch(_ url: URL) -> String? {
    guard let curl = ExternalTool.find("curl") else { return nil }
    let jar = FileManager.default.temporaryDirectory.appendingPathComponent("cookies-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: jar) }
    return try? ExternalTool.run(curl, ["-s", "-L", "-c", jar.path, "-b", jar.path, "--max-time", "20", url.absoluteString]).output
}
