import Foundation
import ProsceniumHost

// Symbol effects (the Symbols framework's names, which `import SwiftUI`
// brings). The page draws a symbol as one glyph of an icon font, so an
// effect moves, scales or fades the whole symbol: `.byLayer` and a variable
// colour's layer by layer look have one layer to work on. Each effect is a
// short sequence of poses run by a `PhaseAnimator`: every pose is sent once
// with its animation, and the page draws the frames between.

/// An animation that can be applied to symbol images.
public protocol SymbolEffect: Hashable, Sendable {
    /// The poses the symbol goes through, each with the animation into it.
    var _poses: [SymbolPose] { get }
}

/// An effect that runs once, from start to finish, each time a value changes.
public protocol DiscreteSymbolEffect {}

/// An effect that lasts while it is active.
public protocol IndefiniteSymbolEffect {}

/// An effect that animates a symbol in or out of view.
public protocol TransitionSymbolEffect {}

/// One pose of a symbol effect: how the symbol is drawn, and how it gets there.
public struct SymbolPose: Hashable, Sendable {
    var scale: Double = 1
    var opacity: Double = 1
    var y: Double = 0
    var seconds: Double = 0.25
    var curve: AnimationValue.Curve = .easeInOut

    func animation(speed: Double) -> Animation {
        Animation(curve: curve, duration: seconds / max(speed, 0.01))
    }
}

extension SymbolPose {
    static let rest = SymbolPose()
}

/// A symbol that jumps and lands.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isDown = false
    /// Bounces upwards.
    public var up: BounceSymbolEffect { BounceSymbolEffect(isDown: false) }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { BounceSymbolEffect(isDown: true) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    public var _poses: [SymbolPose] {
        let lift = isDown ? 4.0 : -6.0
        return [SymbolPose(scale: 0.85, y: 0, seconds: 0.12, curve: .easeOut),
                SymbolPose(scale: 1.15, y: lift, seconds: 0.18, curve: .easeOut),
                SymbolPose(seconds: 0.3, curve: .spring(mass: 1, stiffness: 260, damping: 16, initialVelocity: 0))]
    }
}

/// A symbol that fades out and back in.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    public var _poses: [SymbolPose] {
        [SymbolPose(opacity: 0.3, seconds: 0.5), SymbolPose(seconds: 0.5)]
    }
}

/// A symbol whose layers light up in turn; with one layer, it dims and brightens in steps.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var isReversing = false
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(isReversing: true) }
    public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(isReversing: false) }
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
    public var _poses: [SymbolPose] {
        let steps = [0.35, 0.6, 1.0]
        let up = steps.map { SymbolPose(opacity: $0, seconds: 0.2, curve: .linear) }
        return isReversing ? up + steps.reversed().dropFirst().map { SymbolPose(opacity: $0, seconds: 0.2, curve: .linear) } : up
    }
}

/// A symbol drawn larger (or smaller) while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var isDown = false
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(isDown: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(isDown: true) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var _poses: [SymbolPose] { [SymbolPose(scale: isDown ? 0.8 : 1.25, seconds: 0.3)] }
}

/// A symbol that comes into view (shown while active, hidden while not).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    /// Inactive, the symbol is hidden; active, it scales up into view.
    public var _poses: [SymbolPose] { [SymbolPose(seconds: 0.3)] }
}

/// A symbol that goes out of view while active.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    public var _poses: [SymbolPose] { [SymbolPose(scale: 0.3, opacity: 0, seconds: 0.3)] }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// How a symbol effect runs: how many times, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times it runs (nil: for as long as it is active).
    var count: Int?
    var speed: Double = 1

    /// The effect's own: an indefinite effect repeats, a discrete one runs once.
    public static let `default` = SymbolEffectOptions(count: nil)
    /// Repeats for as long as it is active.
    public static let repeating = SymbolEffectOptions(count: nil)
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(count: 1)
    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: max(count, 1)) }
    /// Runs `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(count: nil, speed: speed) }

    public var repeating: SymbolEffectOptions { with { $0.count = nil } }
    public var nonRepeating: SymbolEffectOptions { with { $0.count = 1 } }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.count = max(count, 1) } }
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speed *= speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var copy = self
        change(&copy)
        return copy
    }
}

/// The poses a symbol effect runs through, `count` times, back at rest at the end.
struct SymbolEffectRun: Equatable {
    let poses: [SymbolPose]
    let speed: Double

    init(_ poses: [SymbolPose], count: Int, speed: Double) {
        var all = [SymbolPose.rest]
        for _ in 0..<max(count, 1) { all += poses }
        if all.count > 1, all.last != .rest { all.append(SymbolPose(seconds: poses.last?.seconds ?? 0.25)) }
        self.poses = all
        self.speed = speed
    }
}

/// A pose paired with its place in the run, so equal poses stay distinct phases.
struct SymbolPhase: Equatable {
    let index: Int
    let pose: SymbolPose
}

nonisolated extension View {
    func symbolPose(_ pose: SymbolPose) -> some View {
        scaleEffect(pose.scale).opacity(pose.opacity).offset(y: pose.y)
    }
}

nonisolated extension View {
    /// Runs `effect` on the symbols in this view each time `value` changes
    /// (`options.repeat(_:)` times; once by default).
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        let run = SymbolEffectRun(effect._poses, count: options.count ?? 1, speed: options.speed)
        let phases = run.poses.enumerated().map { SymbolPhase(index: $0.offset, pose: $0.element) }
        return phaseAnimator(phases, trigger: value) { content, phase in
            content.symbolPose(phase.pose)
        } animation: { phase in
            phase.pose.animation(speed: run.speed)
        }
    }

    /// Runs `effect` on the symbols in this view while `isActive`: repeating
    /// effects (bounce, pulse, variable colour) loop, or run `options.repeat(_:)`
    /// times; scale, appear and disappear hold their pose while active.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        modifier(IndefiniteSymbolEffectModifier(poses: effect._poses, options: options, isActive: isActive,
                                                hiddenWhenInactive: effect is AppearSymbolEffect))
    }
}

/// An indefinite effect: one pose held (animated in and out), or poses looped while active.
nonisolated struct IndefiniteSymbolEffectModifier: ViewModifier {
    let poses: [SymbolPose]
    let options: SymbolEffectOptions
    let isActive: Bool
    let hiddenWhenInactive: Bool

    @ViewBuilder func body(content: Content) -> some View {
        if poses.count == 1 {
            let pose = poses[0]
            let resting = hiddenWhenInactive ? SymbolPose(scale: 0.3, opacity: 0) : .rest
            content.symbolPose(isActive ? pose : resting)
                .animation(pose.animation(speed: options.speed), value: isActive)
        } else if let count = options.count {
            // A set number of runs, each time it becomes active.
            let run = SymbolEffectRun(isActive ? poses : [], count: count, speed: options.speed)
            let phases = run.poses.enumerated().map { SymbolPhase(index: $0.offset, pose: $0.element) }
            content.phaseAnimator(phases, trigger: isActive) { view, phase in view.symbolPose(phase.pose) }
                animation: { $0.pose.animation(speed: run.speed) }
        } else if isActive {
            let phases = ([SymbolPose.rest] + poses).enumerated().map { SymbolPhase(index: $0.offset, pose: $0.element) }
            content.phaseAnimator(phases) { view, phase in view.symbolPose(phase.pose) }
                animation: { $0.pose.animation(speed: options.speed) }
        } else {
            content
        }
    }
}
