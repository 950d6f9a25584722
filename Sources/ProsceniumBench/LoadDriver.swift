import Foundation
import NIOCore
import ProsceniumHost

/// One page of the load benchmark once it is set up: sends its events on a
/// fixed schedule and matches each update to the event it answers by the
/// echo text (`"Echo: N"`, N the event's number). Everything runs on the
/// page's event loop, so there are no locks and no task switches per event.
final class LoadDriver: @unchecked Sendable {
    // Unchecked: everything runs on the page's event loop (see above).
    struct Result: Sendable {
        var sent: Int
        /// Event-to-update times of the events answered in time, in nanoseconds.
        var latencies: [Int64]
        /// The second of sending (from 0) of each of `latencies`' events.
        var sendingSeconds: [Int32]
        var unanswered: Int
        var late: Int
        var malformed: Int
        var closed: Bool
    }

    let page: DisplayClient
    /// Each window's event text up to the value: `{"v":VERSION,...,"value":"`.
    private let prefixes: [String]
    private let count: Int
    private let interval: TimeAmount
    private let timeout: TimeAmount
    private var start = NIODeadline.now()
    /// When each event was sent (uptime nanoseconds; 0: not yet).
    private var sentAt: [UInt64]
    private var answered: [Bool]
    private var sent = 0
    private var latencies: [Int64] = []
    private var sendingSeconds: [Int32] = []
    private let rate: Int
    private var late = 0
    private var malformed = 0
    private var isClosed = false
    private var isFinished = false

    init(page: DisplayClient, targets: [(SurfaceID, ElementID)], count: Int, interval: TimeAmount, timeout: TimeAmount) {
        self.page = page
        prefixes = targets.map { surface, field in
            #"{"v":\#(DisplayProtocol.version),"type":"event","event":{"kind":"input","surface":"\#(surface.rawValue)","target":\#(field.rawValue),"value":""#
        }
        self.count = count
        rate = Int(1_000_000_000 / interval.nanoseconds)
        self.interval = interval
        self.timeout = timeout
        sentAt = Array(repeating: 0, count: count)
        answered = Array(repeating: false, count: count)
        latencies.reserveCapacity(count)
        sendingSeconds.reserveCapacity(count)
    }

    /// Whether every event has been sent and answered (or the page closed).
    var isDone: Bool { isClosed || (sent == count && latencies.count + late == count) }

    /// Sends the first event at `start` and the rest one `interval` apart.
    func start(at start: NIODeadline) {
        self.start = start
        schedule(0)
    }

    private func schedule(_ number: Int) {
        page.channel.eventLoop.scheduleTask(deadline: start + .nanoseconds(interval.nanoseconds * Int64(number))) {
            self.send(number)
        }
    }

    private func send(_ number: Int) {
        guard !isClosed, !isFinished else { return }
        // Alternates between the windows; each event's text is its number.
        let text = prefixes[number % prefixes.count] + "\(number)\"}}"
        sentAt[number] = NIODeadline.now().uptimeNanoseconds
        sent += 1
        page.channel.writeAndFlush(PageHandler.frame(text, allocator: page.channel.allocator), promise: nil)
        if number + 1 < count { schedule(number + 1) }
    }

    /// One message from the app: must be the protocol's JSON; an update that
    /// shows an echo answers that event.
    func receive(_ message: DisplayClient.Message) {
        guard !isFinished else { return }
        let bytes = message.bytes.readableBytesView
        guard message.isText, (try? JSONSerialization.jsonObject(with: Data(bytes))) is [String: Any] else {
            malformed += 1
            return
        }
        guard let number = Self.echoedNumber(in: bytes), number < count, sentAt[number] != 0, !answered[number] else {
            return  // an update that answers no event of this page (a window's attributes, say)
        }
        answered[number] = true
        let latency = Int64(message.time.uptimeNanoseconds - sentAt[number])
        if latency > timeout.nanoseconds {
            late += 1
        } else {
            latencies.append(latency)
            sendingSeconds.append(Int32(number / rate))
        }
    }

    /// `N` in the first `Echo: N"` of the message.
    static func echoedNumber(in bytes: ByteBufferView) -> Int? {
        let marker = Array("Echo: ".utf8)
        guard let range = bytes.firstRange(of: marker) else { return nil }
        var number = 0
        var index = range.upperBound
        var digits = 0
        while index < bytes.endIndex, let digit = Optional(bytes[index]), digit >= 48, digit <= 57 {
            number = number * 10 + Int(digit - 48)
            digits += 1
            index = bytes.index(after: index)
        }
        guard digits > 0, index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        return number
    }

    /// The connection ended while the page was still in use.
    func closed() {
        isClosed = true
    }

    /// Stops sending and sums up; events sent but not answered count as unanswered.
    func finish() -> Result {
        isFinished = true
        let unanswered = (0..<sent).filter { !answered[$0] }.count
        return Result(sent: sent, latencies: latencies, sendingSeconds: sendingSeconds, unanswered: unanswered, late: late, malformed: malformed,
                      closed: isClosed)
    }
}
