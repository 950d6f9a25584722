import Foundation

/// The few Unix domain socket calls the one-instance channel makes, with
/// errors as `errno` text.
enum UnixSocket {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ call: String, _ path: String, code: Int32 = errno) {
            description = "\(call) \(path): \(String(cString: strerror(code)))"
        }
    }

    /// The longest path a socket address holds (with its terminating NUL).
    static let maxPathLength = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    private static func withAddress<T>(_ path: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) throws -> T {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count <= maxPathLength else { throw Failure("socket path", path, code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    private static func makeSocket(_ path: String) throws -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket", path) }
        return descriptor
    }

    /// A socket listening at `path` (owner-only), replacing any file there.
    static func listening(at path: String) throws -> Int32 {
        let descriptor = try makeSocket(path)
        unlink(path)
        let bound = try withAddress(path) { bind(descriptor, $0, $1) }
        guard bound == 0 else {
            let failure = Failure("bind", path)
            close(descriptor)
            throw failure
        }
        chmod(path, 0o600)
        guard listen(descriptor, 16) == 0 else {
            let failure = Failure("listen", path)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// A socket connected to `path`.
    static func connected(to path: String) throws -> Int32 {
        let descriptor = try makeSocket(path)
        let result = try withAddress(path) { connect(descriptor, $0, $1) }
        guard result == 0 else {
            let failure = Failure("connect", path)
            close(descriptor)
            throw failure
        }
        return descriptor
    }

    /// Reads and writes on `descriptor` give up after `seconds`.
    static func setTimeout(_ descriptor: Int32, seconds: Int) {
        var time = timeval(tv_sec: seconds, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(descriptor, SOL_SOCKET, option, &time, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    /// Writes all of `data`.
    static func write(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure("send", "socket")
                }
                offset += written
            }
        }
    }

    /// Reads until the other side stops writing; nil past `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int) throws -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure("recv", "socket")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return nil }
        }
    }
}
