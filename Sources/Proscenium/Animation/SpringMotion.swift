import Foundation

/// A spring's motion in closed form: the displacement from the target `t`
/// seconds in is `d0·a(t) + v0·b(t)` for a start displacement `d0` and
/// velocity `v0`, and the velocity `d0·a'(t) + v0·b'(t)`; the four
/// coefficients depend only on the spring, so any `VectorArithmetic` value
/// moves by them.
private struct SpringCoefficients {
    var a = 0.0, b = 0.0, da = 0.0, db = 0.0

    init(_ spring: Spring, time t: Double) {
        let m = max(spring.mass, 1e-9), k = max(spring.stiffness, 1e-9), c = max(spring.damping, 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            let e = exp(-omega * t)
            a = e * (1 + omega * t)
            b = e * t
            da = -e * omega * omega * t
            db = e * (1 - omega * t)
        } else if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let e = exp(-zeta * omega * t), s = sin(wd * t), co = cos(wd * t)
            a = e * (co + zeta * omega / wd * s)
            b = e * s / wd
            da = -e * omega * omega / wd * s
            db = e * (co - zeta * omega / wd * s)
        } else {
            let root = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + root, r2 = -zeta * omega - root
            let e1 = exp(r1 * t), e2 = exp(r2 * t), span = r1 - r2
            a = (r1 * e2 - r2 * e1) / span
            b = (e1 - e2) / span
            da = r1 * r2 * (e2 - e1) / span
            db = (r1 * e1 - r2 * e2) / span
        }
    }
}

extension Spring {
    /// A spring that settles in `settlingDuration` seconds (to within
    /// `epsilon` of its target, from a unit distance) with `dampingRatio`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // Settling time grows with the response for a given ratio: bisect on it.
        var low = 1e-4, high = max(settlingDuration, 1e-3) * 4
        for _ in 0..<60 {
            let middle = (low + high) / 2
            let time = Spring(response: middle, dampingRatio: dampingRatio)
                .settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
            if time < settlingDuration { low = middle } else { high = middle }
        }
        self.init(response: (low + high) / 2, dampingRatio: dampingRatio)
    }

    /// The value `time` seconds after the spring starts from zero toward
    /// `target` with `initialVelocity`.
    public func value<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V: VectorArithmetic {
        let k = SpringCoefficients(self, time: time)
        return target.scaled(by: 1 - k.a) + initialVelocity.scaled(by: k.b)
    }

    /// The velocity `time` seconds after the spring starts from zero toward
    /// `target` with `initialVelocity`.
    public func velocity<V>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V where V: VectorArithmetic {
        let k = SpringCoefficients(self, time: time)
        return target.scaled(by: -k.da) + initialVelocity.scaled(by: k.db)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds toward `target`.
    public func update<V>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) where V: VectorArithmetic {
        let k = SpringCoefficients(self, time: deltaTime)
        let displacement = value - target
        value = target + displacement.scaled(by: k.a) + velocity.scaled(by: k.b)
        velocity = displacement.scaled(by: k.da) + velocity.scaled(by: k.db)
    }

    /// The force on the spring at `position` moving at `velocity` toward
    /// `target`: stiffness pulls it in, damping holds it back.
    public func force<V>(target: V, position: V, velocity: V) -> V where V: VectorArithmetic {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Seconds until the spring, started from zero toward `target`, stays
    /// within `epsilon` of it (and nearly still).
    public func settlingDuration<V>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval
    where V: VectorArithmetic {
        let step = 1.0 / 240, limit = 120.0
        let tolerance = max(epsilon, 1e-12)
        var settled = 0.0
        var time = 0.0
        while time <= limit {
            let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared
            let speed = velocity(target: target, initialVelocity: initialVelocity, time: time).magnitudeSquared
            if distance.squareRoot() > tolerance || speed.squareRoot() > tolerance * 10 { settled = time + step }
            // Once the envelope is below the tolerance for good it stays there.
            if time - settled > max(response, 0.1) * 2 { break }
            time += step
        }
        return settled
    }

    /// The value `time` seconds after the spring starts at `fromValue`
    /// toward `toValue` with `initialVelocity`.
    public func value<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V where V: Animatable {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity `time` seconds after the spring starts at `fromValue`
    /// toward `toValue` with `initialVelocity`.
    public func velocity<V>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V where V: Animatable {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// Seconds until the spring, started at `fromValue`, stays within
    /// `epsilon` of `toValue`.
    public func settlingDuration<V>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval
    where V: Animatable {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                         initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// The force on the spring at `position` moving at `velocity` from
    /// `fromValue` toward `toValue`.
    public func force<V>(fromValue: V, toValue: V, position: V, velocity: V) -> V where V: Animatable {
        var result = position
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData,
                                      velocity: velocity.animatableData)
        return result
    }
}

extension UnitCurve {
    /// A curve that starts slowly, speeds up in the middle and slows down
    /// again: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0),
                                                       endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The curve's two control points, as CSS draws its named curves.
    private var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double) {
        switch curve {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInOut: (0.42, 0, 0.58, 1)
        case let .bezier(x1, y1, x2, y2): (x1, y1, x2, y2)
        case .spring, .sampled: (0, 0, 1, 1)
        }
    }

    /// The curve's parameter where its x is `progress` (bisection: x grows with it).
    private func parameter(at progress: Double) -> Double {
        let p = controlPoints
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let t = (low + high) / 2
            if Self.bezier(t, p.x1, p.x2) < progress { low = t } else { high = t }
        }
        return (low + high) / 2
    }

    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The output of the curve at `progress` (0...1; clamped).
    public func value(at progress: Double) -> Double {
        // The ends are fixed: (0, 0) and (1, 1).
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        let p = controlPoints
        return Self.bezier(parameter(at: progress), p.y1, p.y2)
    }

    /// The rate of change of the output at `progress` (clamped to 0...1).
    public func velocity(at progress: Double) -> Double {
        let p = controlPoints
        let t = parameter(at: min(max(progress, 0), 1))
        let dx = Self.slope(t, p.x1, p.x2), dy = Self.slope(t, p.y1, p.y2)
        return dx == 0 ? (dy == 0 ? 1 : .infinity) : dy / dx
    }

    /// The curve mirrored about y = x: progress for output.
    public var inverse: UnitCurve {
        let p = controlPoints
        return .bezier(startControlPoint: UnitPoint(x: p.y1, y: p.x1), endControlPoint: UnitPoint(x: p.y2, y: p.x2))
    }
}
