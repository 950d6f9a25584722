public import Foundation
import Logging
import Synchronization

/// A connection to a message bus over its Unix socket: authenticates as
/// this user (SASL `EXTERNAL`), says `Hello`, then reads messages on a
/// thread of its own. Replies resume their callers; method calls go to
/// `onMethodCall` on that thread. A message that does not decode is dropped
/// with a line in the log; bytes that cannot start a message end the
/// connection (the stream has lost its place).
public final class DBusConnection: Sendable {
    static let log = Logger(label: "proscenium.dbus")

    private let socket: Int32
    private struct State {
        var serial: UInt32 = 0
        var pending: [UInt32: CheckedContinuation<DBusMessage, any Error>] = [:]
        var closed = false
        var onMethodCall: (@Sendable (DBusMessage) -> Void)?
        var uniqueName = ""
    }
    private let state = Mutex(State())
    private let writeLock = Mutex(())
    /// The name the bus gave this connection (`:1.42`).
    public var uniqueName: String { state.withLock { $0.uniqueName } }

    /// Connects to the first of `addresses` that answers and says `Hello`.
    public static func connect(to addresses: [DBusAddress]) async throws -> DBusConnection {
        var lastError: any Error = DBusError.badAddress("no address")
        for address in addresses {
            do {
                let socket = try open(address)
                do {
                    try authenticate(socket)
                } catch {
                    Foundation.close(socket)
                    throw error
                }
                return try await DBusConnection(socket: socket)
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// The session bus.
    public static func session(environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> DBusConnection {
        try await connect(to: DBusAddress.session(environment: environment))
    }

    private init(socket: Int32) async throws {
        self.socket = socket
        let thread = Thread { [self] in readLoop() }
        thread.name = "D-Bus reader"
        thread.start()
        let hello = try await call(.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello"))
        guard let name = hello.body.first?.stringValue else { throw DBusError.connection("Hello had no name") }
        state.withLock { $0.uniqueName = name }
    }

    /// Method calls addressed to this connection, on the reader thread.
    public func setMethodCallHandler(_ handler: @escaping @Sendable (DBusMessage) -> Void) {
        state.withLock { $0.onMethodCall = handler }
    }

    /// Sends a message that wants no answer (a reply, a signal); returns its serial.
    @discardableResult
    public func send(_ message: DBusMessage) throws -> UInt32 {
        var message = message
        message.serial = state.withLock { state in
            state.serial &+= 1
            if state.serial == 0 { state.serial = 1 }
            return state.serial
        }
        try write(message.encoded())
        return message.serial
    }

    /// Calls a method and waits for its return; an error reply throws `DBusError.remote`.
    public func call(_ message: DBusMessage) async throws -> DBusMessage {
        var message = message
        let reply = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<DBusMessage, any Error>) in
            let serial: UInt32? = state.withLock { state in
                guard !state.closed else { return nil }
                state.serial &+= 1
                if state.serial == 0 { state.serial = 1 }
                state.pending[state.serial] = continuation
                return state.serial
            }
            guard let serial else { return continuation.resume(throwing: DBusError.connection("closed")) }
            message.serial = serial
            do {
                try write(message.encoded())
            } catch {
                if let waiting = state.withLock({ $0.pending.removeValue(forKey: serial) }) { waiting.resume(throwing: error) }
            }
        }
        if reply.kind == .error {
            throw DBusError.remote(name: reply.errorName ?? "", message: reply.body.first?.stringValue ?? "")
        }
        return reply
    }

    /// Hangs up; calls still waiting fail.
    public func close() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    private func write(_ bytes: [UInt8]) throws {
        try writeLock.withLock { _ in
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw DBusError.connection("write failed: \(String(cString: strerror(errno)))")
                }
                sent += n
            }
        }
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        reading: while true {
            let n = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            buffer.append(contentsOf: chunk[0..<n])
            while true {
                let length: Int?
                do {
                    length = try DBusMessage.length(ofMessageIn: buffer[...])
                } catch {
                    Self.log.error("closing the bus connection: \(error)")
                    break reading
                }
                guard let length, buffer.count >= length else { break }
                let bytes = Array(buffer[0..<length])
                buffer.removeFirst(length)
                do {
                    dispatch(try DBusMessage(decoding: bytes))
                } catch {
                    Self.log.warning("dropped a message from the bus: \(error)")
                }
            }
        }
        let waiting = state.withLock { state in
            state.closed = true
            defer { state.pending.removeAll() }
            return Array(state.pending.values)
        }
        for continuation in waiting { continuation.resume(throwing: DBusError.connection("the bus hung up")) }
        Foundation.close(socket)
    }

    private func dispatch(_ message: DBusMessage) {
        switch message.kind {
        case .methodReturn, .error:
            guard let serial = message.replySerial,
                  let continuation = state.withLock({ $0.pending.removeValue(forKey: serial) }) else { return }
            continuation.resume(returning: message)
        case .methodCall:
            if let handler = state.withLock({ $0.onMethodCall }) {
                handler(message)
            } else if message.expectsReply {
                _ = try? send(message.errorReply("org.freedesktop.DBus.Error.UnknownObject", "no objects here"))
            }
        case .signal:
            break
        }
    }

    // MARK: The socket

    private static func open(_ address: DBusAddress) throws -> Int32 {
        let fd = Foundation.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw DBusError.connection("socket: \(String(cString: strerror(errno)))") }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        let (name, abstract): (String, Bool) = switch address {
        case .path(let path): (path, false)
        case .abstract(let name): (name, true)
        }
        let utf8 = Array(name.utf8)
        let capacity = MemoryLayout.size(ofValue: socketAddress.sun_path)
        guard utf8.count + 1 < capacity else {
            Foundation.close(fd)
            throw DBusError.badAddress("socket path too long")
        }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { raw in
            let start = abstract ? 1 : 0
            for (i, byte) in utf8.enumerated() { raw[start + i] = byte }
        }
        let length = MemoryLayout<sa_family_t>.size + utf8.count + (abstract ? 1 : 1)
        let result = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(length)) }
        }
        guard result == 0 else {
            let why = String(cString: strerror(errno))
            Foundation.close(fd)
            throw DBusError.connection("connect to \(name): \(why)")
        }
        return fd
    }

    /// SASL `EXTERNAL`: the bus checks this process's user against the socket's credentials.
    private static func authenticate(_ fd: Int32) throws {
        let uid = String(getuid()).utf8.map { String(format: "%02x", $0) }.joined()
        try sendLine(fd, "\0AUTH EXTERNAL \(uid)\r\n")
        let answer = try readLine(fd)
        guard answer.hasPrefix("OK ") else { throw DBusError.connection("the bus refused authentication: \(answer)") }
        try sendLine(fd, "BEGIN\r\n")
    }

    private static func sendLine(_ fd: Int32, _ line: String) throws {
        let bytes = Array(line.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Foundation.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw DBusError.connection("write failed during authentication") }
            sent += n
        }
    }

    /// One line of the authentication exchange, read a byte at a time so
    /// that nothing of the binary stream after it is taken.
    private static func readLine(_ fd: Int32) throws -> String {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < 4096 {
            let n = read(fd, &byte, 1)
            if n < 0, errno == EINTR { continue }
            guard n == 1 else { throw DBusError.connection("the bus hung up during authentication") }
            if byte == UInt8(ascii: "\n"), line.last == UInt8(ascii: "\r") {
                return String(decoding: line.dropLast(), as: UTF8.self)
            }
            line.append(byte)
        }
        throw DBusError.connection("authentication line too long")
    }
}
