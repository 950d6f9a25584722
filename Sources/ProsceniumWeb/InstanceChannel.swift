import Foundation
import Logging

/// One running instance of an app per person, as on a Mac: the first launch
/// holds a lock and listens on a Unix socket; a later launch of the same app
/// (the same executable, with the same state folder) hands it the files and
/// URLs it was given and exits, and the running one opens them.
///
/// The socket and its lock are in `$XDG_RUNTIME_DIR/proscenium/` (else a
/// folder of the person's own under the temporary folder, mode 0700), named
/// after the app and a hash of its identity. The lock, not the socket, says
/// whether an instance runs: a socket left by an instance that died is
/// replaced by the next launch, which gets the lock.
final class InstanceChannel: @unchecked Sendable {
    // Unchecked: its stored properties are immutable file descriptors and paths.
    static let log = Logger(label: "proscenium.web.instance")

    /// Where an app's socket and lock are.
    struct Location: Equatable {
        var socket: String
        var lock: String
    }

    /// What claiming the app's instance came to.
    enum Claim {
        /// This launch is the app's instance: it listens for later ones.
        case primary(InstanceChannel)
        /// The running instance took this launch's files and URLs.
        case forwarded
        /// No channel could be set up (a folder that is not the person's
        /// own, a path too long for a socket): this launch runs on its own.
        case unavailable(String)
    }

    private let listener: Int32
    private let lockDescriptor: Int32
    let location: Location

    private init(listener: Int32, lockDescriptor: Int32, location: Location) {
        self.listener = listener
        self.lockDescriptor = lockDescriptor
        self.location = location
    }

    /// The app's location: folder, name, and an FNV-1a hash of the resolved
    /// executable, the app's name and its state folder.
    static func location(appName: String, executable: URL, stateFolder: URL,
                         environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Location, InstanceMessageError> {
        let identity = [executable.resolvingSymlinksInPath().path, appName, stateFolder.standardizedFileURL.path].joined(separator: "\u{0}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let name = String(appName.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0)) }.prefix(24).map(Character.init))
        let base = "\(name.isEmpty ? "app" : name)-\(String(hash, radix: 16))"
        var folders: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { folders.append(runtime + "/proscenium") }
        folders.append(NSTemporaryDirectory().trimmingSuffix("/") + "/proscenium-\(getuid())")
        var reasons: [String] = []
        for folder in folders {
            let socket = "\(folder)/\(base).sock"
            guard socket.utf8.count <= UnixSocket.maxPathLength else {
                reasons.append("\(socket) is too long for a socket")
                continue
            }
            if let problem = ensurePrivateFolder(folder) {
                reasons.append(problem)
                continue
            }
            return .success(Location(socket: socket, lock: "\(folder)/\(base).lock"))
        }
        return .failure(InstanceMessageError(reasons.joined(separator: "; ")))
    }

    /// Makes `folder` (mode 0700) if missing; a problem when it is not a
    /// folder of this person's alone.
    private static func ensurePrivateFolder(_ folder: String) -> String? {
        if mkdir(folder, 0o700) != 0, errno != EEXIST { return "cannot make \(folder): \(String(cString: strerror(errno)))" }
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return "\(folder) is not a folder" }
        guard info.st_uid == getuid(), info.st_mode & 0o077 == 0 else { return "\(folder) is not this user's alone (mode 0700)" }
        return nil
    }

    /// Takes the app's lock and listens, or, when another instance holds the
    /// lock, hands it `message` (waiting up to `patience` seconds for it to
    /// listen, as it may be starting).
    static func claim(_ location: Location, message: InstanceMessage, patience: TimeInterval = 5) -> Claim {
        let lock = open(location.lock, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return .unavailable("cannot open \(location.lock): \(String(cString: strerror(errno)))") }
        if flock(lock, LOCK_EX | LOCK_NB) == 0 {
            do {
                // The lock was free: any socket there is a dead instance's.
                let listener = try UnixSocket.listening(at: location.socket)
                return .primary(InstanceChannel(listener: listener, lockDescriptor: lock, location: location))
            } catch {
                close(lock)
                return .unavailable("\(error)")
            }
        }
        close(lock)
        // It may be starting: wait for it to listen, but hand it the message once.
        let deadline = Date().addingTimeInterval(patience)
        var descriptor: Int32 = -1
        var lastError = ""
        while descriptor < 0 {
            do {
                descriptor = try UnixSocket.connected(to: location.socket)
            } catch {
                lastError = "\(error)"
                guard Date() < deadline else {
                    return .unavailable("another instance holds \(location.lock) but does not listen: \(lastError)")
                }
                usleep(100_000)
            }
        }
        do {
            try send(message, on: descriptor)
            return .forwarded
        } catch {
            return .unavailable("the running instance did not answer: \(error)")
        }
    }

    /// Sends `message` on a connected socket, closes it, and waits for the
    /// instance's `ok`.
    static func send(_ message: InstanceMessage, on descriptor: Int32) throws {
        defer { close(descriptor) }
        UnixSocket.setTimeout(descriptor, seconds: 10)
        try UnixSocket.write(message.encoded(), to: descriptor)
        shutdown(descriptor, Int32(SHUT_WR))
        guard let reply = try UnixSocket.readAll(descriptor, limit: 64), String(decoding: reply, as: UTF8.self) == "ok\n" else {
            throw InstanceMessageError("the running instance did not take the message")
        }
    }

    /// Accepts later launches' messages on a thread of its own, for as long
    /// as the app runs, handing each well-formed one to `handler`; a
    /// malformed one is dropped with a line in the log.
    func start(_ handler: @escaping @Sendable (InstanceMessage) -> Void) {
        let listener = self.listener
        let thread = Thread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    Self.log.error("the instance socket stopped accepting: \(String(cString: strerror(errno)))")
                    return
                }
                Self.receive(on: connection, handler)
            }
        }
        thread.name = "proscenium.instance"
        thread.start()
    }

    private static func receive(on connection: Int32, _ handler: @Sendable (InstanceMessage) -> Void) {
        defer { close(connection) }
        // A launch that connects and says nothing is not waited on for long.
        UnixSocket.setTimeout(connection, seconds: 2)
        do {
            guard let data = try UnixSocket.readAll(connection, limit: InstanceMessage.maxSize) else {
                log.warning("dropped a message from another launch: more than \(InstanceMessage.maxSize) bytes")
                return
            }
            let message = try InstanceMessage.decode(data)
            try UnixSocket.write(Data("ok\n".utf8), to: connection)
            handler(message)
        } catch {
            log.warning("dropped a message from another launch: \(error)")
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) : self
    }
}
