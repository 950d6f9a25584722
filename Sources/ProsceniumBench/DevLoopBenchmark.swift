import ArgumentParser
import Foundation

// `proscenium-bench devloop`: what a developer meets first, timed by
// BrowserBench/devloop.py on an app it generates (views in files of their
// own, depending on this checkout's `SwiftUI` product by path, built with its
// own scratch path): the first build, launch to the first window drawn in
// Chromium, and an edit of one view to the open page showing it.

struct DevLoopBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devloop",
        abstract: "Times an app's first build, its launch to a drawn window, and an edit to the screen.",
        discussion: """
            Runs BrowserBench/devloop.py (python3 with Playwright, and Debian's \
            chromium), which generates an app of --views views in a new folder (or \
            --dir), builds it in debug from an empty build folder (wall and CPU \
            seconds, and each module's span in the build's log), launches it \
            --launches times to the first window drawn in a page, and then, with the \
            page open, changes one view's body --edits times: rebuild, restart on the \
            same address, and the page (reconnecting by itself) drawing the change. \
            Installs nothing.
            """
    )

    @Option(help: "Views of the generated app (one file each).")
    var views = 50

    @Option(help: "Launches timed (the median is reported).")
    var launches = 10

    @Option(help: "Edits timed, one after another.")
    var edits = 3

    @Option(help: "Where the app is made (default: a new temporary folder).")
    var dir: String?

    @Flag(help: "Reuse --dir's app and build: no first-build figure.")
    var skipFirstBuild = false

    @Option(help: "The Python that runs the driver (it needs Playwright).")
    var python = "python3"

    @Option(help: "The Chromium to drive (default: $CHROMIUM, else chromium on the PATH).")
    var chromium: String?

    func run() throws {
        let driver = try BrowserPrerequisites.driver().deletingLastPathComponent().appendingPathComponent("devloop.py")
        let chromium = try BrowserPrerequisites.chromium(chromium)
        try BrowserPrerequisites.checkPlaywright(python: python)
        let checkout = driver.deletingLastPathComponent().deletingLastPathComponent()
        var arguments = [driver.path, "--checkout", checkout.path, "--views", String(views), "--launches",
                         String(launches), "--edits", String(edits), "--chromium", chromium]
        if let dir { arguments += ["--dir", dir] }
        if skipFirstBuild { arguments.append("--skip-first-build") }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let line = String(decoding: output, as: UTF8.self).split(separator: "\n").last(where: { $0.hasPrefix("{") })
        else { throw BenchmarkError("devloop.py failed (exit \(process.terminationStatus))") }
        print(try JSONDecoder().decode(DevLoopFigures.self, from: Data(line.utf8)).report())
    }
}

/// What devloop.py prints as its last line.
struct DevLoopFigures: Decodable {
    struct Module: Decodable {
        var name: String, start: Double, end: Double, jobs: Int
    }

    struct FirstBuild: Decodable {
        var wall: Double, cpu: Double, loadBefore: String, loadAfter: String
        var modules: [Module]
    }

    struct Launch: Decodable {
        var runs: [Double], median: Double, load: String
    }

    struct Edit: Decodable {
        var total: Double, build: Double, buildCpu: Double, restart: Double, reconnectAndDraw: Double
        var stateKept: Bool, windows: Int, load: String
    }

    var views: Int
    var firstBuild: FirstBuild?
    var launch: Launch
    var edits: [Edit]

    /// The goals of the issue, in seconds.
    static let firstBuildGoal = 240.0, launchGoal = 1.0, editGoal = 10.0

    /// Module families, by name, for the first build's summary.
    static let families: [(String, @Sendable (String) -> Bool)] = [
        ("swift-syntax", { ($0.hasPrefix("Swift") && !$0.hasPrefix("SwiftUI")) || $0.hasPrefix("_SwiftSyntax") }),
        ("swift-nio", { $0.hasPrefix("NIO") || $0.hasPrefix("_NIO") || $0.hasPrefix("CNIO") }),
        ("Hummingbird, its WebSocket", { $0.hasPrefix("Hummingbird") || $0 == "WSCore" }),
        ("what Hummingbird pulls in", { serverSupport.contains($0) }),
        ("OpenCombine, Combine", { $0.contains("Combine") }),
        ("the core (Proscenium, ProsceniumEngine)", { $0 == "Proscenium" || $0 == "ProsceniumEngine" }),
        ("Proscenium below the core", {
            $0.hasPrefix("Proscenium") && !["Proscenium", "ProsceniumEngine", "ProsceniumWeb"].contains($0)
        }),
    ]

    /// Hummingbird's own dependencies: metrics, tracing, configuration,
    /// service lifecycle, async algorithms, swift-system, atomics, HTTP types.
    static let serverSupport: Set<String> = [
        "Instrumentation", "ServiceContextModule", "Tracing", "CoreMetrics", "Metrics", "Configuration",
        "ServiceLifecycle", "AsyncAlgorithms", "SystemPackage", "CSystem", "UnixSignals", "ConcurrencyHelpers",
        "Atomics", "HTTPTypes", "ContainersPreview",
    ]

    func report() -> String {
        var out: [String] = []
        if let build = firstBuild {
            out.append("first build (debug, empty build folder): \(fixed(build.wall)) s wall, \(fixed(build.cpu)) s CPU "
                       + "(user+sys); load average \(build.loadBefore) before, \(build.loadAfter) after")
            var lines = [["module", "from s", "to s", "jobs"]]
            for module in build.modules.sorted(by: { ($0.end - $0.start) > ($1.end - $1.start) }).prefix(15) {
                lines.append([module.name, fixed(module.start), fixed(module.end), String(module.jobs)])
            }
            out += ["modules compiling longest (from the first to the last line of each; they overlap)"] + aligned(lines)
            var families = [["family", "modules", "jobs", "first s", "last s"]]
            for (name, member) in Self.families {
                let modules = build.modules.filter { member($0.name) }
                guard !modules.isEmpty else { continue }
                families.append([name, String(modules.count), String(modules.map(\.jobs).reduce(0, +)),
                                 fixed(modules.map(\.start).min()!),
                                 fixed(modules.map(\.end).max()!)])
            }
            out += [""] + aligned(families)
        }
        let launches = launch.runs.sorted()
        out += ["", "launch to first window drawn, \(launches.count) runs: median \(fixed(launch.median)) s "
                    + "(min \(fixed(launches.first!)), max \(fixed(launches.last!))); load average \(launch.load)"]
        var lines = [["edit", "total s", "build s", "build CPU s", "restart s", "reconnect+draw s", "state kept", "windows"]]
        for (index, edit) in edits.enumerated() {
            lines.append([String(index + 1), fixed(edit.total), fixed(edit.build), fixed(edit.buildCpu), fixed(edit.restart),
                          fixed(edit.reconnectAndDraw), edit.stateKept ? "yes" : "no", String(edit.windows)])
        }
        out += ["", "edit one view's body to the open page showing it (\(views) views)"] + aligned(lines)
        let editMedian = median(edits.map(\.total))
        out += ["", "devloop: " + (firstBuild.map { "first build \(fixed($0.wall)) s (goal \(fixed(Self.firstBuildGoal))), " } ?? "")
                    + "launch \(fixed(launch.median)) s (goal \(fixed(Self.launchGoal))), "
                    + "edit to screen \(fixed(editMedian)) s (goal \(fixed(Self.editGoal)))"]
        return out.joined(separator: "\n")
    }
}
