import Combine
import Foundation
import Testing

/// A subscriber that asks for a set demand, for testing back-pressure.
final class DemandSubscriber<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    private let initialDemand: Subscribers.Demand
    private(set) var subscription: (any Subscription)?
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    init(initialDemand: Subscribers.Demand) {
        self.initialDemand = initialDemand
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        subscription.request(initialDemand)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
    }
}

struct TestFailure: Error, Equatable {}

@Suite struct CombineLatestTests {
    @Test func publishesOnceEveryUpstreamHasAValue() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        var received: [String] = []
        let cancellable = a.combineLatest(b).sink { received.append("\($0)\($1)") }
        a.send(1)
        #expect(received.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(received == ["1x", "2x", "2y"])
        cancellable.cancel()
        a.send(3)
        #expect(received == ["1x", "2x", "2y"])
    }

    @Test func transformAndMoreUpstreams() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let c = CurrentValueSubject<Int, Never>(100)
        let d = CurrentValueSubject<Int, Never>(1000)
        var sums: [Int] = []
        var triples: [[Int]] = []
        let first = a.combineLatest(b, c, d) { $0 + $1 + $2 + $3 }.sink { sums.append($0) }
        let second = Publishers.CombineLatest3(a, b, c).sink { triples.append([$0, $1, $2]) }
        c.send(200)
        #expect(sums == [1111, 1211])
        #expect(triples == [[1, 10, 100], [1, 10, 200]])
        var pairs: [Int] = []
        let third = a.combineLatest(b) { $0 * $1 }.sink { pairs.append($0) }
        #expect(pairs == [10])
        _ = (first, second, third)
    }

    @Test func finishesWhenAllFinishOrOneFinishesEmpty() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var finished = false
        let cancellable = a.combineLatest(b).sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        #expect(!finished)
        b.send(3)
        b.send(completion: .finished)
        #expect(finished)
        _ = cancellable

        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        var finishedEarly = false
        let other = c.combineLatest(d).sink(receiveCompletion: { _ in finishedEarly = true }, receiveValue: { _ in })
        c.send(1)
        d.send(completion: .finished) // d never produced: nothing can ever combine
        #expect(finishedEarly)
        _ = other
    }

    @Test func aFailureEndsItAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, TestFailure>()
        let b = PassthroughSubject<Int, TestFailure>()
        var cancelledB = false
        var completion: Subscribers.Completion<TestFailure>?
        var values: [Int] = []
        let cancellable = a.combineLatest(b.handleEvents(receiveCancel: { cancelledB = true }))
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0 + $1) })
        a.send(1)
        b.send(1)
        a.send(completion: .failure(TestFailure()))
        b.send(5)
        #expect(values == [2])
        #expect(completion == .failure(TestFailure()))
        #expect(cancelledB)
        _ = cancellable
    }

    @Test func changesWithoutDemandAreCoalesced() throws {
        // Demand passes through to each upstream (as Apple documents), so a
        // subject drops what it is asked to send beyond that; what arrives
        // while the subscriber has no demand is coalesced into one tuple.
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = DemandSubscriber<(Int, Int), Never>(initialDemand: .max(2))
        a.combineLatest(b).subscribe(subscriber)
        a.send(1)
        b.send(10)
        a.send(2)
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 10], [2, 10]])
        b.send(20) // no demand downstream: held
        #expect(subscriber.values.count == 2)
        try #require(subscriber.subscription).request(.max(1))
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 10], [2, 10], [2, 20]])
        a.send(3)
        b.send(40) // two changes, no demand: one tuple when asked
        try #require(subscriber.subscription).request(.max(1))
        try #require(subscriber.subscription).request(.max(1))
        #expect(subscriber.values.map { [$0.0, $0.1] } == [[1, 10], [2, 10], [2, 20], [3, 40]])
    }

    @Test func publishedPropertiesCombine() {
        final class Form: ObservableObject {
            @Published var name = ""
            @Published var age = 0
        }
        let form = Form()
        var valid: [Bool] = []
        let cancellable = Publishers.CombineLatest(form.$name, form.$age)
            .map { !$0.isEmpty && $1 > 0 }
            .removeDuplicates()
            .sink { valid.append($0) }
        form.name = "Ada"
        form.age = 36
        form.name = ""
        #expect(valid == [false, true, false])
        _ = cancellable
    }

    @Test func equatable() {
        #expect(Publishers.CombineLatest(Just(1), Just(2)) == Publishers.CombineLatest(Just(1), Just(2)))
        #expect(Publishers.CombineLatest(Just(1), Just(2)) != Publishers.CombineLatest(Just(1), Just(3)))
    }
}

@Suite struct MergeTests {
    @Test func interleavesAsValuesCome() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let cancellable = a.merge(with: b, c)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        a.send(1)
        c.send(3)
        b.send(2)
        a.send(4)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(!finished)
        c.send(5)
        c.send(completion: .finished)
        #expect(received == [1, 3, 2, 4, 5])
        #expect(finished)
        _ = cancellable
    }

    @Test func everyArity() {
        let values = (1...8).map { Just($0) }
        var received: [Int] = []
        _ = values[0].merge(with: values[1]).sink { received.append($0) }
        _ = values[0].merge(with: values[1], values[2], values[3], values[4], values[5], values[6], values[7])
            .sink { received.append($0) }
        _ = Publishers.Merge4(values[0], values[1], values[2], values[3]).collect().sink { received.append($0.count) }
        _ = Publishers.MergeMany(values).collect().sink { received.append($0.reduce(0, +)) }
        _ = Publishers.MergeMany([Just<Int>]()).collect().sink { received.append($0.count) }
        #expect(received == [1, 2, 1, 2, 3, 4, 5, 6, 7, 8, 4, 36, 0])
    }

    @Test func aFailureEndsItAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, TestFailure>()
        let b = PassthroughSubject<Int, TestFailure>()
        var cancelledB = false
        var completion: Subscribers.Completion<TestFailure>?
        var values: [Int] = []
        let cancellable = a.merge(with: b.handleEvents(receiveCancel: { cancelledB = true }))
            .sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        b.send(1)
        a.send(completion: .failure(TestFailure()))
        b.send(2)
        #expect(values == [1])
        #expect(completion == .failure(TestFailure()))
        #expect(cancelledB)
        _ = cancellable
    }

    @Test func honoursDemandAndKeepsOrder() throws {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let subscriber = DemandSubscriber<Int, Never>(initialDemand: .max(2))
        Publishers.Merge(a, b).subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        b.send(4)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completion == nil) // buffered values come first
        try #require(subscriber.subscription).request(.max(1))
        #expect(subscriber.values == [1, 2, 3])
        try #require(subscriber.subscription).request(.unlimited)
        #expect(subscriber.values == [1, 2, 3, 4])
        #expect(subscriber.completion == .finished)
    }

    @Test func cancellingStopsEverything() {
        let a = PassthroughSubject<Int, Never>()
        var cancelledA = false
        var received: [Int] = []
        let cancellable = a.handleEvents(receiveCancel: { cancelledA = true })
            .merge(with: Empty<Int, Never>(completeImmediately: false))
            .sink { received.append($0) }
        a.send(1)
        cancellable.cancel()
        a.send(2)
        #expect(received == [1])
        #expect(cancelledA)
    }

    @Test func concurrentSendersLoseNothing() async {
        let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
        let received = Recorder<Int>()
        let cancellable = Publishers.MergeMany(subjects).sink { received.append($0) }
        defer { cancellable.cancel() }
        let boxes = subjects.map(SendableBox.init)
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<1000 { boxes[index].value.send(index * 10_000 + value) }
        }
        let values = received.values
        #expect(values.count == 4000)
        for index in 0..<4 {
            let own = values.filter { $0 / 10_000 == index }
            #expect(own == Array(index * 10_000 ..< index * 10_000 + 1000))
        }
    }

    @Test func aSubscriberMayAskForMoreFromInsideReceive() {
        final class OneByOne: Subscriber {
            let combineIdentifier = CombineIdentifier()
            var subscription: (any Subscription)?
            var values: [Int] = []
            func receive(subscription: any Subscription) {
                self.subscription = subscription
                subscription.request(.max(1))
            }
            func receive(_ input: Int) -> Subscribers.Demand {
                values.append(input)
                subscription?.request(.max(1))
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let subscriber = OneByOne()
        Publishers.Merge([1, 2, 3].publisher, [4, 5].publisher).subscribe(subscriber)
        #expect(subscriber.values.sorted() == [1, 2, 3, 4, 5])
    }

    @Test func theSubscriptionComesBeforeAnEarlyCompletion() {
        final class Order: Subscriber {
            let combineIdentifier = CombineIdentifier()
            var events: [String] = []
            func receive(subscription: any Subscription) {
                events.append("subscription")
                subscription.request(.unlimited)
            }
            func receive(_ input: Int) -> Subscribers.Demand { events.append("\(input)"); return .none }
            func receive(completion: Subscribers.Completion<TestFailure>) { events.append("completion") }
        }
        let merged = Order()
        Publishers.MergeMany(Empty<Int, TestFailure>(), Empty()).subscribe(merged)
        #expect(merged.events == ["subscription", "completion"])
        let combined = Order()
        Fail<Int, TestFailure>(error: TestFailure())
            .combineLatest(Just(1).setFailureType(to: TestFailure.self)) { $0 + $1 }
            .subscribe(combined)
        #expect(combined.events == ["subscription", "completion"])
    }

    @Test func equatable() {
        #expect(Publishers.Merge(Just(1), Just(2)) == Publishers.Merge(Just(1), Just(2)))
        #expect(Publishers.MergeMany(Just(1), Just(2)) != Publishers.MergeMany(Just(1)))
        #expect(Publishers.MergeMany(Just(1)).merge(with: Just(2)) == Publishers.MergeMany(Just(1), Just(2)))
    }
}
