// Apple's `Publishers.Merge` … `Merge8` and `MergeMany` and the `merge`
// operators, which OpenCombine 0.14 does not have. The work is done by
// `MergeSubscription`.

extension Publishers {
    /// A publisher created by applying the merge function to two upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Merges the given publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 3 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 4 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output, D.Failure == A.Failure, D.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 5 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output, D.Failure == A.Failure, D.Output == A.Output, E.Failure == A.Failure, E.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D
        /// The fifth upstream publisher.
        public let e: E

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 6 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output, D.Failure == A.Failure, D.Output == A.Output, E.Failure == A.Failure, E.Output == A.Output, F.Failure == A.Failure, F.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 7 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output, D.Failure == A.Failure, D.Output == A.Output, E.Failure == A.Failure, E.Output == A.Output, F.Failure == A.Failure, F.Output == A.Output, G.Failure == A.Failure, G.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F
        /// The seventh upstream publisher.
        public let g: G

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to 8 upstream
    /// publishers: it sends every element of each, as they come. See
    /// `MergeSubscription` for demand, failure and completion.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher where B.Failure == A.Failure, B.Output == A.Output, C.Failure == A.Failure, C.Output == A.Output, D.Failure == A.Failure, D.Output == A.Output, E.Failure == A.Failure, E.Output == A.Output, F.Failure == A.Failure, F.Output == A.Output, G.Failure == A.Failure, G.Output == A.Output, H.Failure == A.Failure, H.Output == A.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C
        /// The fourth upstream publisher.
        public let d: D
        /// The fifth upstream publisher.
        public let e: E
        /// The sixth upstream publisher.
        public let f: F
        /// The seventh upstream publisher.
        public let g: G
        /// The eighth upstream publisher.
        public let h: H

        /// Merges the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: [a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher(), d.eraseToAnyPublisher(), e.eraseToAnyPublisher(), f.eraseToAnyPublisher(), g.eraseToAnyPublisher(), h.eraseToAnyPublisher()])
        }
    }

    /// A publisher created by applying the merge function to any number of
    /// upstream publishers of one type. With no upstream, it finishes at once.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The upstream publishers.
        public let publishers: [Upstream]

        /// Merges the given publishers.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// Merges the publishers of a sequence.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeSubscription.subscribe(subscriber, to: publishers.map { $0.eraseToAnyPublisher() })
        }

        /// This merge with one more publisher of the same type.
        public func merge(with other: Upstream) -> MergeMany<Upstream> {
            MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b
    }
}

extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c
    }
}

extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d
    }
}

extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e
    }
}

extension Publishers.Merge6: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f
    }
}

extension Publishers.Merge7: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f && lhs.g == rhs.g
    }
}

extension Publishers.Merge8: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable, G: Equatable, H: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.e == rhs.e && lhs.f == rhs.f && lhs.g == rhs.g && lhs.h == rhs.h
    }
}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    /// Combines elements from this publisher with those from another publisher of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B>(with other: B) -> Publishers.Merge<Self, B>
        where B: Publisher, Failure == B.Failure, Output == B.Output
    {
        Publishers.Merge<Self, B>(self, other)
    }

    /// Combines elements from this publisher with those from 2 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where B: Publisher, C: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output
    {
        Publishers.Merge3<Self, B, C>(self, b, c)
    }

    /// Combines elements from this publisher with those from 3 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
        where B: Publisher, C: Publisher, D: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output
    {
        Publishers.Merge4<Self, B, C, D>(self, b, c, d)
    }

    /// Combines elements from this publisher with those from 4 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
        where B: Publisher, C: Publisher, D: Publisher, E: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output
    {
        Publishers.Merge5<Self, B, C, D, E>(self, b, c, d, e)
    }

    /// Combines elements from this publisher with those from 5 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
        where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output
    {
        Publishers.Merge6<Self, B, C, D, E, F>(self, b, c, d, e, f)
    }

    /// Combines elements from this publisher with those from 6 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
        where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output
    {
        Publishers.Merge7<Self, B, C, D, E, F, G>(self, b, c, d, e, f, g)
    }

    /// Combines elements from this publisher with those from 7 other publishers of
    /// the same types, delivering an interleaved sequence of elements.
    public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
        where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher, Failure == B.Failure, Output == B.Output, Failure == C.Failure, Output == C.Output, Failure == D.Failure, Output == D.Output, Failure == E.Failure, Output == E.Output, Failure == F.Failure, Output == F.Output, Failure == G.Failure, Output == G.Output, Failure == H.Failure, Output == H.Output
    {
        Publishers.Merge8<Self, B, C, D, E, F, G, H>(self, b, c, d, e, f, g, h)
    }
}
