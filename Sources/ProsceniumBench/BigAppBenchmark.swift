import ArgumentParser
import Foundation
import NIOCore
import ProsceniumHost

// `proscenium-bench bigapp`: a document app of 2,000 views a window
// (BigDocumentApp, served by this executable's `serve-big` in a child
// process) driven by a scripted page: the time to open each of 20 windows,
// the app's resident memory after each, and the time of a one-row update
// with one window open and with all of them, so that growth shows.

struct BigAppBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bigapp",
        abstract: "Opens 20 windows of a 2,000-view document app: memory per window, window-open and one-row update times.",
        discussion: """
            Serves BigDocumentApp (400 rows of 5 views a window) in a child process \
            and connects one scripted page (no browser). Each window is opened with \
            File > New Window; its open time runs from sending the click to the \
            arrival of the update that opens it (the app making the window's 2,000 \
            views and sending them). After each window, the app's VmRSS (settled). \
            A one-row update is a click on a row's Bump button, timed from sending \
            it to the arrival of the update; the median of --clicks, in the first \
            window with one window open, then in the first and last with all open.
            """
    )

    @Option(help: "Windows open at the end (the first is the page's own).")
    var windows = 20

    @Option(help: "Clicks timed for each one-row update figure (the median is reported).")
    var clicks = 21

    func validate() throws {
        guard windows >= 2 else { throw ValidationError("open at least two windows") }
        guard clicks >= 1 else { throw ValidationError("time at least one click") }
    }

    func run() throws {
        let (windows, clicks) = (self.windows, self.clicks)
        let report = try runBlocking {
            try await AppProcess.withRunning(AppProcess.current, arguments: ["serve-big"]) { app, group in
                try await BigAppRun(app: app, page: try await DisplayClient.open(port: app.port, token: app.token,
                                                                                 group: group))
                    .measure(windows: windows, clicks: clicks)
            }
        }
        print(report)
    }
}

/// One run of `bigapp` on one page of a running BigDocumentApp.
struct BigAppRun {
    let app: AppProcess
    let page: DisplayClient

    func measure(windows: Int, clicks: Int) async throws -> String {
        let snapshot = try await page.next { $0.type == "snapshot" }
        guard let first = snapshot.surfaces?.first(where: { $0.attributes.kind == .window }),
              let menuBar = snapshot.surfaces?.first(where: { $0.id == .menuBar }),
              let newWindow = menuBar.root.first(where: { $0.tag == .menuitem && $0.attributes[.title] == "New Window" })
        else { throw BenchmarkError("the snapshot has no window or no File > New Window") }

        var lines = [["window", "open ms", "VmRSS KiB"]]
        var rss = [try await ProcessMemory.settledResidentKiB(of: app.pid)]
        lines.append(["1 (the page's own)", "-", String(rss[0])])
        let alone = try await rowUpdate(in: first, clicks: clicks)

        var opened = [first], openTimes: [Double] = []
        for number in 2...windows {
            let start = NIODeadline.now()
            try page.send(HostEvent(kind: .click, surface: .menuBar, target: newWindow.id))
            let (update, arrived) = try await nextTimed { !$0.openedSurfaces.isEmpty }
            guard let window = update.openedSurfaces.first else { throw BenchmarkError("no window opened") }
            opened.append(window)
            openTimes.append(milliseconds(arrived - start))
            rss.append(try await ProcessMemory.settledResidentKiB(of: app.pid, settle: .milliseconds(500), readings: 3))
            lines.append([String(number), fixed(openTimes.last!), String(rss.last!)])
        }
        let firstWithAll = try await rowUpdate(in: first, clicks: clicks)
        let lastWithAll = try await rowUpdate(in: opened.last!, clicks: clicks)

        let perWindow = Double(rss.last! - rss[0]) / Double(windows - 1)
        return (aligned(lines) + [
            "",
            "one-row update (click to update, median of \(clicks)): 1 window \(fixed(alone)) ms; "
                + "\(windows) windows: in the first \(fixed(firstWithAll)) ms, in the last \(fixed(lastWithAll)) ms",
            "",
            "bigapp: \(windows) windows of \(BigDocumentView.rows * 5) views: \(Int(perWindow.rounded())) KiB a window; "
                + "open median \(fixed(median(openTimes))) ms (2nd \(fixed(openTimes.first!)), last \(fixed(openTimes.last!))); "
                + "one-row update \(fixed(alone)) ms with 1 window, \(fixed(lastWithAll)) ms with \(windows)",
        ]).joined(separator: "\n")
    }

    /// The median time of a click on a row's Bump button in `window` to
    /// the arrival of the update it makes.
    private func rowUpdate(in window: Surface, clicks: Int) async throws -> Double {
        let row = BigDocumentView.rows / 2
        guard let bump = window.root.first(where: { $0.attributes[.identifier] == "bump-\(row)" }) else {
            throw BenchmarkError("the window has no Bump button for row \(row)")
        }
        var times: [Double] = []
        for _ in 0..<clicks {
            let start = NIODeadline.now()
            try page.send(HostEvent(kind: .click, surface: window.id, target: bump.id))
            let (_, arrived) = try await nextTimed { $0.type == "update" }
            times.append(milliseconds(arrived - start))
        }
        return median(times)
    }

    /// The next message satisfying `done`, and when its last frame arrived.
    private func nextTimed(until done: (PageMessage) -> Bool) async throws -> (PageMessage, NIODeadline) {
        while true {
            let message = try await page.next()
            let decoded = try PageMessage(message)
            if done(decoded) { return (decoded, message.time) }
        }
    }
}

private func milliseconds(_ interval: TimeAmount) -> Double { Double(interval.nanoseconds) / 1e6 }
