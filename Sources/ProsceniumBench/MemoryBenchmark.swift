import ArgumentParser
import Foundation
import NIOCore
import NIOPosix
import ProsceniumHost

// `proscenium-bench memory`: the resident memory of a served BookClub, idle,
// per window opened through the protocol, per page connected, and what is
// left once they have all closed. Pages are scripted (DisplayClient); the
// app runs as its own process, so its figures are the app's alone.

struct MemoryBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "Measures a served app's resident memory per window, per page, and after they close.",
        discussion: """
            Starts the app (BookClub, built in Examples/ in this executable's \
            configuration, or --app) with its \
            settings in a scratch folder, and reads VmRSS from /proc (the median \
            of a few readings once the app has settled). One page comes and goes \
            first, so that one-time costs (code paged in, type metadata, the \
            server's buffers) are in the idle figure, not in the first window's. \
            Then one page opens --windows windows (File > New Window), --pages \
            more pages connect (each a new browser: cookie, WebSocket, snapshot, \
            its own first window), the windows are closed (windowClose) and the \
            pages leave. "Retained" compares the end with the idle figure; glibc's \
            malloc keeps some freed memory mapped, so it is what the process \
            still holds, not only what it still uses. It is read twice: once \
            the app has settled, and again 25 seconds after the pages left, \
            well after the display has returned memory a second time (4 \
            seconds after they left); the idle figure is read that late too. With --rounds, the same \
            windows and pages come and go again, and each later round's \
            retained figure shows whether what is held grows with use (a leak) \
            or stays put (the allocator's pages, reused).
            """
    )

    @Option(help: "The app to serve (default: the examples' BookClub, built in this configuration).")
    var app: String?

    @Option(help: "Windows opened through the protocol.")
    var windows = 100

    @Option(help: "Pages connected after the windows.")
    var pages = 100

    @Option(help: "How many times the windows and pages come and go.")
    var rounds = 1

    /// BookClub of the examples' package (Examples/, a package of its own),
    /// in the configuration this executable was built in (`debug`, `release`).
    static var bookClub: URL {
        let configuration = AppProcess.sibling(named: "BookClub").deletingLastPathComponent().lastPathComponent
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent("Examples/.build/\(configuration)/BookClub")
    }

    func validate() throws {
        guard windows >= 1, pages >= 1 else { throw ValidationError("open at least one window and one page") }
        guard rounds >= 1 else { throw ValidationError("run at least one round") }
    }

    func run() throws {
        let executable = app.map(URL.init(fileURLWithPath:)) ?? Self.bookClub
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ValidationError("""
                \(executable.path) is not an executable; build it \
                (swift build --package-path Examples --product BookClub, with this -c) or pass --app
                """)
        }
        let (windows, pages, rounds) = (self.windows, self.pages, self.rounds)
        let figures = try runBlocking {
            try await MemoryRun(executable: executable).measure(windows: windows, pages: pages, rounds: rounds)
        }
        print(figures.table)
        print()
        print(figures.summary)
    }
}

/// What `memory` measured, in KiB of resident memory.
struct MemoryFigures {
    var windows: Int
    var pages: Int
    /// Rows of the table: what had happened, and the app's VmRSS then.
    var readings: [(String, Int)] = []
    var beforeWindows = 0, afterWindows = 0, afterPages = 0, idle = 0, afterClose = 0
    /// What was resident 25 seconds after everything had gone.
    var settledAfterClose = 0
    /// What was resident once everything had gone, after each later round.
    var laterAfterClose: [Int] = []

    var perWindow: Double { Double(afterWindows - beforeWindows) / Double(windows) }
    var perPage: Double { Double(afterPages - afterWindows) / Double(pages) }
    var retained: Int { afterClose - idle }

    var table: String {
        let width = readings.map(\.0.count).max() ?? 0
        return readings.map { label, kib in
            label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(kib).leftPadded(to: 8) + " KiB"
        }.joined(separator: "\n")
    }

    var summary: String {
        "memory per window: \(Int(perWindow.rounded())) KiB; per page: \(Int(perPage.rounded())) KiB; "
            + "retained after close: \(retained) KiB (25 s later: \(settledAfterClose - idle) KiB)"
            + laterAfterClose.enumerated().map { "; after round \($0.offset + 2): \($0.element - idle) KiB" }.joined()
    }
}

/// One run of the memory benchmark against a fresh app process.
struct MemoryRun {
    let executable: URL

    /// How long after pages leave the second reading is taken: well after
    /// the display has returned memory twice (`AllocatorTrim`: one second,
    /// then three more), and as late as before the hub pinged every page
    /// from one timer, when the second trim had to wait 23 seconds for the
    /// departed connections' ping timers.
    static let afterDepartures: Duration = .seconds(25)

    func measure(windows: Int, pages: Int, rounds: Int = 1) async throws -> MemoryFigures {
        try await AppProcess.withRunning(executable) { app, group in
            var figures = MemoryFigures(windows: windows, pages: pages)
            try await run(app, group: group, into: &figures)
            for round in 1..<rounds {
                var again = MemoryFigures(windows: windows, pages: pages)
                try await cycle(app, group: group, label: "round \(round + 1): ", into: &again)
                figures.readings += again.readings
                figures.laterAfterClose.append(again.settledAfterClose)
            }
            return figures
        }
    }

    private func run(_ app: AppProcess, group: any EventLoopGroup, into figures: inout MemoryFigures) async throws {
        func read(_ label: String, settle: Duration = .milliseconds(1500)) async throws -> Int {
            let kib = try await ProcessMemory.settledResidentKiB(of: app.pid, settle: settle)
            figures.readings.append((label, kib))
            return kib
        }
        _ = try await read("started, no page yet")

        // One page comes and goes: one-time costs are then paid.
        let warmup = try await DisplayClient.open(port: app.port, token: app.token, group: group)
        let warmupShown = try await snapshot(of: warmup)
        let warmupWindows = try await openWindows(1, with: warmupShown.newWindow, on: warmup)
        try await closeWindows(warmupWindows + [warmupShown.window], on: warmup)
        await warmup.close()
        // After the display's second return of memory (see `afterDepartures`).
        figures.idle = try await read("idle (one page came and went)", settle: MemoryRun.afterDepartures)
        try await cycle(app, group: group, label: "", into: &figures)
    }

    /// One page opens the windows, the other pages come, and all go.
    private func cycle(_ app: AppProcess, group: any EventLoopGroup, label: String,
                       into figures: inout MemoryFigures) async throws {
        func read(_ what: String, settle: Duration = .milliseconds(1500)) async throws -> Int {
            let kib = try await ProcessMemory.settledResidentKiB(of: app.pid, settle: settle)
            figures.readings.append((label + what, kib))
            return kib
        }
        let main = try await DisplayClient.open(port: app.port, token: app.token, group: group)
        let shown = try await snapshot(of: main)
        figures.beforeWindows = try await read("1 page (1 window)")

        let opened = try await openWindows(figures.windows, with: shown.newWindow, on: main)
        figures.afterWindows = try await read("1 page, \(figures.windows + 1) windows")

        var others: [DisplayClient] = []
        for _ in 0..<figures.pages {
            let page = try await DisplayClient.open(port: app.port, token: app.token, group: group)
            _ = try await page.next { $0.type == "snapshot" }
            others.append(page)
        }
        figures.afterPages = try await read("\(figures.pages + 1) pages, \(figures.windows + figures.pages + 1) windows")

        try await closeWindows(opened + [shown.window], on: main)
        _ = try await read("\(figures.pages + 1) pages, windows of the first closed")
        for page in others + [main] { await page.close() }
        let left = ContinuousClock.now
        figures.afterClose = try await read("all pages gone")
        figures.settledAfterClose = try await read("all pages gone, 25 s later",
                                                   settle: MemoryRun.afterDepartures - (ContinuousClock.now - left))
    }

    /// Reads the snapshot: its (first) window and the File > New Window item.
    private func snapshot(of page: DisplayClient) async throws -> (window: SurfaceID, newWindow: ElementID) {
        let snapshot = try await page.next { $0.type == "snapshot" }
        guard let window = snapshot.surfaces?.first(where: { $0.attributes.kind == .window }) else {
            throw BenchmarkError("the snapshot has no window")
        }
        guard let menuBar = snapshot.surfaces?.first(where: { $0.id == .menuBar }),
              let item = menuBar.root.first(where: { $0.tag == .menuitem && $0.attributes[.title] == "New Window" }) else {
            throw BenchmarkError("the menu bar has no New Window item")
        }
        return (window.id, item.id)
    }

    /// Opens `count` windows with File > New Window, one at a time (each
    /// waits for its `open`), and returns their IDs.
    private func openWindows(_ count: Int, with item: ElementID, on page: DisplayClient) async throws -> [SurfaceID] {
        var opened: [SurfaceID] = []
        for _ in 0..<count {
            try page.send(HostEvent(kind: .click, surface: .menuBar, target: item))
            let update = try await page.next { !$0.openedSurfaces.isEmpty }
            opened += update.openedSurfaces.map(\.id)
        }
        return opened
    }

    /// Closes windows with the close button's event, waiting for each `close`.
    private func closeWindows(_ windows: [SurfaceID], on page: DisplayClient) async throws {
        for window in windows {
            try page.send(HostEvent(kind: .windowClose, surface: window))
            _ = try await page.next { $0.closedSurfaces.contains(window) }
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
