import Foundation
import NIOCore
import NIOPosix

/// A deliberately raw HTTP and WebSocket client on loopback, so tests can
/// send what a browser would never send (foreign Host headers, broken
/// frames, oversized messages).
struct LoopbackClient {
    let port: Int

    struct Reply {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: String

        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        func headers(_ name: String) -> [String] {
            headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        }
    }

    /// Sends one GET request with exactly these headers (Host defaults to the served address).
    nonisolated(nonsending) func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await withConnection { connection in
            var lines = ["GET \(path) HTTP/1.1"]
            var headers = headers
            if headers["Host"] == nil { headers["Host"] = "127.0.0.1:\(port)" }
            headers["Connection"] = "close"
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) { lines.append("\(name): \(value)") }
            try await connection.write(Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8))
            return try await connection.readReply()
        }
    }

    nonisolated(nonsending) func withConnection<T>(_ body: (inout Connection) async throws -> T) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var connection = Connection(inbound: inbound.makeAsyncIterator(), outbound: outbound)
            return try await body(&connection)
        }
    }

    struct Connection {
        var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
        let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
        var buffer: [UInt8] = []

        struct Closed: Error {}

        nonisolated(nonsending) func write(_ bytes: [UInt8]) async throws {
            try await outbound.write(ByteBuffer(bytes: bytes))
        }

        nonisolated(nonsending) mutating func fill(_ count: Int) async throws {
            while buffer.count < count {
                guard let chunk = try await inbound.next(isolation: #isolation) else { throw Closed() }
                buffer.append(contentsOf: chunk.readableBytesView)
            }
        }

        nonisolated(nonsending) mutating func take(_ count: Int) async throws -> [UInt8] {
            try await fill(count)
            defer { buffer.removeFirst(count) }
            return Array(buffer.prefix(count))
        }

        /// Reads a status line and headers, and a body if its length is given.
        nonisolated(nonsending) mutating func readReply(body: Bool = true) async throws -> Reply {
            let end = Array("\r\n\r\n".utf8)
            while buffer.firstRange(of: end) == nil {
                guard let chunk = try await inbound.next(isolation: #isolation) else { throw Closed() }
                buffer.append(contentsOf: chunk.readableBytesView)
            }
            let range = buffer.firstRange(of: end)!
            let head = String(decoding: buffer[..<range.lowerBound], as: UTF8.self)
            buffer.removeFirst(range.upperBound)
            var lines = head.components(separatedBy: "\r\n")
            let status = Int(lines.removeFirst().split(separator: " ")[1]) ?? 0
            let headers = lines.compactMap { line -> (name: String, value: String)? in
                guard let colon = line.firstIndex(of: ":") else { return nil }
                return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            var reply = Reply(status: status, headers: headers, body: "")
            if body, let length = reply.header("Content-Length").flatMap(Int.init), length > 0 {
                reply.body = String(decoding: try await take(length), as: UTF8.self)
            }
            return reply
        }

        // MARK: WebSocket

        enum Frame: Equatable {
            case text(String)
            case binary([UInt8])
            case close(UInt16?)
            case ping
        }

        /// One frame's bytes, masked as a client must.
        static func frame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
            var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
            let count = payload.count
            if count < 126 {
                frame.append(0x80 | UInt8(count))
            } else if count < 65536 {
                frame += [0x80 | 126, UInt8(count >> 8), UInt8(count & 0xFF)]
            } else {
                frame.append(0x80 | 127)
                for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((count >> shift) & 0xFF)) }
            }
            let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
            frame += mask
            frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
            return frame
        }

        /// Sends one frame, masked as a client must.
        nonisolated(nonsending) func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) async throws {
            try await write(Self.frame(opcode: opcode, payload, fin: fin))
        }

        nonisolated(nonsending) func sendText(_ text: String) async throws {
            try await send(opcode: 0x1, Array(text.utf8))
        }

        /// The next data or close frame (pings are answered, and returned
        /// too if `pings`).
        nonisolated(nonsending) mutating func receive(pings: Bool = false) async throws -> Frame {
            while true {
                let head = try await take(2)
                let opcode = head[0] & 0x0F
                var count = Int(head[1] & 0x7F)
                if count == 126 {
                    count = try await take(2).reduce(0) { $0 << 8 | Int($1) }
                } else if count == 127 {
                    count = try await take(8).reduce(0) { $0 << 8 | Int($1) }
                }
                let payload = try await take(count)
                switch opcode {
                case 0x1: return .text(String(decoding: payload, as: UTF8.self))
                case 0x2: return .binary(payload)
                case 0x8: return .close(payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil)
                case 0x9:
                    try await send(opcode: 0xA, payload)
                    if pings { return .ping }
                default: continue
                }
            }
        }

        /// The next text message, parsed as JSON.
        nonisolated(nonsending) mutating func receiveJSON() async throws -> [String: Any] {
            guard case let .text(text) = try await receive() else { throw Closed() }
            return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
        }
    }
}
