import Foundation

/// How a display interpolates the changes of one update (SwiftUI's
/// `Animation`): a timing curve or a spring, with delay, speed and repeats.
///
/// An update's patches made under an animation follow a `Patch.animate`
/// naming it; the display, not the app, draws the frames in between.
public struct AnimationValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shape of the change over time.
    public enum Curve: Hashable, Sendable, Codable {
        case linear
        case easeIn
        case easeOut
        case easeInOut
        /// A cubic Bézier timing curve through (0, 0), the two control points and (1, 1).
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A damped spring moving a unit mass from 0 to 1.
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// Progress (0 at the start, 1 at the end, overshooting as it may) at
        /// evenly spaced times from the start to the end: a curve worked out
        /// in Swift (a custom animation's), which a display runs as it is.
        case sampled([Double])
    }

    public var curve: Curve
    /// Seconds one pass takes at speed 1. For a spring, the time it takes to
    /// settle (`Curve.settlingDuration`), so a display can time it.
    public var duration: Double
    /// Seconds before it starts.
    public var delay: Double
    /// How much faster than given it runs (2: twice as fast).
    public var speed: Double
    /// How many passes (1: once); `nil`: forever.
    public var repeatCount: Int?
    /// Whether every other pass runs backwards.
    public var autoreverses: Bool
    /// Seconds into its last pass (at speed 1) when it counts as logically
    /// complete, for completions that wait for that (a custom animation's);
    /// nil: when it ends.
    public var logicalDuration: Double?

    public init(curve: Curve, duration: Double, delay: Double = 0, speed: Double = 1, repeatCount: Int? = 1,
                autoreverses: Bool = false) {
        self.curve = curve
        self.duration = duration
        self.delay = delay
        self.speed = speed
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// Seconds from the change until the last pass ends (infinite when it repeats forever).
    public var totalDuration: Double {
        guard let repeatCount else { return .infinity }
        let speed = self.speed > 0 ? self.speed : 1
        return (delay + duration * Double(max(repeatCount, 1))) / speed
    }

    /// Seconds from the change until it is logically complete, when it says
    /// (`logicalDuration`); nil when it does not, or repeats forever.
    public var logicalTotalDuration: Double? {
        guard let logicalDuration, let repeatCount else { return nil }
        let speed = self.speed > 0 ? self.speed : 1
        return (delay + duration * Double(max(repeatCount, 1) - 1) + min(logicalDuration, duration)) / speed
    }

    public var description: String {
        var text = "\(curve) \(attributeNumberText(duration))s"
        if delay != 0 { text += " delay \(attributeNumberText(delay))s" }
        if speed != 1 { text += " speed \(attributeNumberText(speed))" }
        if repeatCount != 1 {
            text += " repeat " + (repeatCount.map(String.init) ?? "forever") + (autoreverses ? " autoreversing" : "")
        }
        return text
    }
}

extension AnimationValue.Curve {
    /// The spring's position (0 at the start, 1 at rest) `time` seconds in.
    public func springValue(at time: Double) -> Double {
        guard case let .spring(mass, stiffness, damping, velocity) = self else { return 1 }
        let m = max(mass, 0.0001), k = max(stiffness, 0.0001), c = max(damping, 0)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        // Displacement x(t) from rest, starting at -1 with the given velocity.
        let x0 = -1.0, v0 = velocity
        let x: Double
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / wd
            x = exp(-zeta * omega * time) * (a * cos(wd * time) + b * sin(wd * time))
        } else if zeta == 1 {
            x = exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
        } else {
            let s = omega * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega + s, r2 = -zeta * omega - s
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            x = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        return 1 + x
    }

    /// The progress of a sampled curve at `fraction` of its time, between
    /// its nearest samples; nil for other curves.
    public func sampledProgress(at fraction: Double) -> Double? {
        guard case let .sampled(samples) = self, let last = samples.indices.last else { return nil }
        guard last > 0 else { return samples[0] }
        let position = min(max(fraction, 0), 1) * Double(last)
        let index = min(Int(position), last - 1)
        let within = position - Double(index)
        return samples[index] + (samples[index + 1] - samples[index]) * within
    }

    /// Seconds until the spring stays within 0.1% of rest (1 for a curve).
    public var settlingDuration: Double {
        guard case .spring = self else { return 1 }
        let step = 1.0 / 120
        var time = 0.0, lastOutside = 0.0
        while time < 10 {
            if abs(springValue(at: time) - 1) > 0.001 { lastOutside = time }
            if time - lastOutside > 0.5 { break }
            time += step
        }
        return max(lastOutside + step, step)
    }
}
