import Foundation
import Synchronization
import Testing
@testable import ProsceniumDBus

/// A bus that sends what no real bus would: the connection drops the bad
/// message, logs it, and goes on reading.
struct MalformedBusTests {
    @Test func aMalformedMessageIsDroppedAndTheNextDelivered() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dbus-fake-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bus").path
        let listener = try FakeBus.listen(path)
        let server = Thread {
            FakeBus.serve(listener) { client in
                var bad = DBusMessage.call(nil, "/x", "i.f", "Bad", [.string("abc")])
                bad.serial = 50
                var bytes = bad.encoded()
                bytes[bytes.count - 1] = 1  // The string's terminating NUL is not one.
                var good = DBusMessage.call(nil, "/x", "i.f", "Good", [.int32(42)])
                good.serial = 51
                FakeBus.write(client, bytes + good.encoded())
            }
        }
        server.start()
        let connection = try await DBusConnection.connect(to: [.path(path)])
        #expect(connection.uniqueName == ":1.7")
        let received = Mutex<[String]>([])
        connection.setMethodCallHandler { call in received.withLock { $0.append(call.member ?? "") } }
        // Tell the fake bus to send its two messages.
        try connection.send(.call(nil, "/go", "i.f", "Go"))
        for _ in 0..<100 where received.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(received.withLock { $0 } == ["Good"])
        connection.close()
        close(listener)
    }
}

/// Just enough of a bus to answer one client's authentication and Hello.
enum FakeBus {
    static func listen(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Foundation.listen(fd, 1) == 0 else { throw DBusError.connection("fake bus: \(errno)") }
        return fd
    }

    static func serve(_ listener: Int32, then: (Int32) -> Void) {
        let client = accept(listener, nil, nil)
        guard client >= 0 else { return }
        defer { close(client) }
        _ = readUntil(client, "\r\n")          // NUL and AUTH EXTERNAL
        write(client, Array("OK 0123456789abcdef\r\n".utf8))
        _ = readUntil(client, "\r\n")          // BEGIN
        let hello = readMessage(client)
        var reply = DBusMessage(kind: .methodReturn, body: [.string(":1.7")])
        reply.serial = 1
        reply.replySerial = hello?.serial
        write(client, reply.encoded())
        _ = readMessage(client)                 // Go
        then(client)
        _ = readMessage(client)                 // Until the client hangs up.
    }

    static func readUntil(_ fd: Int32, _ end: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            bytes.append(byte)
            if bytes.suffix(end.utf8.count).elementsEqual(end.utf8) { break }
        }
        return bytes
    }

    static func readMessage(_ fd: Int32) -> DBusMessage? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            bytes.append(byte)
            if let length = try? DBusMessage.length(ofMessageIn: bytes[...]), bytes.count == length {
                return try? DBusMessage(decoding: bytes)
            }
        }
        return nil
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
    }
}
