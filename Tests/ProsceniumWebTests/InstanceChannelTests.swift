import Foundation
@testable import ProsceniumWeb
import Synchronization
import Testing

/// The one-instance channel: a second claim hands its URLs to the first;
/// a stale socket is replaced; malformed messages are dropped and the
/// channel goes on; the socket's folder is the person's alone.
@Suite(.serialized) struct InstanceChannelTests {
    static func location(_ folder: URL, app: String = "Demo") throws -> InstanceChannel.Location {
        let result = InstanceChannel.location(appName: app, executable: URL(fileURLWithPath: "/usr/bin/true"),
                                              stateFolder: folder.appendingPathComponent("state/\(app)"),
                                              environment: ["XDG_RUNTIME_DIR": folder.path])
        return try result.get()
    }

    static func scratch() throws -> URL {
        // Short: a socket's path holds 107 bytes at most.
        let folder = URL(fileURLWithPath: "/tmp/pi-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Messages the first claim's channel received.
    final class Inbox: Sendable {
        let messages = Mutex<[InstanceMessage]>([])
        func wait(for count: Int) async -> [InstanceMessage] {
            for _ in 0..<100 where messages.withLock({ $0.count }) < count {
                try? await Task.sleep(for: .milliseconds(20))
            }
            return messages.withLock { $0 }
        }
    }

    @Test func aSecondLaunchHandsItsURLsToTheFirst() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = try Self.location(folder)
        #expect(location.socket.hasPrefix(folder.path + "/proscenium/Demo-"))
        #expect(location.lock == String(location.socket.dropLast(5)) + ".lock")
        var info = stat()
        stat(folder.appendingPathComponent("proscenium").path, &info)
        #expect(info.st_mode & 0o777 == 0o700)

        guard case .primary(let channel) = InstanceChannel.claim(location, message: InstanceMessage(urls: [], browser: true)) else {
            Issue.record("the first claim did not get the instance")
            return
        }
        let inbox = Inbox()
        channel.start { message in inbox.messages.withLock { $0.append(message) } }
        let urls = [URL(fileURLWithPath: "/home/ada/Notes/a b.ddnote"), URL(string: "desktopdemo://open?x=1")!]
        guard case .forwarded = InstanceChannel.claim(location, message: InstanceMessage(urls: urls, browser: false)) else {
            Issue.record("the second claim was not handed to the first")
            return
        }
        let received = await inbox.wait(for: 1)
        #expect(received.map(\.parsedURLs) == [urls])
        #expect(received.first?.browser == false)
        // Another app (another identity) is an instance of its own.
        let other = try Self.location(folder, app: "Other")
        #expect(other.socket != location.socket)
        guard case .primary = InstanceChannel.claim(other, message: InstanceMessage(urls: [], browser: true)) else {
            Issue.record("another app's claim was handed over")
            return
        }
    }

    @Test func malformedMessagesAreDroppedAndTheChannelGoesOn() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = try Self.location(folder)
        guard case .primary(let channel) = InstanceChannel.claim(location, message: InstanceMessage(urls: [], browser: true)) else {
            Issue.record("no instance")
            return
        }
        let inbox = Inbox()
        channel.start { message in inbox.messages.withLock { $0.append(message) } }
        for garbage in [Data("not json".utf8), Data(#"{"version":2,"urls":[],"browser":true}"#.utf8),
                        Data(#"{"version":1,"urls":["no scheme"],"browser":true}"#.utf8),
                        Data(#"{"version":1,"urls":["file:relative"],"browser":true}"#.utf8),
                        Data([0xFF, 0x00, 0xFE]), Data()] {
            let descriptor = try UnixSocket.connected(to: location.socket)
            try UnixSocket.write(garbage, to: descriptor)
            shutdown(descriptor, Int32(SHUT_WR))
            UnixSocket.setTimeout(descriptor, seconds: 5)
            // Dropped: the connection is closed with no "ok".
            #expect(try UnixSocket.readAll(descriptor, limit: 64) == Data())
            close(descriptor)
        }
        // More than the limit.
        let descriptor = try UnixSocket.connected(to: location.socket)
        UnixSocket.setTimeout(descriptor, seconds: 5)
        try? UnixSocket.write(Data(repeating: 0x20, count: InstanceMessage.maxSize + 10), to: descriptor)
        close(descriptor)
        guard case .forwarded = InstanceChannel.claim(location, message: InstanceMessage(urls: [URL(string: "https://example.com")!], browser: true))
        else {
            Issue.record("the channel stopped after malformed messages")
            return
        }
        let received = await inbox.wait(for: 1)
        #expect(received.map(\.urls) == [["https://example.com"]])
    }

    @Test func aSocketLeftByADeadInstanceIsReplaced() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = try Self.location(folder)
        // A socket file nobody listens on, and a lock nobody holds.
        let stale = try UnixSocket.listening(at: location.socket)
        close(stale)
        FileManager.default.createFile(atPath: location.lock, contents: nil)
        guard case .primary = InstanceChannel.claim(location, message: InstanceMessage(urls: [], browser: true), patience: 0) else {
            Issue.record("the stale socket kept the launch from being the instance")
            return
        }
        let descriptor = try UnixSocket.connected(to: location.socket)
        close(descriptor)
    }

    @Test func aFolderThatIsNotThePersonsAloneIsNotUsed() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = folder.appendingPathComponent("proscenium")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        chmod(shared.path, 0o777)
        let location = try Self.location(folder)
        // The runtime folder's is refused; the fallback under the temporary folder is used.
        #expect(!location.socket.hasPrefix(shared.path))
        #expect(location.socket.contains("/proscenium-\(getuid())/"))
    }

    @Test func messagesRoundTripAndAreChecked() throws {
        let message = InstanceMessage(urls: [URL(fileURLWithPath: "/x/ä.txt")], browser: true)
        #expect(try InstanceMessage.decode(message.encoded()) == message)
        #expect(throws: InstanceMessageError.self) { try InstanceMessage.decode(Data(count: InstanceMessage.maxSize + 1)) }
    }
}
