import Foundation

/// The subscription behind every `Publishers.Merge…`: subscribes to each
/// upstream and passes their values downstream as they come, in one stream.
///
/// Values that arrive while the downstream has no demand wait in a buffer (at
/// most the upstreams' excess over the demand asked for) and go out when it
/// asks for more. The merge finishes when every upstream has finished and the
/// buffer is empty; a failure drops the buffer. The rest (demand, failure,
/// delivery) is `FanInSubscription`'s.
final class MergeSubscription<Downstream: Subscriber>: FanInSubscription<Downstream, Downstream.Input, Downstream.Input> {
    private var buffer: [Downstream.Input] = []
    private var bufferStart = 0

    /// Subscribes `downstream` to the merge of `publishers`.
    static func subscribe(_ downstream: Downstream, to publishers: [AnyPublisher<Downstream.Input, Failure>]) {
        MergeSubscription(downstream: downstream, count: publishers.count).start(publishers)
    }

    override var description: String { "Merge" }

    override func accept(_ value: Downstream.Input, at index: Int) {
        buffer.append(value)
    }

    override func takeNext() -> Downstream.Input? {
        guard bufferStart < buffer.count else { return nil }
        let value = buffer[bufferStart]
        bufferStart += 1
        // Emptied: start over rather than keep the sent values' slots.
        if bufferStart == buffer.count { dropPending() }
        return value
    }

    override func output(for item: Downstream.Input) -> Downstream.Input { item }

    override var hasPending: Bool { bufferStart < buffer.count }

    override func dropPending() {
        buffer = []
        bufferStart = 0
    }
}
