import Foundation

/// The subscription behind every `Publishers.Merge…`: subscribes to each
/// upstream and passes their values downstream as they come, in one stream.
///
/// Demand: each downstream request is passed to every upstream; values that
/// arrive while the downstream has no demand wait in a buffer (at most the
/// upstreams' excess over the demand asked for) and go out when it asks for
/// more. A failure of any upstream cancels the others and is passed on at
/// once; the merge finishes when every upstream has finished and the buffer is
/// empty. Downstream calls are never made with the lock held and never
/// overlap, so a subscriber may request or cancel from inside `receive`.
final class MergeSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var requestedSoFar = Subscribers.Demand.none
    private var upstreamRequestOwed = Subscribers.Demand.none
    private var buffer: [Input] = []
    private var bufferStart = 0
    private var completion: Subscribers.Completion<Failure>?
    private var isTerminated = false
    private var isDelivering = false
    /// Nothing is delivered before the subscriber has its subscription, even
    /// if upstreams finish or fail while being subscribed to.
    private var hasSubscriber = false

    private init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: count)
        self.finished = Array(repeating: false, count: count)
        if count == 0 { completion = .finished }
    }

    /// Subscribes `downstream` to the merge of `publishers`.
    static func subscribe(_ downstream: Downstream, to publishers: [AnyPublisher<Input, Failure>]) {
        let subscription = MergeSubscription(downstream: downstream, count: publishers.count)
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(Side(index: index, parent: subscription))
        }
        downstream.receive(subscription: subscription)
        subscription.lock.lock()
        subscription.hasSubscriber = true
        subscription.lock.unlock()
        subscription.deliver()
    }

    var description: String { "Merge" }

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
        buffer = []
        bufferStart = 0
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

    fileprivate func receive(_ input: Input, at index: Int) {
        lock.lock()
        guard !isTerminated, completion == nil else { lock.unlock(); return }
        buffer.append(input)
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
            buffer = []
            bufferStart = 0
            toCancel = upstreams.compactMap { $0 }
            upstreams = upstreams.map { _ in nil }
        case .finished:
            if finished.allSatisfy({ $0 }) { completion = .finished }
        }
        lock.unlock()
        for subscription in toCancel { subscription.cancel() }
        deliver()
    }

    // MARK: Delivering

    /// Sends what can be sent. Only one call delivers at a time; a call made
    /// meanwhile (from another thread, or from the subscriber's `receive`)
    /// leaves its work to the one delivering, which looks again before it
    /// stops.
    private func deliver() {
        lock.lock()
        guard !isDelivering, hasSubscriber else { lock.unlock(); return }
        isDelivering = true
        while let downstream, !isTerminated {
            if demand > .none, bufferStart < buffer.count {
                let value = buffer[bufferStart]
                bufferStart += 1
                if bufferStart == buffer.count { buffer = []; bufferStart = 0 }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(value)
                lock.lock()
                if more > .none {
                    demand += more
                    requestedSoFar += more
                    upstreamRequestOwed += more
                }
                continue
            }
            if let completion, bufferStart == buffer.count {
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
        let parent: MergeSubscription
        let combineIdentifier = CombineIdentifier()

        var description: String { "Merge" }

        func receive(subscription: any Subscription) {
            parent.receive(subscription: subscription, at: index)
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            parent.receive(input, at: index)
            return .none
        }

        func receive(completion: Subscribers.Completion<Failure>) {
            parent.receive(completion: completion, at: index)
        }
    }
}
