import Foundation
import Testing
import Proscenium
import ProsceniumTesting
import ProsceniumHost

/// Overshoots to 1.25 halfway, then settles back to 1 at `duration`.
private struct Overshoot: CustomAnimation {
    var duration: TimeInterval = 1
    static func progress(_ p: Double) -> Double { p < 0.5 ? 2.5 * p : 1.25 - 0.5 * (p - 0.5) }
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time > duration ? nil : value.scaled(by: Self.progress(time / duration))
    }
}

private struct Calls: AnimationStateKey { static var defaultValue: Int { 0 } }

/// Counts its calls in its state: a tenth more of the value each time, done after ten.
private struct Counting: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        context.state[Calls.self] += 1
        let calls = context.state[Calls.self]
        return calls > 10 ? nil : value.scaled(by: Double(calls) / 10)
    }
}

/// A built-in animation asked for its value or its velocity, as a custom one may.
private struct Asking: CustomAnimation {
    let animation: Animation
    var velocity = false
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        velocity ? animation.velocity(value: value, time: time, context: context)
            : animation.animate(value: value, time: time, context: &context)
    }
}

/// Done (for the eye) a tenth of a second in, though it runs for five.
private struct EarlyDone: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= 0.1 { context.isLogicallyComplete = true }
        return time > 5 ? nil : value.scaled(by: time / 5)
    }
}

private struct Slider: View {
    @State private var wide = false
    @State private var done = 0
    var body: some View {
        VStack {
            Color.blue.frame(width: wide ? 200 : 100, height: 20)
            Text("Done \(done)")
            Button("Custom") { withAnimation(Animation(Overshoot())) { wide.toggle() } }
            Button("Early") { withAnimation(Animation(EarlyDone())) { wide.toggle() } completion: { done += 1 } }
            Button("Cut") {
                withAnimation(.linear(duration: 5).logicallyComplete(after: 0.1)) { wide.toggle() } completion: { done += 10 }
            }
        }
    }
}

private func samples(_ animation: Animation) -> [Double] {
    guard case let .sampled(samples) = animation.value.curve else { return [] }
    return samples
}

@Suite @MainActor struct CustomAnimationTests {
    @Test func aCustomAnimationIsSampledIntoTheCurveThePageRuns() throws {
        let animation = Animation(Overshoot())
        let progress = samples(animation)
        // 60 samples a second from 0 through 1 s, then its end.
        #expect(progress.count == 62)
        #expect(abs(animation.value.duration - 61.0 / 60) < 1e-9)
        for index in [0, 15, 30, 45, 60] {
            #expect(abs(progress[index] - Overshoot.progress(Double(index) / 60)) < 1e-9)
        }
        #expect(progress.max()! > 1.2 && progress.last == 1)
        // The page is told the sampled curve, and `base` is the animation it was made from.
        #expect((animation.base as? Overshoot) == Overshoot())
        #expect(Animation(Overshoot(duration: 2)) != animation)
        #expect(!(Animation.linear.base is Overshoot))
    }

    @Test func aCustomAnimationKeepsItsStateBetweenCalls() {
        #expect(samples(Animation(Counting())) == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1])
        var state = AnimationState<Double>()
        #expect(state[Calls.self] == 0)
        state[Calls.self] = 3
        #expect(state[Calls.self] == 3)
    }

    @Test func builtInAnimationsAnswerAsCustomOnes() {
        // Linear over 2 s: halfway at 1 s; its velocity half the value a second.
        let linear = samples(Animation(Asking(animation: .linear(duration: 2))))
        #expect(linear.count == 121 && abs(linear[60] - 0.5) < 1e-9)
        let velocity = samples(Animation(Asking(animation: .linear(duration: 2), velocity: true)))
        #expect(abs(velocity[30] - 0.5) < 1e-6)
        // Delay, then an ease-in curve; autoreversing passes come back.
        let delayed = samples(Animation(Asking(animation: .easeIn(duration: 1).delay(0.5))))
        #expect(delayed[15] == 0 && delayed[60] > 0 && delayed[60] < 0.5 && delayed.count == 91)
        let back = samples(Animation(Asking(animation: .linear(duration: 1).repeatCount(2))))
        #expect(abs(back[90] - 0.5) < 1e-9 && abs(back[105] - 0.25) < 1e-9)
    }

    @Test func aViewChangesAlongTheCustomCurve() throws {
        let ui = ViewHarness(Slider())
        let frame = try #require(ui.all(.frame).first)
        try ui.click(.button, "Custom")
        #expect(try #require(ui.all(.frame).first).length(.width) == 200)
        #expect(ui.motion.animation(of: frame.id, .width) == .some(Animation(Overshoot()).value))
    }

    @Test func completionsRunWhenTheAnimationIsLogicallyComplete() async throws {
        #expect(Animation(EarlyDone()).value.logicalTotalDuration.map { abs($0 - 0.1) < 1e-9 } == true)
        let cut = Animation.linear(duration: 5).logicallyComplete(after: 0.1)
        #expect(cut.value.logicalTotalDuration == 0.1 && cut.value.curve == .linear && cut.value.duration == 5)
        let ui = ViewHarness(Slider())
        try ui.click(.button, "Early")
        #expect(try await ui.settle(until: { ui.find(.text, "Done 1") != nil }, timeout: .seconds(2)))
        try ui.click(.button, "Cut")
        #expect(try await ui.settle(until: { ui.find(.text, "Done 11") != nil }, timeout: .seconds(2)))
    }
}
