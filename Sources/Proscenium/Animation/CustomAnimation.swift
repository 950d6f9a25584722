import Foundation
import ProsceniumHost

// Custom animations. The page runs every animation itself, as a timing
// curve; `Animation(_:)` samples a custom animation's
// `animate(value:time:context:)` on a unit value, 60 times a second until it
// returns nil, into a curve the page runs as it is (`AnimationValue.Curve.sampled`),
// so a person sees the custom motion on every property it animates.

/// A type that defines how an animatable value changes over time.
///
/// `Animation(_:)` runs `animate(value:time:context:)` when it is made, with
/// a `Double` value of 1, 60 times a second until it returns nil (for at
/// most 10 seconds: a longer one is cut there), and the page follows those
/// values; the context's environment is then the default one.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
    /// The value of the animation `time` seconds in, moving toward `value`;
    /// nil once it has finished.
    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic

    /// The velocity of the animation `time` seconds in; nil once it has finished.
    func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V: VectorArithmetic

    /// Whether this animation takes over from `previous` when it starts
    /// while `previous` runs, instead of running beside it.
    func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval,
                        context: inout AnimationContext<V>) -> Bool where V: VectorArithmetic
}

extension CustomAnimation {
    /// No velocity: one the animation does not give.
    public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V: VectorArithmetic {
        nil
    }

    /// False: a new animation runs beside the one it interrupts.
    public func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval,
                               context: inout AnimationContext<V>) -> Bool where V: VectorArithmetic {
        false
    }
}

/// A key for a value a custom animation keeps in its `AnimationState`.
public protocol AnimationStateKey {
    associatedtype Value
    /// The value before the animation sets one.
    static var defaultValue: Self.Value { get }
}

/// The values a custom animation keeps between the times it is asked for
/// its value, by key type.
public struct AnimationState<Value> where Value: VectorArithmetic {
    private var values: [ObjectIdentifier: Any] = [:]

    /// A state holding no values: every key reads its default.
    public init() {}

    /// The value kept under `key`, or its default.
    public subscript<K>(key: K.Type) -> K.Value where K: AnimationStateKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given besides the time: its state, whether it
/// is logically complete, and an environment.
public struct AnimationContext<Value> where Value: VectorArithmetic {
    /// The values the animation keeps while it runs.
    public var state: AnimationState<Value>
    /// Whether the animation has reached its value for the eye, though it
    /// may still be running (a spring settling): completions waiting for
    /// `.logicallyComplete` run from the first time it is set.
    public var isLogicallyComplete: Bool
    private let environmentValues: EnvironmentValues

    init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
         environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        environmentValues = environment
    }

    /// The environment the animation runs in (the default one: the curve is
    /// worked out when the animation is made).
    public var environment: EnvironmentValues { environmentValues }

    /// This context, for a value of another type, with `state`.
    public func withState<T>(_ state: AnimationState<T>) -> AnimationContext<T> where T: VectorArithmetic {
        AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete, environment: environmentValues)
    }
}

extension Animation {
    /// An animation that moves as `base` says.
    public init<A>(_ base: A) where A: CustomAnimation {
        let sampled = CustomAnimationSamples(base)
        var value = AnimationValue(curve: .sampled(sampled.progress), duration: sampled.duration)
        value.logicalDuration = sampled.logicalDuration
        self.init(value)
        custom = CustomBase(AnyHashable(base))
    }

    /// The custom animation this animation runs: the one it was made from,
    /// or one that follows its timing curve.
    public var base: any CustomAnimation {
        (custom?.value.base as? any CustomAnimation) ?? TimingCurveAnimation(timing: value)
    }

    /// This animation's value `time` seconds in, moving toward `value`; nil once it has finished.
    public func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        base.animate(value: value, time: time, context: &context)
    }

    /// This animation's velocity `time` seconds in; nil once it has finished.
    public func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    where V: VectorArithmetic {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over from `previous`.
    public func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval,
                               context: inout AnimationContext<V>) -> Bool where V: VectorArithmetic {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// This animation, counting as logically complete `duration` seconds in
    /// (unless it is sooner), for completions that wait for that; it still
    /// runs to its end.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var timing = value
        timing.logicalDuration = min(timing.logicalDuration ?? .infinity, max(duration, 0))
        var animation = Animation(timing)
        animation.custom = CustomBase(AnyHashable(LogicallyCompleteAnimation(animation: self, after: duration)))
        return animation
    }
}

/// A custom animation's progress on a unit value, sampled 60 times a second.
struct CustomAnimationSamples {
    static let rate = 60.0
    static let longest = 10.0

    var progress: [Double] = []
    /// Seconds from the first sample to the last (the animation's end, at 1).
    var duration: Double
    /// Seconds in when it first said it was logically complete.
    var logicalDuration: Double?

    init<A: CustomAnimation>(_ animation: A) {
        var context = AnimationContext<Double>()
        var step = 0
        while Double(step) / Self.rate <= Self.longest {
            let time = Double(step) / Self.rate
            guard let value = animation.animate(value: 1.0, time: time, context: &context) else { break }
            if logicalDuration == nil, context.isLogicallyComplete { logicalDuration = time }
            progress.append(value.isFinite ? value : 1)
            step += 1
        }
        // Where the animation ends: at its value.
        progress.append(1)
        duration = Double(progress.count - 1) / Self.rate
    }
}

/// A built-in animation as a custom one: its timing curve, delay, speed and repeats.
struct TimingCurveAnimation: CustomAnimation {
    let timing: AnimationValue

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        progress(at: time).map { value.scaled(by: $0) }
    }

    func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V: VectorArithmetic {
        guard let now = progress(at: time) else { return nil }
        let step = 1e-3
        return value.scaled(by: ((progress(at: time + step) ?? 1) - now) / step)
    }

    /// Progress `time` seconds after the change; nil once the last pass ends.
    func progress(at time: TimeInterval) -> Double? {
        let speed = timing.speed > 0 ? timing.speed : 1
        let elapsed = time * speed - timing.delay
        guard elapsed >= 0 else { return 0 }
        guard timing.duration > 0 else { return nil }
        let passes = elapsed / timing.duration
        let pass = passes.rounded(.down)
        if let count = timing.repeatCount, pass >= Double(max(count, 1)) { return nil }
        var fraction = passes - pass
        if timing.autoreverses, Int(pass) % 2 == 1 { fraction = 1 - fraction }
        return timing.curve.progress(at: fraction)
    }
}

/// An animation that counts as logically complete after a time (`logicallyComplete(after:)`).
struct LogicallyCompleteAnimation: CustomAnimation {
    let animation: Animation
    let after: TimeInterval

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        let result = animation.animate(value: value, time: time, context: &context)
        if time >= after { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? where V: VectorArithmetic {
        animation.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V>(previous: Animation, value: V, time: TimeInterval,
                        context: inout AnimationContext<V>) -> Bool where V: VectorArithmetic {
        animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
