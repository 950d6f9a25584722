import Foundation
import Logging
import Synchronization

/// The browser of own windows mode, started with `--remote-debugging-pipe`:
/// Chromium's DevTools protocol over two pipes (it reads fd 3 and writes fd
/// 4, each message JSON ended by a NUL), private to this process. Through it
/// the app reads each window's state as the window manager left it
/// (minimised, maximised) and asks for what a page cannot do itself: raise
/// its window (`Target.activateTarget`; `window.focus()` does nothing
/// without a click), minimise or maximise it (`Browser.setWindowBounds`).
final class DevToolsPipe: Sendable {
    static let log = Logger(label: "proscenium.web.devtools")

    let pid: pid_t
    private let input: Int32
    private let output: Int32
    private struct State {
        var nextID = 0
        var pending: [Int: CheckedContinuation<Data, any Error>] = [:]
        var closed = false
    }
    private let state = Mutex(State())

    enum Failure: Error, CustomStringConvertible {
        case spawn(String), closed, protocolError(String)
        var description: String {
            switch self {
            case .spawn(let why): "could not start the browser: \(why)"
            case .closed: "the browser has gone"
            case .protocolError(let why): "DevTools: \(why)"
            }
        }
    }

    /// Starts `browser` with `arguments` plus `--remote-debugging-pipe`.
    init(browser: URL, arguments: [String]) throws {
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0 else { throw Failure.spawn(String(cString: strerror(errno))) }
        guard pipe(&fromBrowser) == 0 else {
            close(toBrowser[0]); close(toBrowser[1])
            throw Failure.spawn(String(cString: strerror(errno)))
        }
        // Moved above 4, close-on-exec: no other child inherits them, and dup2
        // onto 3 and 4 below always makes a copy (dup2 of a descriptor onto
        // itself keeps close-on-exec, and one pipe's end may be the other's target).
        for i in 0..<2 {
            for pipe in [0, 1] {
                let fd = pipe == 0 ? toBrowser[i] : fromBrowser[i]
                let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
                close(fd)
                if pipe == 0 { toBrowser[i] = high } else { fromBrowser[i] = high }
            }
        }
        guard !(toBrowser + fromBrowser).contains(where: { $0 < 0 }) else {
            for fd in toBrowser + fromBrowser where fd >= 0 { close(fd) }
            throw Failure.spawn("could not move the pipes' descriptors")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // dup2 clears close-on-exec on the copies: the browser keeps fds 3 and 4 only.
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        let argv = ([browser.path] + arguments + ["--remote-debugging-pipe"]).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, browser.path, &actions, nil, argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard result == 0 else {
            close(toBrowser[1]); close(fromBrowser[0])
            throw Failure.spawn(String(cString: strerror(result)))
        }
        self.pid = pid
        input = fromBrowser[0]
        output = toBrowser[1]
        let thread = Thread { [self] in readLoop() }
        thread.name = "DevTools reader"
        thread.start()
    }

    var isOpen: Bool { !state.withLock { $0.closed } }

    /// Calls `method`; returns its `result` decoded as `Result`.
    func call<Result: Decodable>(_ method: String, _ parameters: [String: JSONValue] = [:],
                                 as _: Result.Type = Empty.self) async throws -> Result {
        let data = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data, any Error>) in
            let id: Int? = state.withLock { state in
                guard !state.closed else { return nil }
                state.nextID += 1
                state.pending[state.nextID] = continuation
                return state.nextID
            }
            guard let id else { return continuation.resume(throwing: Failure.closed) }
            var message = (try? JSONEncoder().encode(Request(id: id, method: method, params: parameters))) ?? Data()
            message.append(0)
            if !write(message), let waiting = state.withLock({ $0.pending.removeValue(forKey: id) }) {
                waiting.resume(throwing: Failure.closed)
            }
        }
        let reply = try JSONDecoder().decode(Reply<Result>.self, from: data)
        if let error = reply.error { throw Failure.protocolError(error.message) }
        guard let result = reply.result else { throw Failure.protocolError("\(method) returned nothing") }
        return result
    }

    /// Ends the browser.
    func terminate() { kill(pid, SIGTERM) }

    private func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let n = Foundation.write(output, raw.baseAddress! + sent, raw.count - sent)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                sent += n
            }
            return true
        }
    }

    private func readLoop() {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            buffer.append(contentsOf: chunk[0..<n])
            while let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                // Events (no id) are not asked for; a reply without a caller is dropped.
                guard let header = try? JSONDecoder().decode(ReplyID.self, from: message), let id = header.id,
                      let waiting = state.withLock({ $0.pending.removeValue(forKey: id) }) else { continue }
                waiting.resume(returning: Data(message))
            }
        }
        let waiting = state.withLock { state in
            state.closed = true
            defer { state.pending.removeAll() }
            return Array(state.pending.values)
        }
        for continuation in waiting { continuation.resume(throwing: Failure.closed) }
        close(input)
        close(output)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    struct Empty: Decodable {}
    private struct Request: Encodable {
        let id: Int
        let method: String
        let params: [String: JSONValue]
    }
    private struct ReplyID: Decodable { let id: Int? }
    private struct Reply<R: Decodable>: Decodable {
        let result: R?
        let error: ErrorBody?
    }
    private struct ErrorBody: Decodable { let message: String }
}

/// A JSON value of a DevTools call's parameters.
enum JSONValue: Encodable, Sendable {
    case string(String), int(Int), object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let s): try container.encode(s)
        case .int(let n): try container.encode(n)
        case .object(let o): try container.encode(o)
        }
    }
}
