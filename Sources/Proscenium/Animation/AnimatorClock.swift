import Foundation

/// The app-side clock of a phase or keyframe animator: each step's values
/// are sent once with the animation the page plays, and the next step
/// begins as that animation ends (no update per frame), counted from the
/// update that showed it, so a busy main thread never merges two steps.
/// Stopping (the view going away, a new trigger) drops the steps pending.
/// Used from the main thread only (view actions and the main queue).
final class AnimatorClock: @unchecked Sendable {
    // Unchecked: used on the main thread only (view actions, the main queue); it crosses to main-queue blocks.
    private var generation = 0

    /// Forgets every step scheduled so far.
    func stop() { generation += 1 }

    /// Runs `step` after `seconds` unless stopped before then.
    func after(_ seconds: Double, _ step: @escaping () -> Void) {
        guard seconds.isFinite else { return }
        let scheduled = generation
        let delay = max(seconds, 1.0 / 60)
        // Runs on the main queue, where `step` belongs.
        let box = StepBox(clock: self, step: step)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                guard box.clock.generation == scheduled else { return }
                box.step()
            }
        }
    }
}

extension AnimatorClock {
    /// Makes `change` with `animation`, then runs `step` once the update
    /// showing it has played that animation, unless stopped before then.
    func animate(_ animation: Animation?, _ change: () -> Void, then step: @escaping () -> Void) {
        let scheduled = generation
        let duration = animation?.stepDuration ?? 0
        let started = DispatchTime.now()
        withAnimation(animation, completionCriteria: .logicallyComplete, change) { [self] in
            guard generation == scheduled else { return }
            // A change nothing shows completes with its update, not its
            // animation: the step still lasts as long as its animation.
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            after(max(duration - elapsed, 0), step)
        }
    }
}

// Unchecked: carries a main-thread step through the main queue, run there only.
private struct StepBox: @unchecked Sendable {
    let clock: AnimatorClock
    let step: () -> Void
}

/// Any `Equatable` value, compared as itself (an animator's trigger).
struct AnyEquatableTrigger: Equatable {
    let value: Any
    let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.equals(rhs.value) }
}

extension Animation {
    /// Seconds until this animation is logically complete (its last pass ends).
    var stepDuration: Double { value.totalDuration }
}
