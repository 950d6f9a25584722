import Foundation
import ProsceniumHost

// Keyframes: tracks of keyframes, each animating one property of a value
// over time. `KeyframeTimeline` evaluates them; `keyframeAnimator` plays them.

/// A type that defines changes to a value over time.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    var body: Body { get }
}

/// A type that defines keyframes of one track.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    var body: Body { get }
}

/// One segment of a track: how it goes to `to` over its duration.
struct KeyframeSegment<Value: Animatable> {
    enum Kind {
        case linear(AnimationValue.Curve)
        case spring(Spring)
        case cubic(start: Value.AnimatableData?, end: Value.AnimatableData?)
        case move
    }
    let to: Value
    let duration: Double
    let kind: Kind
}

/// Keyframes of the framework's own: their tracks, with no body to evaluate.
protocol PrimitiveKeyframes<Value>: Keyframes {
    var tracks: [KeyframeTrackPlayer<Value>] { get }
}

protocol PrimitiveKeyframeTrackContent<Value>: KeyframeTrackContent {
    var segments: [KeyframeSegment<Value>] { get }
}

extension Keyframes {
    /// The tracks of these keyframes: a primitive's own, else its body's.
    var resolvedTracks: [KeyframeTrackPlayer<Value>] {
        if let primitive = self as? any PrimitiveKeyframes<Value> { return primitive.tracks }
        guard Body.self != Self.self, let body = body as? any Keyframes<Value> else { return [] }
        return body.resolvedTracks
    }
}

extension KeyframeTrackContent {
    /// The keyframes of this content: a primitive's own, else its body's.
    var resolvedSegments: [KeyframeSegment<Value>] {
        if let primitive = self as? any PrimitiveKeyframeTrackContent<Value> { return primitive.segments }
        guard Body.self != Self.self, let body = body as? any KeyframeTrackContent<Value> else { return [] }
        return body.resolvedSegments
    }
}

/// The keyframes a builder collects: tracks, in order.
nonisolated struct KeyframeList<Value>: Keyframes, PrimitiveKeyframes {
    let tracks: [KeyframeTrackPlayer<Value>]
    var body: Self { return self }
}

/// The keyframes of one track a builder collects, in order.
nonisolated struct KeyframeSegmentList<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    var body: Self { return self }
}

/// Builds keyframes from tracks, or from keyframes of the whole value
/// (which make one track).
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<Content>(_ expression: Content) -> Content
    where Value == Content.Value, Content: Keyframes { expression }

    public static func buildExpression<K>(_ expression: K) -> K
    where Value == K.Value, K: KeyframeTrackContent { expression }

    /// A track of one property: its keyframes are the root value's.
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> some Keyframes<Value> {
        KeyframeList(tracks: track.players)
    }

    public static func buildPartialBlock<Content>(first: Content) -> Content
    where Value == Content.Value, Content: Keyframes { first }

    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }

    /// Tracks side by side.
    public static func buildPartialBlock(accumulated: some Keyframes<Value>,
                                         next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeList(tracks: accumulated.resolvedTracks + next.resolvedTracks)
    }

    /// Keyframes of the whole value one after another.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(segments: accumulated.resolvedSegments + next.resolvedSegments)
    }

    public static func buildBlock() -> some Keyframes<Value> { KeyframeList<Value>(tracks: []) }

    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSegmentList<Value>(segments: [])
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(segments: components.flatMap(\.resolvedSegments))
    }

    public static func buildOptional<K>(_ component: K?) -> K? where Value == K.Value, K: KeyframeTrackContent {
        component
    }

    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        .init(storage: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        .init(storage: .second(component))
    }

    public static func buildFinalResult<Content>(_ component: Content) -> Content
    where Value == Content.Value, Content: Keyframes { component }

    /// Keyframes of the whole value: one track of it.
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack(root: component)
    }
}

/// Builds the keyframes of one track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(segments: components.flatMap(\.resolvedSegments))
    }

    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        .init(storage: .first(component))
    }

    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        .init(storage: .second(component))
    }

    public static func buildOptional<K>(_ component: K?) -> K? where Value == K.Value, K: KeyframeTrackContent {
        component
    }

    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }

    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSegmentList(segments: accumulated.resolvedSegments + next.resolvedSegments)
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSegmentList<Value>(segments: []) }

    /// The keyframes of one branch of an `if` or `switch`.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
          First.Value == Second.Value {
        public typealias Value = ConditionalValue

        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        public var body: Self { self }

        var segments: [KeyframeSegment<ConditionalValue>] {
            switch storage {
            case let .first(content): content.resolvedSegments
            case let .second(content): content.resolvedSegments
            }
        }
    }
}

/// An optional keyframe (an `if` without `else`): its keyframes, or none.
extension Optional: KeyframeTrackContent where Wrapped: KeyframeTrackContent {
    public typealias Value = Wrapped.Value
    public var body: Self { self }
}

extension Optional: PrimitiveKeyframeTrackContent where Wrapped: KeyframeTrackContent {
    var segments: [KeyframeSegment<Wrapped.Value>] { self?.resolvedSegments ?? [] }
}

/// A sequence of keyframes animating one property (`keyPath`) of the root value.
nonisolated public struct KeyframeTrack<Root, Value, Content>: Keyframes
where Value == Content.Value, Content: KeyframeTrackContent {
    /// The track, animating a property of `Root` (what a `KeyframesBuilder<Root>` collects).
    let players: [KeyframeTrackPlayer<Root>]

    /// Keyframes for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        players = [KeyframeTrackPlayer(keyPath: keyPath, segments: content().resolvedSegments)]
    }

    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        players = [KeyframeTrackPlayer(root: content().resolvedSegments)]
    }

    /// The track of keyframes of the whole value a keyframes builder made.
    init(root content: Content) where Root == Value {
        players = [KeyframeTrackPlayer(root: content.resolvedSegments)]
    }

    public var body: Self { return self }
}

/// A track of the whole value is keyframes of that value (a property's
/// track is taken by `KeyframesBuilder.buildExpression`, as its root's).
extension KeyframeTrack: PrimitiveKeyframes {
    var tracks: [KeyframeTrackPlayer<Value>] { players as? [KeyframeTrackPlayer<Value>] ?? [] }
}

/// Goes to `to` in a straight line over `duration`, along `timingCurve`.
nonisolated public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segments = [KeyframeSegment(to: to, duration: max(duration, 0), kind: .linear(timingCurve.curve))]
    }
    public var body: Self { return self }
}

/// Goes to `to` with `spring`, over `duration` (nil: until the spring settles).
nonisolated public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segments = [KeyframeSegment(to: to, duration: max(duration ?? spring.settlingDuration, 0), kind: .spring(spring))]
    }
    public var body: Self { return self }
}

/// Goes to `to` along a smooth cubic curve through the keyframes around it.
nonisolated public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segments = [KeyframeSegment(to: to, duration: max(duration, 0),
                                    kind: .cubic(start: startVelocity?.animatableData, end: endVelocity?.animatableData))]
    }
    public var body: Self { return self }
}

/// Jumps to `to` at once.
nonisolated public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segments: [KeyframeSegment<Value>]
    public init(_ to: Value) { segments = [KeyframeSegment(to: to, duration: 0, kind: .move)] }
    public var body: Self { return self }
}

/// One track, type-erased: where its segments begin and end, and its value at a time.
struct KeyframeTrackPlayer<Root> {
    /// The track's duration.
    let duration: Double
    /// Times its segments end, from the start.
    let boundaries: [Double]
    /// Whether the segment running at a time is a straight line (linear, with
    /// a linear curve) or a jump: then linear steps between boundaries are exact.
    let isStraight: (Double) -> Bool
    /// The curve of a linear segment running exactly from one time to another.
    let curveSpanning: (Double, Double) -> AnimationValue.Curve?
    /// Sets the track's property of `root` to its value `time` seconds in,
    /// starting from the value `root` had at the start.
    let apply: (inout Root, _ start: Root, _ time: Double) -> Void

    init<V: Animatable>(keyPath: WritableKeyPath<Root, V>, segments: [KeyframeSegment<V>]) {
        let path = KeyframePath(segments: segments)
        duration = path.duration
        boundaries = path.ends
        isStraight = path.isStraight(at:)
        curveSpanning = path.curveSpanning
        apply = { root, start, time in root[keyPath: keyPath] = path.value(at: time, from: start[keyPath: keyPath]) }
    }

    init(root segments: [KeyframeSegment<Root>]) where Root: Animatable {
        self.init(keyPath: \Root.self, segments: segments)
    }
}

/// The segments of one track with their start times.
struct KeyframePath<V: Animatable> {
    let segments: [KeyframeSegment<V>]
    let starts: [Double]
    let ends: [Double]
    var duration: Double { ends.last ?? 0 }

    init(segments: [KeyframeSegment<V>]) {
        self.segments = segments
        var time = 0.0
        var starts: [Double] = [], ends: [Double] = []
        for segment in segments {
            starts.append(time)
            time += segment.duration
            ends.append(time)
        }
        self.starts = starts
        self.ends = ends
    }

    /// The segment running at `time` (the first that ends after it).
    private func index(at time: Double) -> Int? {
        segments.indices.first { ends[$0] > time }
    }

    func isStraight(at time: Double) -> Bool {
        guard let i = index(at: time) else { return true }
        switch segments[i].kind {
        case .linear(.linear), .move: return true
        default: return false
        }
    }

    func curveSpanning(_ start: Double, _ end: Double) -> AnimationValue.Curve? {
        guard let i = segments.indices.first(where: { abs(starts[$0] - start) < 1e-9 && abs(ends[$0] - end) < 1e-9 }),
              case let .linear(curve) = segments[i].kind else { return nil }
        return curve
    }

    /// The point before segment `i` begins (the start value before the first).
    private func point(_ i: Int, start: V) -> V.AnimatableData {
        i < 0 ? start.animatableData : segments[i].to.animatableData
    }

    func value(at time: Double, from start: V) -> V {
        guard !segments.isEmpty else { return start }
        guard let i = index(at: max(time, 0)) else { return segments[segments.count - 1].to }
        let segment = segments[i]
        let from = point(i - 1, start: start)
        let to = segment.to.animatableData
        let progress = segment.duration > 0 ? (max(time, 0) - starts[i]) / segment.duration : 1
        var result = segment.to
        switch segment.kind {
        case .move:
            return segment.to
        case let .linear(curve):
            result.animatableData = from.interpolated(to: to, fraction: curve.progress(at: progress))
        case let .spring(spring):
            let curve = AnimationValue.Curve.spring(mass: spring.mass, stiffness: spring.stiffness,
                                                    damping: spring.damping, initialVelocity: 0)
            result.animatableData = from.interpolated(to: to, fraction: curve.springValue(at: progress * segment.duration))
        case let .cubic(startVelocity, endVelocity):
            // A Hermite curve whose tangents run through the neighbouring
            // keyframes (Catmull-Rom), unless velocities are given.
            let d = segment.duration
            let before = point(i - 2, start: start)
            let hasBefore = i >= 1
            let hasAfter = i + 1 < segments.count
            let after = hasAfter ? segments[i + 1].to.animatableData : to
            let span0 = hasBefore ? segments[i - 1].duration + d : d
            let span1 = hasAfter ? segments[i + 1].duration + d : d
            let m0 = startVelocity ?? (hasBefore && span0 > 0 ? (to - before).scaled(by: d / span0) : .zero)
            let m1 = endVelocity.map { $0.scaled(by: d) } ?? (hasAfter && span1 > 0 ? (after - from).scaled(by: d / span1) : .zero)
            let t = progress, t2 = t * t, t3 = t2 * t
            let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
            let startScaled = startVelocity == nil ? m0 : m0.scaled(by: d)
            result.animatableData = from.scaled(by: h00) + startScaled.scaled(by: h10) + to.scaled(by: h01)
                + m1.scaled(by: h11)
        }
        return result
    }
}

extension AnimationValue.Curve {
    /// The progress (0 to 1) this curve has reached at `fraction` of its time.
    func progress(at fraction: Double) -> Double {
        let t = min(max(fraction, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return Self.bezier(0.42, 0, 1, 1, t)
        case .easeOut: return Self.bezier(0, 0, 0.58, 1, t)
        case .easeInOut: return Self.bezier(0.42, 0, 0.58, 1, t)
        case let .bezier(x1, y1, x2, y2): return Self.bezier(x1, y1, x2, y2, t)
        case .spring: return springValue(at: t * settlingDuration)
        case .sampled: return sampledProgress(at: t) ?? t
        }
    }

    /// The y of a cubic Bézier timing curve at x (found by bisection).
    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func at(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if at(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return at((low + high) / 2, y1, y2)
    }
}

/// A description of how a value changes over time, evaluated at any time.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [KeyframeTrackPlayer<Value>]

    /// The timeline of `content`'s keyframes, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content().resolvedTracks
    }

    init(initialValue: Value, tracks: [KeyframeTrackPlayer<Value>]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// Seconds until its longest track ends.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in.
    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks { track.apply(&value, initialValue, time) }
        return value
    }

    /// The value at `progress` (0 to 1) of its duration.
    public func value(progress: Double) -> Value { value(time: progress * duration) }

    /// The steps a display plays: times, each with the animation from the
    /// previous one. Between keyframe boundaries a straight segment is one
    /// step; curves and springs are followed in steps of at most `stepLimit`.
    func steps(stepLimit: Double = 0.1) -> [(time: Double, animation: Animation)] {
        let bounds = Set(tracks.flatMap(\.boundaries).filter { $0 > 0 }).sorted()
        var steps: [(Double, Animation)] = []
        var last = 0.0
        for end in bounds {
            let span = end - last
            guard span > 1e-9 else { continue }
            let middle = last + span / 2
            let moving = tracks.filter { $0.duration > last + 1e-9 }
            if moving.allSatisfy({ $0.isStraight(middle) }) {
                steps.append((end, .linear(duration: span)))
            } else if let curve = onlyCurve(moving, last, end, middle) {
                steps.append((end, Animation(curve: curve, duration: span)))
            } else {
                let pieces = Int((span / stepLimit).rounded(.up))
                for piece in 1...max(pieces, 1) {
                    steps.append((last + span * Double(piece) / Double(pieces), .linear(duration: span / Double(pieces))))
                }
            }
            last = end
        }
        return steps
    }

    /// The curve of the one track curving from `start` to `end` (the others
    /// straight), when it is a linear keyframe spanning exactly that time.
    private func onlyCurve(_ moving: [KeyframeTrackPlayer<Value>], _ start: Double, _ end: Double,
                           _ middle: Double) -> AnimationValue.Curve? {
        let curving = moving.filter { !$0.isStraight(middle) }
        guard curving.count == 1, moving.count == 1 else { return nil }
        return curving[0].curveSpanning(start, end)
    }
}
