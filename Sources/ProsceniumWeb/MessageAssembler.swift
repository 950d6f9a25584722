/// Joins WebSocket frames into messages, discarding a message as soon as it
/// grows past the size limit rather than buffering it: an oversized message
/// costs the server at most `limit` bytes, and the connection stays up.
struct MessageAssembler {
    enum Output: Equatable {
        /// A whole message within the limit.
        case message(bytes: [UInt8], isText: Bool)
        /// A whole message was dropped for size; `size` is how big it grew.
        case oversized(size: Int)
    }

    enum FrameKind { case text, binary, continuation }

    let limit: Int
    private var buffer: [UInt8] = []
    private var isText = true
    private var size = 0
    private var discarding = false

    init(limit: Int) { self.limit = limit }

    /// Feeds one frame; returns the finished message when `fin` closes one.
    mutating func add(kind: FrameKind, bytes: some Collection<UInt8>, fin: Bool) -> Output? {
        if kind != .continuation {
            // A new message starts (a stray continuation just extends the last).
            buffer.removeAll(keepingCapacity: true)
            isText = kind == .text
            size = 0
            discarding = false
        }
        size += bytes.count
        if !discarding {
            if size > limit {
                discarding = true
                buffer.removeAll()
            } else {
                buffer.append(contentsOf: bytes)
            }
        }
        guard fin else { return nil }
        defer {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024)
            size = 0
            discarding = false
        }
        return discarding ? .oversized(size: size) : .message(bytes: buffer, isText: isText)
    }
}
