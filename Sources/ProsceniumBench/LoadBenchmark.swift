import ArgumentParser
import Foundation
import NIOCore
import NIOPosix
import ProsceniumHost

// `proscenium-bench load`: many scripted pages typing into one served app at
// once. Each page opens a second window, then types into its windows' fields
// at a steady rate; each keystroke (`input` event) makes the app change the
// window's echo text, and the time from sending the event to receiving the
// update that shows its text is the event's latency.

struct LoadBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load",
        abstract: "Drives one served app with many scripted pages and measures event-to-patch latency.",
        discussion: """
            Serves a small app (each window echoes its text field; see EchoApp) \
            in a child process, connects --clients pages (cookie, WebSocket, \
            snapshot, File > New Window), and has each send --rate input events \
            a second, alternating between its two windows, for --seconds. The \
            pages share one event-loop thread of this process, and the app and \
            this process share the machine, so the figures include the clients' \
            own cost; the table shows the CPU each side used. Errors are failed \
            connections, connections the app closed, events not answered within \
            --timeout seconds, and replies that are not the protocol's JSON.
            """
    )

    @Option(help: "Pages connected at once.")
    var clients = 200

    @Option(help: "Events each page sends per second.")
    var rate = 50

    @Option(help: "Seconds of sending.")
    var seconds = 60

    @Option(help: "Seconds an event may wait for its update before it counts as an error.")
    var timeout = 5

    func validate() throws {
        guard clients >= 1, rate >= 1, seconds >= 1, timeout >= 1 else {
            throw ValidationError("--clients, --rate, --seconds and --timeout must be at least 1")
        }
    }

    func run() throws {
        let run = LoadRun(clients: clients, rate: rate, seconds: seconds, timeout: timeout)
        let figures = try runBlocking { try await run.measure() }
        print(figures.table)
        print()
        print(figures.summary)
    }
}

/// One load run against a fresh app process.
struct LoadRun {
    var clients: Int
    var rate: Int
    var seconds: Int
    var timeout: Int

    func measure() async throws -> LoadFigures {
        try await AppProcess.withRunning(AppProcess.current, arguments: ["serve-echo"]) { app, group in
            var figures = LoadFigures(clients: clients, rate: rate, seconds: seconds)
            try await run(app, loop: group.next(), into: &figures)
            return figures
        }
    }

    private func run(_ app: AppProcess, loop: any EventLoop, into figures: inout LoadFigures) async throws {
        figures.memoryBefore = try await ProcessMemory.settledResidentKiB(of: app.pid)

        // Connect the pages, a few at a time (as a crowd of browsers would).
        let count = rate * seconds
        let interval = TimeAmount.nanoseconds(1_000_000_000 / Int64(rate))
        let timeout = TimeAmount.seconds(Int64(self.timeout))
        var drivers: [LoadDriver] = []
        let setupStart = ContinuousClock.now
        try await withThrowingTaskGroup(of: LoadDriver?.self) { group in
            var started = 0
            func startNext() {
                guard started < clients else { return }
                started += 1
                group.addTask {
                    do {
                        let page = try await DisplayClient.open(port: app.port, token: app.token, group: loop)
                        let targets = try await Self.openWindows(on: page)
                        return LoadDriver(page: page, targets: targets, count: count, interval: interval, timeout: timeout)
                    } catch {
                        FileHandle.standardError.write(Data("load: a page could not connect: \(error)\n".utf8))
                        return nil
                    }
                }
            }
            for _ in 0..<min(16, clients) { startNext() }
            while let driver = try await group.next() {
                if let driver { drivers.append(driver) } else { figures.failedConnections += 1 }
                startNext()
            }
        }
        figures.setupTime = ContinuousClock.now - setupStart
        figures.memoryConnected = try await ProcessMemory.settledResidentKiB(of: app.pid, settle: .milliseconds(500))

        // Send: each page at its own phase of the interval, so the events
        // arrive spread out rather than in bursts of every page at once.
        let start = NIODeadline.now() + .milliseconds(100)
        let serverCPU = processCPUTime(of: app.pid) ?? .zero
        let clientCPU = processCPUTime()
        let pages = drivers
        for driver in pages { try await driver.page.divert({ driver.receive($0) }, onClose: { driver.closed() }) }
        try await loop.submit {
            for (index, driver) in pages.enumerated() {
                driver.start(at: start + .nanoseconds(interval.nanoseconds * Int64(index) / Int64(pages.count)))
            }
        }.get()
        var peak = figures.memoryConnected
        let sendingEnds = ContinuousClock.now + .seconds(seconds) + .milliseconds(100)
        while ContinuousClock.now < sendingEnds {
            try await Task.sleep(for: .seconds(1))
            peak = max(peak, ProcessMemory.residentKiB(of: app.pid) ?? 0)
        }
        // Wait for the last answers (up to the timeout).
        let waitEnds = ContinuousClock.now + .seconds(self.timeout)
        while ContinuousClock.now < waitEnds {
            if try await loop.submit({ pages.allSatisfy(\.isDone) }).get() { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let wall = ContinuousClock.now - setupStart - figures.setupTime
        figures.serverCPU = ((processCPUTime(of: app.pid) ?? .zero) - serverCPU).seconds / wall.seconds
        figures.clientCPU = (processCPUTime() - clientCPU).seconds / wall.seconds
        figures.memoryPeak = peak
        for result in try await loop.submit({ pages.map { $0.finish() } }).get() { figures.add(result) }
        figures.memoryLoaded = try await ProcessMemory.settledResidentKiB(of: app.pid, settle: .milliseconds(500))
        for driver in pages { await driver.page.close() }
        figures.memoryAfter = try await ProcessMemory.settledResidentKiB(of: app.pid)
    }

    /// Reads the snapshot, opens a second window (File > New Window), and
    /// returns each window's text field.
    static func openWindows(on page: DisplayClient) async throws -> [(SurfaceID, ElementID)] {
        func field(_ surface: Surface) throws -> (SurfaceID, ElementID) {
            guard let field = surface.root.first(where: { $0.tag == .textfield }) else {
                throw BenchmarkError("window \(surface.id) has no text field")
            }
            return (surface.id, field.id)
        }
        let snapshot = try await page.next { $0.type == "snapshot" }
        guard let window = snapshot.surfaces?.first(where: { $0.attributes.kind == .window }),
              let menuBar = snapshot.surfaces?.first(where: { $0.id == .menuBar }),
              let newWindow = menuBar.root.first(where: { $0.tag == .menuitem && $0.attributes[.title] == "New Window" })
        else { throw BenchmarkError("the snapshot has no window or no New Window item") }
        try page.send(HostEvent(kind: .click, surface: .menuBar, target: newWindow.id))
        let update = try await page.next { !$0.openedSurfaces.isEmpty }
        return try [field(window), field(update.openedSurfaces[0])]
    }
}

/// What `load` measured.
struct LoadFigures {
    var clients: Int
    var rate: Int
    var seconds: Int
    var setupTime: Duration = .zero
    var failedConnections = 0
    var closedConnections = 0
    var sent = 0
    var answered = 0
    var unanswered = 0
    var late = 0
    var malformed = 0
    var latencies: [Int64] = []
    /// Latencies by the second their event was sent in.
    var bySecond: [[Int64]] = []
    var serverCPU = 0.0
    var clientCPU = 0.0
    var memoryBefore = 0, memoryConnected = 0, memoryPeak = 0, memoryLoaded = 0, memoryAfter = 0

    var errors: Int { failedConnections + closedConnections + unanswered + late + malformed }

    mutating func add(_ result: LoadDriver.Result) {
        sent += result.sent
        answered += result.latencies.count
        unanswered += result.unanswered
        late += result.late
        malformed += result.malformed
        if result.closed { closedConnections += 1 }
        latencies += result.latencies
        if bySecond.isEmpty { bySecond = Array(repeating: [], count: seconds) }
        for (latency, second) in zip(result.latencies, result.sendingSeconds) where Int(second) < seconds {
            bySecond[Int(second)].append(latency)
        }
    }

    /// The latency at `fraction` (0.5: the median), in milliseconds.
    func percentile(_ fraction: Double, of sorted: [Int64]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
        return Double(sorted[max(0, index)]) / 1e6
    }

    var table: String {
        let sorted = latencies.sorted()
        let rows: [(String, String)] = [
            ("pages", "\(clients) (\(clients - failedConnections) connected in \(fixed(setupTime.seconds)) s, 2 windows each)"),
            ("events sent", "\(sent) (\(rate)/s per page for \(seconds) s)"),
            ("events answered", "\(answered) (\(fixed(Double(answered) / Double(seconds))) /s)"),
            ("errors", "\(errors): \(failedConnections) failed connections, \(closedConnections) closed, "
                + "\(unanswered) unanswered, \(late) answered after the timeout, \(malformed) malformed"),
            ("latency p50", "\(fixed(percentile(0.5, of: sorted))) ms"),
            ("latency p90", "\(fixed(percentile(0.9, of: sorted))) ms"),
            ("latency p99", "\(fixed(percentile(0.99, of: sorted))) ms"),
            ("latency max", "\(fixed(percentile(1, of: sorted))) ms"),
            ("p99 by second sent", bySecond.map { String(Int(percentile(0.99, of: $0.sorted()).rounded())) }
                .joined(separator: " ") + " ms"),
            ("app CPU", "\(fixed(serverCPU * 100)) % of one core"),
            ("app cost per event", costPerEvent),
            ("clients' CPU", "\(fixed(clientCPU * 100)) % of one core"),
            ("app memory idle", "\(memoryBefore) KiB"),
            ("  pages connected", "\(memoryConnected) KiB"),
            ("  peak while sending", "\(memoryPeak) KiB"),
            ("  after sending", "\(memoryLoaded) KiB"),
            ("  pages gone", "\(memoryAfter) KiB"),
        ]
        let width = rows.map(\.0.count).max()!
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
            .joined(separator: "\n")
    }

    /// The app's CPU time per event answered (all its threads: decoding,
    /// the update, writing), and what that makes on one core.
    var costPerEvent: String {
        let perSecond = Double(answered) / Double(seconds)
        guard perSecond > 0, serverCPU > 0 else { return "-" }
        let microseconds = serverCPU / perSecond * 1e6
        return "\(fixed(microseconds)) µs of CPU (\(Int((perSecond / serverCPU).rounded())) events a second per core)"
    }

    var summary: String {
        "load: \(answered) events, \(errors) errors, p99 \(fixed(percentile(0.99, of: latencies.sorted()))) ms"
    }
}
