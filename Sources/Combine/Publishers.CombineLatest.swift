// Apple's `Publishers.CombineLatest`, `CombineLatest3` and `CombineLatest4`
// and the `combineLatest` operators, which OpenCombine 0.14 does not have.
// The work is done by `CombineLatestSubscription`.

extension Publishers {
    /// A publisher that receives and combines the latest elements from two
    /// publishers: once each has produced a value, it sends a tuple of their
    /// latest values whenever any of them produces a new one.
    ///
    /// Demand is passed through to every upstream; values that arrive while
    /// the subscriber has no demand are coalesced (each upstream keeps only its
    /// latest). Fails as soon as any upstream fails; finishes when every
    /// upstream has finished, or when one finishes without producing a value.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Combines the latest values of the given publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.subscribe(
                subscriber,
                to: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher()]
            ) { ($0[0] as! A.Output, $0[1] as! B.Output) }
        }
    }

    /// A publisher that receives and combines the latest elements from three
    /// publishers: once each has produced a value, it sends a tuple of their
    /// latest values whenever any of them produces a new one.
    ///
    /// Demand is passed through to every upstream; values that arrive while
    /// the subscriber has no demand are coalesced (each upstream keeps only its
    /// latest). Fails as soon as any upstream fails; finishes when every
    /// upstream has finished, or when one finishes without producing a value.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where B.Failure == A.Failure, C.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Combines the latest values of the given publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.subscribe(
                subscriber,
                to: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(), c.map { $0 as Any }.eraseToAnyPublisher()]
            ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }
        }
    }

    /// A publisher that receives and combines the latest elements from four
    /// publishers: once each has produced a value, it sends a tuple of their
    /// latest values whenever any of them produces a new one.
    ///
    /// Demand is passed through to every upstream; values that arrive while
    /// the subscriber has no demand are coalesced (each upstream keeps only its
    /// latest). Fails as soon as any upstream fails; finishes when every
    /// upstream has finished, or when one finishes without producing a value.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where B.Failure == A.Failure, C.Failure == A.Failure, D.Failure == A.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        /// Combines the latest values of the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestSubscription.subscribe(
                subscriber,
                to: [a.map { $0 as Any }.eraseToAnyPublisher(), b.map { $0 as Any }.eraseToAnyPublisher(), c.map { $0 as Any }.eraseToAnyPublisher(), d.map { $0 as Any }.eraseToAnyPublisher()]
            ) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output) }
        }
    }
}

extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b
    }
}

extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
    }
}

extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple of the latest
    /// values of all of them upon receiving output from any of them, once
    /// each has produced one. See `Publishers.CombineLatest`.
    public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
        where P: Publisher, Failure == P.Failure
    {
        Publishers.CombineLatest<Self, P>(self, other)
    }

    /// As `combineLatest(_:)`, passing the latest values through
    /// `transform` instead of publishing them as a tuple.
    public func combineLatest<P, T>(
        _ other: P,
        _ transform: @escaping (Output, P.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
        where P: Publisher, Failure == P.Failure
    {
        Publishers.CombineLatest<Self, P>(self, other).map(transform)
    }

    /// Subscribes to 2 additional publishers and publishes a tuple of the latest
    /// values of all of them upon receiving output from any of them, once
    /// each has produced one. See `Publishers.CombineLatest3`.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P: Publisher, Q: Publisher, Failure == P.Failure, Failure == Q.Failure
    {
        Publishers.CombineLatest3<Self, P, Q>(self, publisher1, publisher2)
    }

    /// As `combineLatest(_:, _:)`, passing the latest values through
    /// `transform` instead of publishing them as a tuple.
    public func combineLatest<P, Q, T>(
        _ publisher1: P, _ publisher2: Q,
        _ transform: @escaping (Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
        where P: Publisher, Q: Publisher, Failure == P.Failure, Failure == Q.Failure
    {
        Publishers.CombineLatest3<Self, P, Q>(self, publisher1, publisher2).map(transform)
    }

    /// Subscribes to 3 additional publishers and publishes a tuple of the latest
    /// values of all of them upon receiving output from any of them, once
    /// each has produced one. See `Publishers.CombineLatest4`.
    public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q, _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
        where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure
    {
        Publishers.CombineLatest4<Self, P, Q, R>(self, publisher1, publisher2, publisher3)
    }

    /// As `combineLatest(_:, _:, _:)`, passing the latest values through
    /// `transform` instead of publishing them as a tuple.
    public func combineLatest<P, Q, R, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
        where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, Failure == Q.Failure, Failure == R.Failure
    {
        Publishers.CombineLatest4<Self, P, Q, R>(self, publisher1, publisher2, publisher3).map(transform)
    }
}
