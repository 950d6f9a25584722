import Combine
import Foundation
import Testing

@Suite struct CollectByTimeTests {
    @Test func groupsByTime() async {
        let subject = PassthroughSubject<Int, Never>()
        let groups = Recorder<[Int]>()
        let cancellable = subject
            .collect(.byTime(DispatchQueue(label: "collect"), .milliseconds(50)))
            .sink(receiveCompletion: { _ in groups.complete() }, receiveValue: { groups.append($0) })
        defer { cancellable.cancel() }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(await Wait.until { groups.values.count == 1 })
        #expect(groups.values == [[1, 2, 3]])
        // Quiet intervals publish nothing.
        try? await Task.sleep(nanoseconds: 150_000_000)
        #expect(groups.values.count == 1)
        subject.send(4)
        subject.send(completion: .finished)
        #expect(await Wait.until { groups.completionCount == 1 })
        #expect(groups.values == [[1, 2, 3], [4]])
    }

    @Test func groupsByCountBeforeTheTimeIsUp() {
        let subject = PassthroughSubject<Int, Never>()
        var groups: [[Int]] = []
        var finished = false
        let cancellable = subject
            .collect(.byTimeOrCount(DispatchQueue.main, .seconds(60), 2))
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { groups.append($0) })
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(groups == [[1, 2]])
        subject.send(completion: .finished)
        #expect(groups == [[1, 2], [3]])
        #expect(finished)
        _ = cancellable
    }

    @Test func aFailureDropsTheBuffer() {
        let subject = PassthroughSubject<Int, TestFailure>()
        var groups: [[Int]] = []
        var completion: Subscribers.Completion<TestFailure>?
        let cancellable = subject
            .collect(.byTime(DispatchQueue.main, .seconds(60)))
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { groups.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestFailure()))
        #expect(groups.isEmpty)
        #expect(completion == .failure(TestFailure()))
        _ = cancellable
    }

    @Test func waitsForDemand() throws {
        let subject = PassthroughSubject<Int, Never>()
        let subscriber = DemandSubscriber<[Int], Never>(initialDemand: .none)
        subject.collect(.byTimeOrCount(DispatchQueue.main, .seconds(60), 1)).subscribe(subscriber)
        subject.send(1)
        subject.send(2)
        #expect(subscriber.values.isEmpty)
        try #require(subscriber.subscription).request(.max(1))
        #expect(subscriber.values == [[1]])
        subject.send(completion: .finished)
        #expect(subscriber.completion == nil)
        try #require(subscriber.subscription).request(.unlimited)
        #expect(subscriber.values == [[1], [2]])
        #expect(subscriber.completion == .finished)
    }
}
