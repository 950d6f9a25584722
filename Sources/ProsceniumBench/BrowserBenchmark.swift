import ArgumentParser
import Foundation
import Logging
import Proscenium
import ProsceniumWeb

// `proscenium-bench browser`: the js-framework-benchmark's operations on a
// Proscenium app (BenchTableApp, served here) and on a hand-written vanilla
// page (BrowserBench/vanilla), in one Chromium, timed by BrowserBench/driver.py;
// then the same rows in a `Table` (BenchGridApp, served by a child process)
// against the List app: creating the rows, and sorting them by label.

struct BrowserBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browser",
        abstract: "Times the js-framework-benchmark operations on a Proscenium app and a vanilla page in Chromium.",
        discussion: """
            Serves the Proscenium table app on loopback and runs BrowserBench/driver.py \
            (python3 with Playwright, and Debian's chromium), which times each operation \
            on both pages in turns, clicking at points spread over a frame alike on both: from the click to the first task after the frame \
            that follows the DOM reaching the outcome. Prints the median of each, their \
            ratio (Proscenium / vanilla), and last the weighted geometric mean of the \
            ratios with the js-framework-benchmark's weights. Before that line, the \
            Table app's create and sort (a click on its Label header) beside the List \
            app's create and sort (its Sort by Label button, the same change of the \
            rows), and their ratios (Table / List). Installs nothing.

            With --compare-with PATH (another checkout's proscenium-bench, built \
            as this one is), this build and that one each serve the List app in a \
            child process, and both pages are timed in the same turns (the order \
            alternating each round): each operation gains both times and their \
            ratio (this / other), and lines before the last give each build's \
            geomean against vanilla and the weighted geomean of this / other.
            """
    )

    @Option(help: "Timed runs of each operation on each page (the median is reported).")
    var runs = 10

    @Option(help: "Untimed rounds of every operation before timing.")
    var warmup = 1

    @Option(help: "Rows of the table (the many-rows case makes 10 times as many).")
    var rows = 1_000

    @Option(help: "The Python that runs the driver (it needs Playwright).")
    var python = "python3"

    @Option(help: "The Chromium to drive (default: $CHROMIUM, else chromium on the PATH).")
    var chromium: String?

    @Flag(inversion: .prefixedNo, help: "Also time the Table app's create and sort against the List app's.")
    var table = true

    @Flag(inversion: .prefixedNo, help: "Also time the List app with every row drawn, like the vanilla page (like for like).")
    var likeForLike = true

    @Option(help: ArgumentHelp("Another build's proscenium-bench: its List app is timed in the same turns as this one's.",
                               valueName: "path"))
    var compareWith: String?

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("time at least one run") }
        guard warmup >= 0 else { throw ValidationError("warmup cannot be negative") }
        guard rows >= 10 else { throw ValidationError("use at least 10 rows") }
        if let compareWith, !FileManager.default.isExecutableFile(atPath: compareWith) {
            throw ValidationError("--compare-with \(compareWith) is not an executable (another checkout's proscenium-bench)")
        }
    }

    func run() throws {
        let driver = try BrowserPrerequisites.driver()
        let chromium = try BrowserPrerequisites.chromium(chromium)
        try BrowserPrerequisites.checkPlaywright(python: python)
        let arguments = [driver.path, "--runs", String(runs), "--warmup", String(warmup),
                         "--rows", String(rows), "--chromium", chromium]
        let python = self.python
        let grid = table ? ["serve-grid", "--rows", String(rows)] : nil
        let drawn = likeForLike ? ["serve-grid", "--list", "--rows", String(rows)] : nil
        // The other build serves the List app as `drawn` does here: the same subcommand of its own binary.
        let other = compareWith.map { (URL(fileURLWithPath: $0), ["serve-grid", "--list", "--rows", String(rows)]) }
        MainActor.assumeIsolated {
            BenchStore.rowCount = rows
            Task { @MainActor in
                Foundation.exit(await serveAndDrive(python: python, arguments: arguments, grid: grid, drawn: drawn,
                                                    other: other))
            }
        }
        // The app's updates run on the main actor, which runs on the main run loop.
        while true { RunLoop.main.run() }
    }
}

/// Serves the table app (and, given `grid`'s arguments, the Table app in a
/// child process: this one's subcommand `serve-grid`; given `drawn`'s, the
/// List app again in another, for the driver's `--drawn` page; given `other`,
/// another build's binary and its arguments, the List app served by this
/// build and by that one, for the driver's `--this-build` and `--other-build`
/// pages), runs the driver against them, prints the figures; returns the
/// exit status.
@MainActor
private func serveAndDrive(python: String, arguments: [String], grid: [String]?, drawn: [String]?,
                           other: (executable: URL, arguments: [String])?) async -> Int32 {
    let display = benchDisplay(BenchTableApp.self, name: "BenchTable")
    var children: [AppProcess] = []
    do {
        let url = try await display.start()
        var arguments = arguments + ["--proscenium", url.absoluteString]
        let served: [(option: String, executable: URL, arguments: [String]?)] = [
            ("--table", AppProcess.current, grid), ("--drawn", AppProcess.current, drawn),
            // Both builds' List apps alike, each a child process: what is compared is the build alone.
            ("--this-build", AppProcess.current, other?.arguments),
            ("--other-build", other?.executable ?? AppProcess.current, other?.arguments),
        ]
        for (option, executable, childArguments) in served {
            guard let childArguments else { continue }
            let app = try await AppProcess(executable: executable, arguments: childArguments)
            children.append(app)
            arguments += [option, "http://127.0.0.1:\(app.port)/?token=\(app.token)"]
        }
        let figures = try BrowserFigures(driverOutput: try await runDriver(python: python, arguments: arguments))
        print(figures.report())
        for child in children { await child.stop() }
        await display.stop()
        return 0
    } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        for child in children { await child.stop() }
        await display.stop()
        return 1
    }
}

/// The display a bench app is served on, as `browser` serves the List app:
/// with no restoration file, its server logging warnings only (its start-up
/// lines would interleave with the figures).
@MainActor
private func benchDisplay<A: App>(_ app: A.Type, name: String, port: Int = 0) -> WebDisplay {
    let runtime = AppRuntime(app, name: name)
    var logger = Logger(label: "proscenium.bench")
    logger.logLevel = .warning
    return WebDisplay(provider: runtime, configuration: .init(port: port, logger: logger))
}

/// `proscenium-bench serve-grid --rows N --port 0 --no-browser`: serves
/// ``BenchGridApp`` (the Table app) as `browser` serves the List app, and
/// prints its address; `browser` runs it as a child process. With `--list`
/// it serves the List app instead (to profile either on its own).
struct ServeGrid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve-grid",
        abstract: "Serves the browser benchmark's Table app.",
        shouldDisplay: false
    )

    @Option(help: "Rows a create makes (the many-rows case makes 10 times as many).")
    var rows = 1_000

    @Option(help: "The port to serve on (0: any free port).")
    var port = 0

    @Flag(inversion: .prefixedNo, help: "Ignored: the app never opens a browser.")
    var browser = false

    @Flag(help: "Serve the List app (BenchTableApp) instead.")
    var list = false

    func run() throws {
        let rows = self.rows, port = self.port, list = self.list
        MainActor.assumeIsolated {
            BenchStore.rowCount = rows
            Task { @MainActor in
                let display = list ? benchDisplay(BenchTableApp.self, name: "BenchTable", port: port)
                    : benchDisplay(BenchGridApp.self, name: "BenchGrid", port: port)
                do {
                    let url = try await display.start()
                    FileHandle.standardOutput.write(Data((url.absoluteString + "\n").utf8))
                } catch {
                    FileHandle.standardError.write(Data("error: could not start the display: \(error)\n".utf8))
                    Foundation.exit(1)
                }
            }
        }
        while true { RunLoop.main.run() }
    }
}

/// Runs the driver off the main actor (which keeps serving the app) and
/// returns its standard output; its standard error (progress) passes through.
private func runDriver(python: String, arguments: [String]) async throws -> Data {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [python] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: BenchmarkError("could not run \(python): \(error)"))
                return
            }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                continuation.resume(returning: output)
            } else {
                continuation.resume(throwing: BenchmarkError("the browser driver failed (exit \(process.terminationStatus))"))
            }
        }
    }
}

/// What the benchmark needs and does not install: the driver beside the
/// sources, Chromium, and Python with Playwright.
enum BrowserPrerequisites {
    /// BrowserBench/driver.py of this checkout.
    static func driver() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let driver = root.appendingPathComponent("BrowserBench/driver.py")
        guard FileManager.default.fileExists(atPath: driver.path) else {
            throw BenchmarkError("the driver \(driver.path) is missing: run the benchmark from its checkout")
        }
        return driver
    }

    static func chromium(_ given: String?) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [given, environment["CHROMIUM"]].compactMap { $0 }
        if candidates.isEmpty {
            let path = environment["PATH"] ?? "/usr/bin:/bin"
            candidates = path.split(separator: ":").map { "\($0)/chromium" } + ["/usr/bin/chromium"]
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw BenchmarkError("Chromium was not found (looked for \(candidates.joined(separator: ", "))); "
                                 + "install it (apt-get install chromium) or pass --chromium PATH")
        }
        return found
    }

    static func checkPlaywright(python: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import playwright.sync_api"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchmarkError("could not run \(python): \(error)")
        }
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 127: throw BenchmarkError("\(python) was not found; install Python 3 or pass --python PATH")
        default: throw BenchmarkError("Playwright for Python is missing: \(python) -m pip install playwright")
        }
    }
}
