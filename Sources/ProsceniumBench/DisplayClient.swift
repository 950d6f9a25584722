import Foundation
import NIOCore
import NIOPosix
import ProsceniumHost

/// A scripted page: what a browser does to show a served app, without the
/// browser. It trades the launch token for cookies (`GET /?token=...`), opens
/// the WebSocket at `/ws` from the display's own origin, and then sends events
/// and reads snapshots and updates (see docs/PROTOCOL.md).
///
/// Frames are read on the channel's event loop. By default whole messages are
/// queued for ``next(timeout:)``; ``divert(_:onClose:)`` hands them to a
/// callback on the event loop instead, which is what the load benchmark uses
/// so that measuring costs no task switches.
final class DisplayClient: @unchecked Sendable {
    // Unchecked: its mutable state is touched on its channel's event loop only.
    /// A whole WebSocket message and when its last frame arrived.
    struct Message: Sendable {
        var bytes: ByteBuffer
        var isText: Bool
        var time: NIODeadline
        var text: String { String(buffer: bytes) }
    }

    struct Closed: Error, CustomStringConvertible {
        var description: String { "the display closed the connection" }
    }

    let channel: any Channel
    private let handler: PageHandler
    // Read by one task at a time (the one scripting this page).
    private var messages: AsyncStream<Message>.AsyncIterator

    private init(channel: any Channel, handler: PageHandler, messages: AsyncStream<Message>) {
        self.channel = channel
        self.handler = handler
        self.messages = messages.makeAsyncIterator()
    }

    /// Opens a page on the app at `port`: cookies from the token URL, then the
    /// WebSocket (the snapshot is the first message; read it with ``next(timeout:)``).
    static func open(port: Int, token: String, group: any EventLoopGroup) async throws -> DisplayClient {
        let cookie = try await cookies(port: port, token: token, group: group)
        return try await connect(port: port, cookie: cookie, group: group)
    }

    /// What a browser keeps from `GET /?token=...`: the token cookie and the
    /// client-key cookie, as a `Cookie` header value. Each call gets a new
    /// client key, so each page is a browser of its own (no restored windows).
    static func cookies(port: Int, token: String, group: any EventLoopGroup) async throws -> String {
        let (channel, handler) = try await dial(port: port, group: group)
        defer { channel.close(promise: nil) }
        let request = "GET /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        try await channel.writeAndFlush(ByteBuffer(string: request))
        let head = try await handler.head.futureResult.get()
        guard head.status == 303 else { throw BenchmarkError("GET /?token= answered \(head.status), not 303") }
        let cookies = head.values(of: "set-cookie").compactMap { $0.split(separator: ";").first.map(String.init) }
        guard cookies.contains(where: { $0.hasPrefix("proscenium-token-") }) else {
            throw BenchmarkError("GET /?token= set no token cookie")
        }
        return cookies.joined(separator: "; ")
    }

    /// Opens the WebSocket with `cookie`, as the display's page would.
    static func connect(port: Int, cookie: String, group: any EventLoopGroup) async throws -> DisplayClient {
        let (channel, handler) = try await dial(port: port, group: group)
        let (stream, continuation) = AsyncStream<Message>.makeStream()
        handler.onMessage = { continuation.yield($0) }
        handler.onClose = { continuation.finish() }
        let request = [
            "GET /ws HTTP/1.1", "Host: 127.0.0.1:\(port)", "Origin: http://127.0.0.1:\(port)",
            "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13",
            "Sec-WebSocket-Key: \(Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString())",
            "Cookie: \(cookie)",
        ].joined(separator: "\r\n") + "\r\n\r\n"
        do {
            try await channel.writeAndFlush(ByteBuffer(string: request))
            let head = try await handler.head.futureResult.get()
            guard head.status == 101 else { throw BenchmarkError("the WebSocket upgrade answered \(head.status)") }
        } catch {
            channel.close(promise: nil)
            throw error
        }
        return DisplayClient(channel: channel, handler: handler, messages: stream)
    }

    private static func dial(port: Int, group: any EventLoopGroup) async throws -> (any Channel, PageHandler) {
        let channel = try await ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(PageHandler(eventLoop: channel.eventLoop))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        let handler = try await channel.pipeline.handler(type: PageHandler.self).get()
        return (channel, handler)
    }

    /// The next message; the page is closed if none comes within `timeout`.
    func next(timeout: Duration = .seconds(30)) async throws -> Message {
        let channel = self.channel
        let timer = channel.eventLoop.scheduleTask(in: .nanoseconds(Int64(timeout.seconds * 1e9))) {
            channel.close(promise: nil)
        }
        defer { timer.cancel() }
        guard let message = await messages.next() else { throw Closed() }
        return message
    }

    /// Messages until one satisfies `done`; returns that one, decoded.
    func next(timeout: Duration = .seconds(30), until done: (PageMessage) -> Bool) async throws -> PageMessage {
        while true {
            let message = try await next(timeout: timeout)
            let decoded = try PageMessage(message)
            if done(decoded) { return decoded }
        }
    }

    /// Sends one text message (from any thread).
    func send(_ text: String) {
        channel.writeAndFlush(PageHandler.frame(text, allocator: channel.allocator), promise: nil)
    }

    /// Sends an event message: `{"v":VERSION,"type":"event","event":...}`.
    func send(_ event: HostEvent) throws {
        let body = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
        send(#"{"v":\#(DisplayProtocol.version),"type":"event","event":"# + body + "}")
    }

    /// From now on, whole messages go to `sink` on the event loop, and
    /// `onClose` is called there if the connection ends.
    func divert(_ sink: @escaping @Sendable (Message) -> Void, onClose: @escaping @Sendable () -> Void) async throws {
        let handler = self.handler
        try await channel.eventLoop.submit {
            handler.onMessage = sink
            handler.onClose = onClose
            if handler.isClosed { onClose() }
        }.get()
    }

    /// Leaves as a page does: a close frame, then the connection closed.
    func close() async {
        let handler = self.handler
        channel.writeAndFlush(PageHandler.frame(opcode: 0x8, [0x03, 0xE9], allocator: channel.allocator), promise: nil)
        try? await channel.eventLoop.submit { handler.onClose = {} }.get()
        try? await channel.close()
    }
}

/// A snapshot or update, decoded into the protocol's own types.
struct PageMessage: Decodable {
    var v: Int
    var type: String
    var surfaces: [Surface]?
    var changes: [DisplayChange]?

    init(_ message: DisplayClient.Message) throws {
        guard message.isText else { throw BenchmarkError("the display sent a binary message") }
        self = try JSONDecoder().decode(PageMessage.self, from: Data(message.bytes.readableBytesView))
    }

    /// The surfaces an update opens.
    var openedSurfaces: [Surface] {
        (changes ?? []).compactMap { if case let .open(surface) = $0 { surface } else { nil } }
    }

    /// The IDs of the surfaces an update closes.
    var closedSurfaces: [SurfaceID] {
        (changes ?? []).compactMap { if case let .close(id) = $0 { id } else { nil } }
    }
}

/// Reads one HTTP response head, then WebSocket frames (unmasked, as a
/// server sends them), answering pings. Runs on its channel's event loop.
final class PageHandler: ChannelInboundHandler, @unchecked Sendable {
    // Unchecked: a channel handler runs on its channel's event loop only.
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// A status line and header fields.
    struct Head {
        var status: Int
        var fields: [(name: String, value: String)]
        func values(of name: String) -> [String] { fields.filter { $0.name.lowercased() == name }.map(\.value) }
    }

    let head: EventLoopPromise<Head>
    var onMessage: (DisplayClient.Message) -> Void = { _ in }
    var onClose: () -> Void = {}
    private(set) var isClosed = false
    private var readingHead = true
    private var buffer = ByteBuffer()
    /// A fragmented message's frames so far.
    private var fragments: ByteBuffer?
    private var fragmentsAreText = true

    init(eventLoop: any EventLoop) { head = eventLoop.makePromise() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        buffer.writeBuffer(&bytes)
        if readingHead {
            guard let end = buffer.readableBytesView.firstRange(of: [13, 10, 13, 10]) else { return }
            let length = end.upperBound - buffer.readerIndex
            let text = buffer.readString(length: length) ?? ""
            readingHead = false
            head.succeed(Self.parseHead(text))
        }
        let now = NIODeadline.now()
        while let (opcode, fin, payload) = nextFrame() {
            switch opcode {
            case 0x0:
                guard var joined = fragments else { continue }
                var payload = payload
                joined.writeBuffer(&payload)
                if fin {
                    fragments = nil
                    onMessage(.init(bytes: joined, isText: fragmentsAreText, time: now))
                } else {
                    fragments = joined
                }
            case 0x1, 0x2:
                if fin {
                    onMessage(.init(bytes: payload, isText: opcode == 0x1, time: now))
                } else {
                    fragments = payload
                    fragmentsAreText = opcode == 0x1
                }
            case 0x8:
                context.close(promise: nil)
            case 0x9:
                context.writeAndFlush(wrapOutboundOut(Self.frame(opcode: 0xA, Array(payload.readableBytesView),
                                                                 allocator: context.channel.allocator)),
                                      promise: nil)
            default:
                continue
            }
        }
        // Keeps the buffer from growing: bytes already read are dropped once
        // they are most of it.
        if buffer.readerIndex > 65_536 && buffer.readerIndex > buffer.writerIndex / 2 { buffer.discardReadBytes() }
    }

    /// The next whole frame in the buffer, if one has arrived.
    private func nextFrame() -> (opcode: UInt8, fin: Bool, payload: ByteBuffer)? {
        let start = buffer.readerIndex
        guard buffer.readableBytes >= 2, let first = buffer.getInteger(at: start, as: UInt8.self),
              let second = buffer.getInteger(at: start + 1, as: UInt8.self) else { return nil }
        var length = Int(second & 0x7F)
        var offset = 2
        if length == 126 {
            guard let value = buffer.getInteger(at: start + 2, as: UInt16.self) else { return nil }
            length = Int(value)
            offset = 4
        } else if length == 127 {
            guard let value = buffer.getInteger(at: start + 2, as: UInt64.self) else { return nil }
            length = Int(value)
            offset = 10
        }
        guard buffer.readableBytes >= offset + length else { return nil }
        buffer.moveReaderIndex(forwardBy: offset)
        let payload = buffer.readSlice(length: length)!
        return (first & 0x0F, first & 0x80 != 0, payload)
    }

    func channelInactive(context: ChannelHandlerContext) {
        isClosed = true
        head.fail(DisplayClient.Closed())
        onClose()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private static func parseHead(_ text: String) -> Head {
        var lines = text.components(separatedBy: "\r\n")
        let statusLine = lines.isEmpty ? "" : lines.removeFirst()
        let parts = statusLine.split(separator: " ")
        let fields = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return Head(status: parts.count > 1 ? Int(parts[1]) ?? 0 : 0, fields: fields)
    }

    /// A text frame, masked as a client's must be.
    static func frame(_ text: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        frame(opcode: 0x1, Array(text.utf8), allocator: allocator)
    }

    static func frame(opcode: UInt8, _ payload: [UInt8], allocator: ByteBufferAllocator) -> ByteBuffer {
        var frame = allocator.buffer(capacity: payload.count + 14)
        frame.writeInteger(0x80 | opcode)
        if payload.count < 126 {
            frame.writeInteger(0x80 | UInt8(payload.count))
        } else if payload.count < 65_536 {
            frame.writeInteger(UInt8(0x80 | 126))
            frame.writeInteger(UInt16(payload.count))
        } else {
            frame.writeInteger(UInt8(0x80 | 127))
            frame.writeInteger(UInt64(payload.count))
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame.writeBytes(mask)
        var index = 0
        frame.writeBytes(payload.map { byte in
            defer { index += 1 }
            return byte ^ mask[index & 3]
        })
        return frame
    }
}
