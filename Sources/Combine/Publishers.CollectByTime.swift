import Foundation

// Apple's `collect(_:options:)` with a `Publishers.TimeGroupingStrategy`
// (`.byTime`, `.byTimeOrCount`), which OpenCombine 0.14 does not have.

extension Publishers {
    /// How `collect(_:options:)` groups elements in time.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// Publish the elements received in each interval of the given
        /// length, on the given scheduler.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// As `byTime`, but also publish as soon as the given number of
        /// elements has been received.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers elements and publishes them as arrays at the
    /// end of each interval (or, with `.byTimeOrCount`, when the count is
    /// reached).
    ///
    /// It asks its upstream for everything (`.unlimited`). An interval in
    /// which nothing arrived publishes nothing. If the subscriber has no
    /// demand when a group is due, the elements stay in the buffer and join
    /// the next group. When the upstream finishes, what is buffered is
    /// published (once there is demand) before the completion; a failure is
    /// passed on at once, dropping the buffer. The interval timer runs on the
    /// given scheduler from subscription until completion or cancellation.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure

        /// The publisher whose elements are collected.
        public let upstream: Upstream
        /// How elements are grouped.
        public let strategy: TimeGroupingStrategy<Context>
        /// Options for the scheduler.
        public let options: Context.SchedulerOptions?

        /// Collects `upstream`'s elements as `strategy` says.
        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(CollectByTimeInner(downstream: subscriber, strategy: strategy, options: options))
        }
    }
}

extension Publisher {
    /// Collects elements by time, or by time or count, and publishes them as
    /// arrays. See `Publishers.CollectByTime`.
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}

private final class CollectByTimeInner<Downstream: Subscriber, Context: Scheduler, Element>:
    Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == [Element]
{
    typealias Input = Element
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let context: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let maximumCount: Int?
    private let options: Context.SchedulerOptions?
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var timer: (any Cancellable)?
    private var buffer: [Element] = []
    /// Groups ready to go, oldest first.
    private var ready: [[Element]] = []
    private var demand = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Failure>?
    private var isTerminated = false
    private var isDelivering = false

    init(downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.options = options
        switch strategy {
        case .byTime(let context, let interval):
            self.context = context
            self.interval = interval
            self.maximumCount = nil
        case .byTimeOrCount(let context, let interval, let count):
            self.context = context
            self.interval = interval
            self.maximumCount = max(1, count)
        }
    }

    var description: String { "CollectByTime" }

    // MARK: Upstream

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, !isTerminated, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        let timer = context.schedule(
            after: context.now.advanced(by: interval),
            interval: interval,
            tolerance: context.minimumTolerance,
            options: options
        ) { [weak self] in self?.intervalEnded() }
        lock.lock()
        if isTerminated {
            lock.unlock()
            timer.cancel()
        } else {
            self.timer = timer
            lock.unlock()
        }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Element) -> Subscribers.Demand {
        lock.lock()
        guard !isTerminated, completion == nil else { lock.unlock(); return .none }
        buffer.append(input)
        if let maximumCount, buffer.count >= maximumCount {
            ready.append(buffer)
            buffer = []
        }
        lock.unlock()
        deliver()
        return .none
    }

    func receive(completion upstreamCompletion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard !isTerminated, completion == nil else { lock.unlock(); return }
        upstream = nil
        switch upstreamCompletion {
        case .finished:
            if !buffer.isEmpty { ready.append(buffer) }
        case .failure:
            ready = []
        }
        buffer = []
        completion = upstreamCompletion
        let timer = self.timer
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        deliver()
    }

    private func intervalEnded() {
        lock.lock()
        guard !isTerminated, completion == nil, !buffer.isEmpty else { lock.unlock(); return }
        ready.append(buffer)
        buffer = []
        lock.unlock()
        deliver()
    }

    // MARK: Downstream

    func request(_ newDemand: Subscribers.Demand) {
        lock.lock()
        guard !isTerminated else { lock.unlock(); return }
        demand += newDemand
        lock.unlock()
        deliver()
    }

    func cancel() {
        lock.lock()
        guard !isTerminated else { lock.unlock(); return }
        isTerminated = true
        downstream = nil
        buffer = []
        ready = []
        let upstream = self.upstream
        let timer = self.timer
        self.upstream = nil
        self.timer = nil
        lock.unlock()
        timer?.cancel()
        upstream?.cancel()
    }

    /// One deliverer at a time, which looks again before it stops (as in
    /// `MergeSubscription`). Groups waiting for demand are joined into one
    /// when the subscriber is slow.
    private func deliver() {
        lock.lock()
        guard !isDelivering else { lock.unlock(); return }
        isDelivering = true
        while let downstream, !isTerminated {
            if demand > .none, !ready.isEmpty {
                let group: [Element]
                if maximumCount == nil {
                    group = ready.flatMap { $0 }
                    ready = []
                } else {
                    group = ready.removeFirst()
                }
                demand -= 1
                lock.unlock()
                let more = downstream.receive(group)
                lock.lock()
                demand += more
                continue
            }
            if let completion, ready.isEmpty {
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
        lock.unlock()
    }
}
