import Foundation
import Synchronization
import Testing
@testable import ProsceniumDBus

/// The tray item on a private session bus (Debian's dbus-daemon), asked by
/// `gdbus` as a panel would ask it.
@Suite(.serialized)
struct StatusNotifierItemTests {
    /// A private session bus for one test; stopped when done.
    final class PrivateBus {
        let process = Process()
        let address: String

        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("bus-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let socket = folder.appendingPathComponent("bus").path
            address = "unix:path=" + socket
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            process.arguments = ["--session", "--nofork", "--address=" + address]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: socket) { usleep(25_000) }
        }

        deinit {
            // Killed outright and not waited for: `waitUntilExit` spins on a
            // thread without a run loop, and the test process may end first.
            kill(process.processIdentifier, SIGKILL)
            try? FileManager.default.removeItem(at: folder)
        }

        func gdbus(_ arguments: [String], tool name: String = "gdbus") throws -> String {
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/usr/bin/" + name)
            tool.arguments = arguments
            tool.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
            let output = Pipe()
            tool.standardOutput = output
            tool.standardError = output
            try tool.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            tool.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }

    static var toolsPresent: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") && FileManager.default.isExecutableFile(atPath: "/usr/bin/gdbus")
    }

    @Test(.enabled(if: toolsPresent)) func aPanelReadsTheItemAndClicksIt() async throws {
        let bus = try PrivateBus()
        let connection = try await DBusConnection.connect(to: DBusAddress.parse(bus.address))
        #expect(connection.uniqueName.hasPrefix(":"))
        let clicks = Mutex<[String]>([])
        let item = try await StatusNotifierItem(
            connection: connection, appearance: .init(id: "TrayDemo", title: "Coffee", iconName: "starred")
        ) { activation, x, y in clicks.withLock { $0.append("\(activation.rawValue) \(x) \(y)") } }
        #expect(item.busName == "org.kde.StatusNotifierItem-\(getpid())-1")
        // No watcher on this bus: no registration.
        #expect(await item.register() == false)

        let all = try bus.gdbus(["call", "--session", "--dest", item.busName, "--object-path", "/StatusNotifierItem",
                                 "--method", "org.freedesktop.DBus.Properties.GetAll", "org.kde.StatusNotifierItem"])
        #expect(all.contains("'Title': <'Coffee'>"), "\(all)")
        #expect(all.contains("'Id': <'TrayDemo'>"))
        #expect(all.contains("'Status': <'Active'>"))
        #expect(all.contains("'IconName': <'starred'>"))
        #expect(all.contains("'ItemIsMenu': <false>"))
        let one = try bus.gdbus(["call", "--session", "--dest", item.busName, "--object-path", "/StatusNotifierItem",
                                 "--method", "org.freedesktop.DBus.Properties.Get", "org.kde.StatusNotifierItem", "ToolTip"])
        #expect(one.contains("'starred', @a(iiay) [], 'Coffee', ''"), "\(one)")
        let introspection = try bus.gdbus(["introspect", "--session", "--dest", item.busName, "--object-path", "/StatusNotifierItem"])
        #expect(introspection.contains("Activate(in  i x,"), "\(introspection)")

        _ = try bus.gdbus(["call", "--session", "--dest", item.busName, "--object-path", "/StatusNotifierItem",
                           "--method", "org.kde.StatusNotifierItem.Activate", "10", "20"])
        _ = try bus.gdbus(["call", "--session", "--dest", item.busName, "--object-path", "/StatusNotifierItem",
                           "--method", "org.kde.StatusNotifierItem.ContextMenu", "3", "4"])
        #expect(clicks.withLock { $0 } == ["Activate 10 20", "ContextMenu 3 4"])
        // Wrong arguments are an error reply, not a click.
        let wrong = try bus.gdbus(["--session", "--print-reply", "--dest=\(item.busName)", "/StatusNotifierItem",
                                   "org.kde.StatusNotifierItem.Activate", "string:x"], tool: "dbus-send")
        #expect(wrong.contains("InvalidArgs"), "\(wrong)")
        #expect(clicks.withLock { $0.count } == 2)
        connection.close()
    }
}
