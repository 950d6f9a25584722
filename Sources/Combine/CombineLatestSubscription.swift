import Foundation

/// The subscription behind every `Publishers.CombineLatest…`: holds the
/// latest value of each upstream and, once every upstream has produced one,
/// sends their combination whenever any of them changes.
///
/// As in Apple's Combine, each downstream request is passed through to every
/// upstream, and only what the downstream asked for is sent: each upstream has
/// a buffer of one (its latest value), so changes made while the downstream
/// has no demand are coalesced into the one combination sent when it asks
/// again. A failure of any upstream cancels the others and is passed on at
/// once. It finishes when every upstream has finished, or as soon as one
/// finishes without ever having produced a value (no combination can follow).
final class CombineLatestSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let combine: ([Any]) -> Output
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var requestedSoFar = Subscribers.Demand.none
    private var upstreamRequestOwed = Subscribers.Demand.none
    private var hasNewCombination = false
    private var completion: Subscribers.Completion<Failure>?
    private var isTerminated = false
    private var isDelivering = false
    /// Nothing is delivered before the subscriber has its subscription, even
    /// if upstreams finish or fail while being subscribed to.
    private var hasSubscriber = false

    private init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Output) {
        self.downstream = downstream
        self.combine = combine
        self.upstreams = Array(repeating: nil, count: count)
        self.latest = Array(repeating: nil, count: count)
        self.finished = Array(repeating: false, count: count)
    }

    /// Subscribes `downstream` to the combination of `publishers`;
    /// `combine` receives their latest values, in order.
    static func subscribe(
        _ downstream: Downstream,
        to publishers: [AnyPublisher<Any, Failure>],
        combine: @escaping ([Any]) -> Output
    ) {
        let subscription = CombineLatestSubscription(downstream: downstream, count: publishers.count, combine: combine)
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(index: index, parent: subscription))
        }
        downstream.receive(subscription: subscription)
        subscription.lock.lock()
        subscription.hasSubscriber = true
        subscription.lock.unlock()
        subscription.deliver()
    }

    var description: String { "CombineLatest" }

    // MARK: Downstream side

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        guard !isTerminated else { lock.unlock(); return }
        demand += newDemand
        requestedSoFar += newDemand
        let subscriptions = upstreams.compactMap { $0 }
        lock.unlock()
        deliver()
        for subscription in subscriptions { subscription.request(newDemand) }
    }

    func cancel() {
        lock.lock()
        guard !isTerminated else { lock.unlock(); return }
        isTerminated = true
        downstream = nil
        latest = latest.map { _ in nil }
        let subscriptions = upstreams.compactMap { $0 }
        upstreams = upstreams.map { _ in nil }
        lock.unlock()
        for subscription in subscriptions { subscription.cancel() }
    }

    // MARK: Upstream side

    fileprivate func receive(subscription: any Subscription, at index: Int) {
        lock.lock()
        guard !isTerminated, upstreams[index] == nil, !finished[index] else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstreams[index] = subscription
        let owed = requestedSoFar
        lock.unlock()
        if owed > .none { subscription.request(owed) }
    }

    fileprivate func receive(_ input: Any, at index: Int) {
        lock.lock()
        guard !isTerminated, completion == nil else { lock.unlock(); return }
        latest[index] = input
        if latest.allSatisfy({ $0 != nil }) { hasNewCombination = true }
        lock.unlock()
        deliver()
    }

    fileprivate func receive(completion upstreamCompletion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !isTerminated, completion == nil, !finished[index] else { lock.unlock(); return }
        finished[index] = true
        upstreams[index] = nil
        var toCancel: [any Subscription] = []
        switch upstreamCompletion {
        case .failure:
            completion = upstreamCompletion
            hasNewCombination = false
        case .finished:
            if latest[index] == nil {
                completion = .finished
                hasNewCombination = false
            } else if finished.allSatisfy({ $0 }) {
                completion = .finished
            }
        }
        if completion != nil {
            toCancel = upstreams.compactMap { $0 }
            upstreams = upstreams.map { _ in nil }
        }
        lock.unlock()
        for subscription in toCancel { subscription.cancel() }
        deliver()
    }

    // MARK: Delivering

    /// As in `MergeSubscription.deliver()`: one deliverer at a time, which
    /// looks again before it stops.
    private func deliver() {
        lock.lock()
        guard !isDelivering, hasSubscriber else { lock.unlock(); return }
        isDelivering = true
        while let downstream, !isTerminated {
            if demand > .none, hasNewCombination {
                hasNewCombination = false
                demand -= 1
                let values = latest.map { $0! }
                lock.unlock()
                let more = downstream.receive(combine(values))
                lock.lock()
                if more > .none {
                    demand += more
                    requestedSoFar += more
                    upstreamRequestOwed += more
                }
                continue
            }
            if let completion, !hasNewCombination {
                isTerminated = true
                self.downstream = nil
                isDelivering = false
                lock.unlock()
                downstream.receive(completion: completion)
                return
            }
            break
        }
        isDelivering = false
        let owed = upstreamRequestOwed
        upstreamRequestOwed = .none
        let subscriptions = upstreams.compactMap { $0 }
        lock.unlock()
        if owed > .none {
            for subscription in subscriptions { subscription.request(owed) }
        }
    }

    private struct Side: Subscriber, CustomStringConvertible {
        let index: Int
        let parent: CombineLatestSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "CombineLatest" }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, at: index)
        }

        func receive(_ input: Any) -> Subscribers.Demand {
            parent.receive(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, at: index)
        }
    }
}
