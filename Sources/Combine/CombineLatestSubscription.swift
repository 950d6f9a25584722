import Foundation

/// The subscription behind every `Publishers.CombineLatest…`: holds the
/// latest value of each upstream and, once every upstream has produced one,
/// sends their combination whenever any of them changes.
///
/// As in Apple's Combine, only what the downstream asked for is sent: each
/// upstream has a buffer of one (its latest value), so changes made while the
/// downstream has no demand are coalesced into the one combination sent when
/// it asks again. It finishes when every upstream has finished, or as soon as
/// one finishes without ever having produced a value (no combination can
/// follow). The rest (demand, failure, delivery) is `FanInSubscription`'s.
final class CombineLatestSubscription<Downstream: Subscriber>: FanInSubscription<Downstream, Any, [Any]> {
    private let combine: ([Any]) -> Downstream.Input
    private var latest: [Any?]
    private var hasNewCombination = false

    private init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.combine = combine
        latest = Array(repeating: nil, count: count)
        super.init(downstream: downstream, count: count)
    }

    /// Subscribes `downstream` to the combination of `publishers`;
    /// `combine` receives their latest values, in order.
    static func subscribe(
        _ downstream: Downstream,
        to publishers: [AnyPublisher<Any, Failure>],
        combine: @escaping ([Any]) -> Downstream.Input
    ) {
        CombineLatestSubscription(downstream: downstream, count: publishers.count, combine: combine).start(publishers)
    }

    override var description: String { "CombineLatest" }

    override func accept(_ value: Any, at index: Int) {
        latest[index] = value
        if latest.allSatisfy({ $0 != nil }) { hasNewCombination = true }
    }

    override func takeNext() -> [Any]? {
        guard hasNewCombination else { return nil }
        hasNewCombination = false
        return latest.map { $0! }
    }

    /// The user's transform runs here, outside the lock.
    override func output(for item: [Any]) -> Downstream.Input { combine(item) }

    override var hasPending: Bool { hasNewCombination }

    override func dropPending() {
        hasNewCombination = false
        latest = latest.map { _ in nil }
    }

    override func completionWhenFinished(at index: Int) -> Subscribers.Completion<Failure>? {
        guard latest[index] != nil else {
            hasNewCombination = false
            return .finished
        }
        return super.completionWhenFinished(at: index)
    }
}
