import Foundation
public import ProsceniumHost

/// The way a view changes over time from one state to another. The display
/// interpolates: an update made under an animation carries it, and the page
/// draws the frames in between (CSS transitions and the Web Animations API;
/// a spring as a `linear()` easing sampled from the spring's motion).
@frozen
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// What the display is told.
    public let value: AnimationValue
    /// The value a custom animation was made from (`Animation(_:)`), which
    /// `base` gives back; nil for the built-in curves.
    @usableFromInline package var custom: CustomBase?

    package init(_ value: AnimationValue) { self.value = value }

    /// A custom animation's value, compared by its own equality. Unchecked
    /// Sendable: only Sendable values are boxed (`Animation(_:)` requires it).
    @usableFromInline package struct CustomBase: Hashable, @unchecked Sendable {
        package let value: AnyHashable
        package init(_ value: AnyHashable) { self.value = value }
    }

    package init(curve: AnimationValue.Curve, duration: TimeInterval) {
        value = AnimationValue(curve: curve, duration: max(duration, 0))
    }

    public var description: String { value.description }

    /// A default animation: `spring(response: 0.55, dampingFraction: 1.0)`,
    /// as on macOS 14.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

    // MARK: Timing curves

    public static var linear: Animation { linear(duration: 0.35) }
    public static func linear(duration: TimeInterval) -> Animation { Animation(curve: .linear, duration: duration) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static func easeIn(duration: TimeInterval) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static func easeOut(duration: TimeInterval) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation(curve: .easeInOut, duration: duration) }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        Animation(curve: .bezier(x1: p1x, y1: p1y, x2: p2x, y2: p2y), duration: duration)
    }

    /// An animation along a `UnitCurve`.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(curve: curve.curve, duration: duration)
    }

    // MARK: Springs

    /// A spring with the default parameters.
    public static var spring: Animation { spring() }

    /// A spring whose `response` is roughly its duration in seconds and whose
    /// `dampingFraction` is how much of the critical damping it has (1: no bounce).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        Animation(spring: Spring(response: response, dampingRatio: dampingFraction))
    }

    /// A spring of about `duration` seconds; `bounce` 0 does not overshoot,
    /// up to 1 bounces more and more.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                              blendDuration: Double = 0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce))
    }

    /// A spring described by a `Spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(spring: spring)
    }

    /// A quick spring for interactive changes (a drag following the pointer).
    public static var interactiveSpring: Animation { interactiveSpring() }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: extraBounce, blendDuration: blendDuration)
    }

    /// A spring given by its physics.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(spring: spring, initialVelocity: initialVelocity)
    }

    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// A smooth spring with no bounce.
    public static var smooth: Animation { smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a little bounce (0.15).
    public static var snappy: Animation { snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with more bounce (0.3).
    public static var bouncy: Animation { bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    package init(spring: Spring, initialVelocity: Double = 0) {
        let curve = AnimationValue.Curve.spring(mass: spring.mass, stiffness: spring.stiffness,
                                                damping: spring.damping, initialVelocity: initialVelocity)
        value = AnimationValue(curve: curve, duration: curve.settlingDuration)
    }

    // MARK: Changing an animation

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var value = self.value
        value.delay += delay
        return Animation(value)
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var value = self.value
        value.speed *= speed
        return Animation(value)
    }

    /// This animation run `repeatCount` times, every other time backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var value = self.value
        value.repeatCount = max(repeatCount, 1)
        value.autoreverses = autoreverses
        return Animation(value)
    }

    /// This animation run for as long as the view shows.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var value = self.value
        value.repeatCount = nil
        value.autoreverses = autoreverses
        return Animation(value)
    }
}

/// A curve from (0, 0) to (1, 1) that maps progress to progress.
public struct UnitCurve: Hashable, Sendable {
    package let curve: AnimationValue.Curve

    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(curve: .bezier(x1: startControlPoint.x, y1: startControlPoint.y,
                                 x2: endControlPoint.x, y2: endControlPoint.y))
    }

    public static let easeInOut = UnitCurve(curve: .easeInOut)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let linear = UnitCurve(curve: .linear)
    public static let circularEaseIn = UnitCurve(curve: .bezier(x1: 0.55, y1: 0, x2: 1, y2: 0.45))
    public static let circularEaseOut = UnitCurve(curve: .bezier(x1: 0, y1: 0.55, x2: 0.45, y2: 1))
    public static let circularEaseInOut = UnitCurve(curve: .bezier(x1: 0.85, y1: 0, x2: 0.15, y2: 1))
}

/// A representation of a spring's motion (mass, stiffness and damping).
public struct Spring: Hashable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double

    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = allowOverDamping ? damping : min(damping, 2 * (stiffness * mass).squareRoot())
    }

    /// A spring that settles in about `response` seconds with `dampingRatio` of critical damping.
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 0.0001)
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * dampingRatio / response
    }

    /// A spring of about `duration` seconds and `bounce` (0: none; negative: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: ratio)
    }

    /// Seconds per oscillation, undamped.
    public var response: Double { 2 * .pi / (stiffness / mass).squareRoot() }
    /// The share of critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    public var duration: TimeInterval { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// Seconds until it comes within a small distance of rest.
    public var settlingDuration: TimeInterval {
        AnimationValue.Curve.spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
            .settlingDuration
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
