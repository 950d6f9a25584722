import Foundation
import Testing

/// Two processes of the DesktopDemo app: the second launch hands its file
/// and link to the first and exits 0; once the first is killed, its socket
/// is replaced by the next launch; `--new-instance` runs apart.
@Suite(.serialized) struct OneInstanceTests {
    @Test(.enabled(if: Built.available, "DesktopDemo is not built"), .timeLimit(.minutes(5)))
    func aSecondLaunchHandsItsFilesToTheRunningApp() throws {
        let folder = try DesktopFixture.scratch("one-instance")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = Built.environment(in: folder)
        let first = try RunningApp(Built.desktopDemo, ["--no-browser", "--port", "0"], environment: environment)
        defer { first.stop() }
        #expect(first.url() != nil, "the first launch printed no URL: \(first.errors)")
        let socketFolder = folder.appendingPathComponent("run/proscenium")
        let names = try FileManager.default.contentsOfDirectory(atPath: socketFolder.path).sorted()
        #expect(names.count == 2 && names[0].hasPrefix("DesktopDemoApp-") && names[0].hasSuffix(".lock") && names[1].hasSuffix(".sock"),
                "\(names)")

        let note = folder.appendingPathComponent("Hello.ddnote")
        try "hello\n".write(to: note, atomically: true, encoding: .utf8)
        // A relative path: the running app is handed it made absolute.
        var second = environment
        second["PWD"] = folder.path
        let started = Date()
        let handOver = try RunningApp(Built.desktopDemo, ["--no-browser", "Hello.ddnote", "desktopdemo://greet"], environment: second,
                                      directory: folder)
        handOver.process.waitUntilExit()
        #expect(handOver.process.terminationStatus == 0, "\(handOver.errors)")
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(!handOver.output.contains("http://"), "the second launch served a display of its own")
        #expect(handOver.errors.contains("DesktopDemoApp is already running"))
        #expect(first.wait(seconds: 10) { first.errors.contains("another launch asked to open 2 item(s): \(note.absoluteString) desktopdemo://greet") },
                "the first launch did not get the files: \(first.errors)")

        let apart = try RunningApp(Built.desktopDemo, ["--no-browser", "--port", "0", "--new-instance"], environment: environment)
        defer { apart.stop() }
        #expect(apart.url() != nil, "--new-instance did not start an instance of its own")
        apart.stop()

        // Killed, the first leaves its socket behind; the next launch takes its place.
        kill(first.process.processIdentifier, SIGKILL)
        first.process.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: socketFolder.appendingPathComponent(names[1]).path))
        let next = try RunningApp(Built.desktopDemo, ["--no-browser", "--port", "0"], environment: environment)
        defer { next.stop() }
        #expect(next.url() != nil, "a launch after the instance died did not start: \(next.errors)")
    }
}
