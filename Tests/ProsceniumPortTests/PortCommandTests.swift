import Foundation
import Testing

/// `proscenium-port` on a project the test writes: the package it writes
/// builds the app's members unchanged (the excepted file, which is not Swift,
/// stays out; the Foundation-only `ObservableObject` file builds), with the
/// asset catalogue in its resources, and the app starts and prints its URL.
///
/// Packages built here depending on Proscenium are slow to build: they are
/// all written to one folder (`otherPackage`) and built with one scratch
/// path, one after the other: the build folder the seed samples' and the
/// examples' packages use too, so that Proscenium and its dependencies are
/// compiled once for all of them (SwiftPM takes the folder's lock, so builds
/// in it wait for each other).
@Suite(.serialized) struct PortCommandTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let otherPackage = packageRoot.appendingPathComponent(".build-port/package")
    static let scratch = packageRoot.appendingPathComponent(".build-samples/build")
    /// SwiftPM puts the command beside the test bundle.
    static var command: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("proscenium-port")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: command.path), "proscenium-port is not built"))
    func refusesAPackageItDidNotWriteAndSaysWhyAProjectCannotBeRead() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("port-refuse-\(UUID())")
        defer { try? FileManager.default.removeItem(at: parent) }
        let root = try FixtureProject.write(in: parent)
        // By default the package goes in Linux/ beside the project.
        let defaulted = try runCommand([Self.command.path, root.appendingPathComponent("Demo.xcodeproj").path], in: root)
        #expect(defaulted.status == 0, "\(defaulted.output)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Linux/MacSources/Demo/Shared/Formatting.swift").path))
        let output = root.appendingPathComponent("Mine")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "// my own\n".write(to: output.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let refused = try runCommand([Self.command.path, root.appendingPathComponent("Demo.xcodeproj").path, "--output", output.path], in: root)
        #expect(refused.status != 0)
        #expect(refused.output.contains("was not written by proscenium-port"))
        let broken = try FixtureProject.write(in: parent, pbxproj: "{ objects = { ")
        let unreadable = try runCommand([Self.command.path, broken.path], in: broken)
        #expect(unreadable.status != 0)
        #expect(unreadable.output.contains("project.pbxproj, line 1"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: command.path), "proscenium-port is not built"),
          .timeLimit(.minutes(30)))
    func portsBuildsAndStartsAnApp() throws {
        let parent = Self.packageRoot.appendingPathComponent(".build-port")
        try? FileManager.default.removeItem(at: parent.appendingPathComponent("Demo"))
        try? FileManager.default.removeItem(at: Self.otherPackage)
        let root = try FixtureProject.write(in: parent, named: "Demo")
        let output = Self.otherPackage
        let port = try runCommand([Self.command.path, root.path, "--output", output.path], in: root)
        #expect(port.status == 0, "proscenium-port failed:\n\(port.output)")
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The checkout the command was built from, by path.
        #expect(manifest.contains(#".package(name: "Proscenium", path: "\#(Self.packageRoot.standardizedFileURL.path)")"#))
        #expect(manifest.contains(#".package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0")"#))
        #expect(manifest.contains(#".copy("Demo/Assets.xcassets")"#))
        #expect(manifest.contains("swiftLanguageModes: [.v5]"))
        // Foundation's types Linux lacks, visible wherever Foundation is.
        #expect(manifest.contains(#""-Xfrontend", "-import-module", "-Xfrontend", "ProsceniumFoundation""#))
        #expect(manifest.contains(#"platforms: [.macOS("14.5")]"#))
        // The report: nothing from the excepted file; no `#if os(macOS) / os(iOS)`
        // chain without a branch for Linux, since the Mac's branches are taken.
        #expect(!port.output.contains("has no branch for Linux"))
        #expect(manifest.contains(#"plugins: [.plugin(name: "MacBranches", package: "Proscenium")]"#))
        #expect(!port.output.contains("Scratch.swift"))
        #expect(port.output.contains("4 Swift sources, 4 resources, Swift language mode 5, macOS 14.5"))
        // The sources are the project's own files, linked.
        let linked = output.appendingPathComponent("MacSources/Demo/Demo/Model/CounterModel.swift")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: linked.path) == "../../../../../Demo/Demo/Model/CounterModel.swift")

        let scratch = Self.scratch
        let build = try runCommand(["swift", "build", "--scratch-path", scratch.path], in: output)
        #expect(build.status == 0, "the ported app did not build:\n\(build.tail)")
        guard build.status == 0 else { return }
        // The Mac-branch copies give the compiler one path per `#fileID`.
        #expect(!build.output.contains("'#sourceLocation' directive produces"), "\(build.tail)")
        let binPath = try runCommand(["swift", "build", "--scratch-path", scratch.path, "--show-bin-path"], in: output)
        let bin = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last.map(String.init) ?? "")
        let imageSet = bin.appendingPathComponent("Demo_Demo.resources/Assets.xcassets/Dot.imageset/dot.png")
        #expect(FileManager.default.fileExists(atPath: imageSet.path), "the asset catalogue is not among the app's resources")
        let url = try firstURL(printedBy: bin.appendingPathComponent("Demo"), arguments: ["--no-browser", "--port", "0"])
        #expect(url?.hasPrefix("http://127.0.0.1:") == true, "the ported app printed no URL")
    }
}

struct CommandResult {
    let status: Int32
    let output: String
    var tail: String { output.split(separator: "\n", omittingEmptySubsequences: false).suffix(80).joined(separator: "\n") }
}

/// Runs a command to its end with settings kept in a fresh folder.
func runCommand(_ arguments: [String], in directory: URL) throws -> CommandResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = scratchEnvironment()
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-port-\(UUID()).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return CommandResult(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
}

private func scratchEnvironment() -> [String: String] {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("proscenium-port-home-\(UUID())")
    var environment = ProcessInfo.processInfo.environment
    for (name, folder) in [("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
        environment[name] = home.appendingPathComponent(folder).path
    }
    return environment
}

/// Starts an app, waits (up to a minute) for the URL line it prints, stops it.
func firstURL(printedBy executable: URL, arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = scratchEnvironment()
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { stop(process) }
    // poll and read: FileHandle.availableData waits for more than is there.
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    let deadline = Date().addingTimeInterval(60)
    var text = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, 500) > 0 else { continue }
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { break }
        text += String(decoding: buffer[..<count], as: UTF8.self)
        if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("http://") && $0.contains("token=") }) {
            return String(line)
        }
    }
    return nil
}

/// SIGTERM, and SIGKILL if the process is still there ten seconds later.
private func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { usleep(50_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
}
