import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Apple's spellings of Combine's Foundation and Dispatch integration, as
/// unchanged Apple code uses them.
@Suite struct FoundationSchedulingTests {
    @Test func timerPublisherFiresOnARunLoop() async {
        let runLoopThread = RunLoopThread()
        defer { runLoopThread.stop() }
        let ticks = Recorder<Thread>()
        let cancellable = Timer.publish(every: 0.02, on: runLoopThread.runLoop, in: .common)
            .autoconnect()
            .sink { _ in ticks.append(Thread.current) }
        #expect(await Wait.until { ticks.values.count >= 3 })
        #expect(ticks.values.allSatisfy { $0 === runLoopThread.thread })
        cancellable.cancel()
        try? await Task.sleep(nanoseconds: 50_000_000)
        let count = ticks.values.count
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(ticks.values.count == count)
    }

    @Test func aTimerFiresOnlyWhileConnected() async {
        let runLoopThread = RunLoopThread()
        defer { runLoopThread.stop() }
        let ticks = Recorder<Date>()
        let publisher: Timer.TimerPublisher = Timer.publish(
            every: 0.01, tolerance: 0.001, on: runLoopThread.runLoop, in: .default
        )
        let subscription = publisher.sink { ticks.append($0) }
        defer { subscription.cancel() }
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(ticks.values.isEmpty)
        let connection = publisher.connect()
        #expect(await Wait.until { ticks.values.count >= 2 })
        connection.cancel()
        try? await Task.sleep(nanoseconds: 50_000_000)
        let count = ticks.values.count
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(ticks.values.count == count)
    }

    /// The idiom of SwiftUI apps. Runs only where the main run loop can be
    /// run, which `swift test` on Linux does not allow (see `MainRunLoop`);
    /// `timerPublisherFiresOnARunLoop` covers the same code on another run loop.
    @Test(.enabled(if: MainRunLoop.isRunnable, "the main thread has exited; RunLoop.main cannot run"))
    func timerPublisherFiresOnTheMainRunLoop() async {
        let ticks = Recorder<Bool>()
        let cancellable = Timer.publish(every: 0.02, on: .main, in: .common)
            .autoconnect()
            .sink { _ in ticks.append(Thread.isMainThread) }
        defer { cancellable.cancel() }
        let deadline = Date().addingTimeInterval(5)
        while ticks.values.count < 3, Date() < deadline {
            await MainActor.run { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
        }
        #expect(ticks.values.count >= 3)
        #expect(ticks.values.allSatisfy { $0 })
    }

    @Test func notificationCenterPublisherDelivers() {
        let center = NotificationCenter()
        let name = Notification.Name("ProsceniumTestNotification")
        let sender = NSObject()
        let all = Recorder<Notification>()
        let fromSender = Recorder<Notification>()
        let publisher: NotificationCenter.Publisher = center.publisher(for: name)
        let first = publisher.sink { all.append($0) }
        let second = center.publisher(for: name, object: sender).sink { fromSender.append($0) }

        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: name, object: sender)
        center.post(name: Notification.Name("Other"), object: sender)
        #expect(all.values.count == 2)
        #expect(all.values.first?.userInfo?["n"] as? Int == 1)
        #expect(fromSender.values.count == 1)

        first.cancel()
        center.post(name: name, object: sender)
        #expect(all.values.count == 2)
        #expect(fromSender.values.count == 2)
        second.cancel()
    }

    /// On the main queue, which is the main thread whenever the main thread
    /// serves it (an app running `RunLoop.main`); under `swift test` on Linux
    /// the main queue is served by another thread.
    @Test func receiveOnTheMainQueue() async {
        _ = MainRunLoop.queueKey
        let subject = PassthroughSubject<Int, Never>()
        let received = Recorder<(Int, Bool)>()
        let cancellable = subject
            .receive(on: DispatchQueue.main)
            .sink { received.append(($0, MainRunLoop.isOnMainQueue)) }
        defer { cancellable.cancel() }
        let box = SendableBox(subject)
        DispatchQueue.global().async {
            #expect(!MainRunLoop.isOnMainQueue)
            box.value.send(1)
            box.value.send(2)
        }
        #expect(await Wait.until { received.values.count == 2 })
        #expect(received.values.map(\.0) == [1, 2])
        #expect(received.values.allSatisfy { $0.1 })
        if MainRunLoop.isRunnable {
            let onMainThread = Recorder<Bool>()
            _ = Just(0).receive(on: DispatchQueue.main).sink { _ in onMainThread.append(Thread.isMainThread) }
            #expect(await Wait.until { onMainThread.values == [true] })
        }
    }

    @Test func receiveOnARunLoop() async {
        let runLoopThread = RunLoopThread()
        defer { runLoopThread.stop() }
        let subject = PassthroughSubject<String, Never>()
        let received = Recorder<Thread>()
        let runLoop: RunLoop = runLoopThread.runLoop
        let cancellable = subject
            .receive(on: runLoop)
            .sink { _ in received.append(Thread.current) }
        defer { cancellable.cancel() }
        subject.send("x")
        #expect(await Wait.until { received.values.count == 1 })
        #expect(received.values.first === runLoopThread.thread)
    }

    @Test func runLoopMainIsAScheduler() {
        // What `.receive(on: RunLoop.main)` and `.debounce(for:scheduler: RunLoop.main)` need.
        func stride<S: Scheduler>(of scheduler: S) -> S.SchedulerTimeType.Stride { .milliseconds(250) }
        #expect(stride(of: RunLoop.main) == .seconds(0.25))
        let now = RunLoop.main.now
        #expect(now.advanced(by: .seconds(1)).date.timeIntervalSince(now.date) == 1)
    }

    @Test func receiveOnAnOperationQueue() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let received = Recorder<Bool>()
        let cancellable = Just(1)
            .receive(on: queue)
            .sink { _ in received.append(OperationQueue.current === queue) }
        defer { cancellable.cancel() }
        #expect(await Wait.until { received.values.count == 1 })
        #expect(received.values == [true])
    }

    @Test func debounceCoalescesABurst() async {
        let subject = PassthroughSubject<Int, Never>()
        let received = Recorder<Int>()
        let cancellable = subject
            .debounce(for: .milliseconds(150), scheduler: DispatchQueue.main)
            .sink { received.append($0) }
        defer { cancellable.cancel() }
        for value in 1...5 { subject.send(value) }
        #expect(await Wait.until { received.values.count == 1 })
        // Nothing more comes from that burst.
        try? await Task.sleep(nanoseconds: 300_000_000)
        #expect(received.values == [5])
        subject.send(6)
        #expect(await Wait.until { received.values.count == 2 })
        #expect(received.values == [5, 6])
    }

    @Test func delayWaitsAtLeastTheInterval() async {
        let received = Recorder<TimeInterval>()
        let start = Date()
        let queue = DispatchQueue(label: "delay-test")
        let cancellable = Just(1)
            .delay(for: .milliseconds(100), scheduler: queue)
            .sink { _ in received.append(Date().timeIntervalSince(start)) }
        defer { cancellable.cancel() }
        #expect(await Wait.until { received.values.count == 1 })
        #expect((received.values.first ?? 0) >= 0.095)
    }

    @Test func dispatchQueueStridesAreSpelledAsApplesAre() {
        let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
        #expect(stride == .seconds(0.3))
        #expect(stride.magnitude == 300_000_000)
        let now = DispatchQueue.main.now
        #expect(now.advanced(by: stride).distance(to: now) == .milliseconds(-300))
    }

    @Test func optionalAndResultPublishers() {
        let received = Recorder<Int>()
        _ = Optional(3).publisher.sink { received.append($0) }
        _ = Result<Int, Never>.success(4).publisher.sink { received.append($0) }
        _ = [5, 6].publisher.sink { received.append($0) }
        #expect(received.values == [3, 4, 5, 6])
    }

    @Test func dataTaskPublisherFailsWithAURLErrorWhenNothingListens() async throws {
        // 127.0.0.1 port 9 (discard) with nothing listening: refused at once.
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let failures = Recorder<URLError>()
        let cancellable = URLSession.shared.dataTaskPublisher(for: url)
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failures.append(error) }
            }, receiveValue: { _ in })
        defer { cancellable.cancel() }
        #expect(await Wait.until(timeout: 20) { failures.values.count == 1 })
    }

    @Test func decodeWithJSONDecoder() {
        struct Point: Decodable, Equatable { var x: Int }
        let received = Recorder<Point>()
        _ = Just(Data(#"{"x": 7}"#.utf8))
            .decode(type: Point.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        #expect(received.values == [Point(x: 7)])
    }
}
