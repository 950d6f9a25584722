import Foundation

/// What `Merge` and `CombineLatest` share: one subscription to several
/// upstreams, their demand and completion bookkeeping, and the one loop that
/// delivers downstream. A subclass says what an upstream value does
/// (``accept(_:at:)``), what there is to send (``takeNext()``, under the lock,
/// then ``output(for:)``, outside it, where user code may run), and when an
/// upstream finishing ends the whole (``completionWhenFinished(at:)``).
///
/// Demand: each downstream request is passed to every upstream (an upstream
/// subscribed late is asked for all requested so far). A failure of any
/// upstream cancels the others and is passed on at once; once a completion is
/// due, the upstreams still running are cancelled and it is sent when nothing
/// is left to send. Downstream calls are never made with the lock held and
/// never overlap, so a subscriber may request or cancel from inside `receive`.
class FanInSubscription<Downstream: Subscriber, Value, Item>: Subscription, CustomStringConvertible {
    typealias Failure = Downstream.Failure

    /// Guards everything below, and the subclass's pending values.
    let lock = NSLock()
    private var downstream: Downstream?
    private var upstreams: [(any Subscription)?]
    /// Which upstreams have finished (or failed).
    private(set) var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var requestedSoFar = Subscribers.Demand.none
    private var upstreamRequestOwed = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Failure>?
    private var isTerminated = false
    private var isDelivering = false
    /// Nothing is delivered before the subscriber has its subscription, even
    /// if upstreams finish or fail while being subscribed to.
    private var hasSubscriber = false

    init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.upstreams = Array(repeating: nil, count: count)
        self.finished = Array(repeating: false, count: count)
        if count == 0 { completion = .finished }
    }

    var description: String { "FanIn" }

    // MARK: What a subclass decides (called with the lock held)

    /// Takes in a value from upstream `index`.
    func accept(_ value: Value, at index: Int) {}

    /// Removes and returns the next item to send, if there is one.
    func takeNext() -> Item? { nil }

    /// Whether values wait to be sent.
    var hasPending: Bool { false }

    /// Forgets every value waiting to be sent (on a failure or a cancel).
    func dropPending() {}

    /// The completion due now that upstream `index` has finished: by default,
    /// `.finished` once every upstream has.
    func completionWhenFinished(at index: Int) -> Subscribers.Completion<Failure>? {
        finished.allSatisfy { $0 } ? .finished : nil
    }

    /// The value sent for `item`; called without the lock, so it may run the
    /// user's code.
    func output(for item: Item) -> Downstream.Input { fatalError("a fan-in subscription must say what it sends") }

    // MARK: Starting

    /// Subscribes to each of `publishers`, then hands the subscription to the
    /// downstream and delivers whatever is already due.
    func start(_ publishers: [AnyPublisher<Value, Failure>]) {
        for (index, publisher) in publishers.enumerated() {
            publisher.subscribe(FanInSide(index: index, parent: self))
        }
        downstream?.receive(subscription: self)
        lock.lock()
        hasSubscriber = true
        lock.unlock()
        deliver()
    }

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
        dropPending()
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

    fileprivate func receive(_ value: Value, at index: Int) {
        lock.lock()
        guard !isTerminated, completion == nil else { lock.unlock(); return }
        accept(value, at: index)
        lock.unlock()
        deliver()
    }

    fileprivate func receive(completion upstreamCompletion: Subscribers.Completion<Failure>, at index: Int) {
        lock.lock()
        guard !isTerminated, completion == nil, !finished[index] else { lock.unlock(); return }
        finished[index] = true
        upstreams[index] = nil
        switch upstreamCompletion {
        case .failure:
            completion = upstreamCompletion
            dropPending()
        case .finished:
            completion = completionWhenFinished(at: index)
        }
        var toCancel: [any Subscription] = []
        if completion != nil {
            toCancel = upstreams.compactMap { $0 }
            upstreams = upstreams.map { _ in nil }
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
            if demand > .none, let item = takeNext() {
                demand -= 1
                lock.unlock()
                let more = downstream.receive(output(for: item))
                lock.lock()
                if more > .none {
                    demand += more
                    requestedSoFar += more
                    upstreamRequestOwed += more
                }
                continue
            }
            if let completion, !hasPending {
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
}

/// The subscriber a fan-in puts on one of its upstreams.
private struct FanInSide<Downstream: Subscriber, Value, Item>: Subscriber, CustomStringConvertible {
    typealias Input = Value
    typealias Failure = Downstream.Failure

    let index: Int
    let parent: FanInSubscription<Downstream, Value, Item>
    let combineIdentifier = CombineIdentifier()

    var description: String { parent.description }

    func receive(subscription: any Subscription) {
        parent.receive(subscription: subscription, at: index)
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        parent.receive(input, at: index)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        parent.receive(completion: completion, at: index)
    }
}
