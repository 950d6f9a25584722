import Foundation
import Testing
import Proscenium
import ProsceniumHost
import ProsceniumTesting

private struct Pulser: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Pulse")
                .phaseAnimator([1.0, 0.5, 0.25], trigger: taps) { content, phase in
                    content.opacity(phase)
                } animation: { phase in
                    phase == 0.5 ? .linear(duration: 0.15) : .easeIn(duration: 0.2)
                }
            Button("Tap") { taps += 1 }
        }
    }
}

private struct Cycler: View {
    var body: some View {
        PhaseAnimator([false, true]) { on in
            Text("Cycle").opacity(on ? 0.3 : 1)
        } animation: { _ in .linear(duration: 0.15) }
    }
}

private struct Jumper: View {
    @State private var jumps = 0
    struct Values {
        var scale = 1.0
        var y = 0.0
    }
    var body: some View {
        VStack {
            Text("Jump")
                .keyframeAnimator(initialValue: Values(), trigger: jumps) { content, value in
                    content.scaleEffect(value.scale).offset(y: value.y)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(2.0, duration: 0.15)
                        LinearKeyframe(1.0, duration: 0.15)
                    }
                    KeyframeTrack(\.y) {
                        MoveKeyframe(-10.0)
                        LinearKeyframe(-30.0, duration: 0.3)
                    }
                }
            Button("Jump") { jumps += 1 }
        }
    }
}

/// How long a motion test waits for its animation's last step. Generous:
/// the whole suite runs hundreds of main-actor tests beside these, and their
/// work delays the animation's timers by tens of seconds on two cores; a
/// passing test waits only as long as its animation takes.
private let motionTimeout: Duration = .seconds(120)

@MainActor private func opacities(_ ui: ViewHarness, _ text: String) throws -> [(String, AnimationValue?)] {
    let id = try ui.element(.text, text).id
    return ui.motion.changes.compactMap { change in
        guard case let .setAttribute(changed, key, value) = change.patch, changed == id, key == .opacity else { return nil }
        return (value.map { "\($0)" } ?? "1", change.animation)
    }
}

@MainActor @Suite struct PhaseAnimatorTests {
    @Test func aTriggerRunsEveryPhaseOnceWithItsAnimationAndEndsAtTheFirst() async throws {
        let ui = ViewHarness(Pulser())
        #expect(try ui.element(.text, "Pulse").attributes[.opacity] == nil)
        try ui.click(.button, "Tap")
        #expect(try await ui.settle(until: { (try? opacities(ui, "Pulse").last?.0) == "1" }, timeout: motionTimeout))
        try await ui.settle(for: .milliseconds(200))
        let seen = try opacities(ui, "Pulse")
        // Each phase in its own update with its animation; on a machine too
        // busy to show an update before the next phase begins, two merge.
        let expected: [(String, AnimationValue?)] = [("0.5", Animation.linear(duration: 0.15).value),
                                                     ("0.25", Animation.easeIn(duration: 0.2).value),
                                                     ("1", Animation.easeIn(duration: 0.2).value)]
        #expect(seen.first?.0 == "0.5" && seen.first?.1 == expected[0].1)
        #expect(isOrderedSubset(seen.map { "\($0.0) \($0.1.map { "\($0)" } ?? "")" },
                                of: expected.map { "\($0.0) \($0.1.map { "\($0)" } ?? "")" }))
    }

    @Test func withoutATriggerPhasesCycleForAsLongAsTheViewShows() async throws {
        let ui = ViewHarness(Cycler())
        #expect(try await ui.settle(until: { Set((try? opacities(ui, "Cycle").map(\.0)) ?? []).count == 2 },
                                    timeout: motionTimeout))
        let seen = try opacities(ui, "Cycle").map(\.0)
        #expect(Set(seen) == ["0.3", "1"])
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 != $1 })
        let animated = try opacities(ui, "Cycle")
        #expect(animated.allSatisfy { $0.1 == Animation.linear(duration: 0.15).value }, "\(animated)")
    }

    @Test func aPhaseWaitsForTheUpdateThatShowsItSoABusyDisplayMissesNone() async throws {
        let ui = ViewHarness(Cycler())
        #expect(try await ui.settle(until: { ((try? opacities(ui, "Cycle").count) ?? 0) >= 1 }, timeout: motionTimeout))
        let before = try opacities(ui, "Cycle").map(\.0)
        // The next phase is made once, then waits for an update to show it
        // before its time starts: however long passes (here, four phases'
        // time after it was made), no further phase is made meanwhile.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while !ui.graph.needsUpdate && clock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(ui.graph.needsUpdate)
        try await Task.sleep(for: .milliseconds(600))
        try ui.update()
        let after = try opacities(ui, "Cycle").map(\.0)
        #expect(after.count == before.count + 1, "before \(before), after \(after)")
        #expect(after.last != before.last)
    }
}

@MainActor @Suite struct KeyframeTests {
    @Test func aTimelineInterpolatesEachTrackOverItsKeyframes() {
        struct Values { var scale = 1.0; var angle = Angle.zero }
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\Values.scale) {
                LinearKeyframe(3.0, duration: 1)
                MoveKeyframe(10.0)
                LinearKeyframe(20.0, duration: 1, timingCurve: .easeIn)
            }
            KeyframeTrack(\Values.angle) {
                CubicKeyframe(.degrees(90), duration: 0.5)
                CubicKeyframe(.degrees(0), duration: 0.5)
            }
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5).scale - 2) < 1e-9)
        #expect(abs(timeline.value(time: 1.0).scale - 10) < 1e-9)
        // An ease-in is slower than a straight line at first.
        #expect(timeline.value(time: 1.5).scale < 15)
        #expect(timeline.value(time: 1.5).scale > 10)
        #expect(abs(timeline.value(time: 0.5).angle.degrees - 90) < 1e-9)
        #expect(abs(timeline.value(time: 1.0).angle.degrees) < 1e-9)
        #expect(timeline.value(time: 0.25).angle.degrees > 30)
        #expect(abs(timeline.value(progress: 1).scale - 20) < 1e-9)
        #expect(abs(timeline.value(time: 5).scale - 20) < 1e-9)
    }

    @Test func aSpringKeyframeOvershootsWithBounceAndSettles() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(100.0, duration: 2, spring: .bouncy(duration: 0.5, extraBounce: 0.3))
        }
        let samples = stride(from: 0.0, through: 2.0, by: 0.01).map { timeline.value(time: $0) }
        #expect(samples.max()! > 101)
        #expect(abs(timeline.value(time: 2) - 100) < 1e-9)
    }

    @Test func aTriggerSendsEachKeyframeOnceWithTheAnimationThePagePlays() async throws {
        let ui = ViewHarness(Jumper())
        let id = try ui.element(.text, "Jump").id
        try ui.click(.button, "Jump")
        func changes() -> [String] {
            ui.motion.changes.compactMap { change in
                guard case let .setAttribute(changed, key, value) = change.patch, changed == id else { return nil }
                return "\(key.rawValue)=\(value.map { "\($0)" } ?? "nil") \(change.animation.map { "\($0)" } ?? "at once")"
            }
        }
        // Ended: the last keyframe's offset or the scale's return came last.
        // Another test may hold the main actor for tens of seconds: wait long.
        func ended() -> Bool {
            changes().last?.hasPrefix("offsetY=-30") == true || changes().last?.hasPrefix("transform=nil") == true
        }
        #expect(try await ui.settle(until: ended, timeout: .seconds(60)))
        try await ui.settle(for: .milliseconds(400))
        // The start (the move keyframe's jump) at once, then one straight step
        // per boundary (steps merge only on a machine too busy to show each).
        let scale2 = TransformValue([.scale(x: 2, y: 2, anchor: .center)])
        #expect(changes().first == "offsetY=-10 at once")
        #expect(ended())
        // Per attribute (the order of two attributes within one update is free).
        for key in ["offsetY", "transform"] {
            let expected = ["offsetY=-10 at once", "offsetY=-20 linear 0.15s",
                            "transform=\(AttributeValue.transform(scale2)) linear 0.15s",
                            "offsetY=-30 linear 0.15s", "transform=nil linear 0.15s"]
            #expect(isOrderedSubset(changes().filter { $0.hasPrefix(key) }, of: expected.filter { $0.hasPrefix(key) }))
        }
    }
}

@MainActor @Suite struct TransformEffectTests {
    @Test func transformAndProjectionEffectsAreMatricesAboutTheTopLeadingCorner() throws {
        var skew = CGAffineTransform.identity
        skew.c = 0.5
        var projection = ProjectionTransform()
        projection.m13 = 0.001
        let ui = ViewHarness(VStack {
            Text("Skewed").transformEffect(skew)
            Text("Projected").projectionEffect(projection)
            Text("Plain").transformEffect(.identity)
        })
        #expect(try ui.element(.text, "Skewed").transform
            == TransformValue([.affine(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)]))
        #expect(try ui.element(.text, "Projected").transform
            == TransformValue([.projection([1, 0, 0.001, 0, 1, 0, 0, 0, 1])]))
        #expect(try ui.element(.text, "Plain").transform == nil)
    }

    @Test func projectionTransformsConcatenateAndInvert() {
        let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 5))
        var scale = ProjectionTransform()
        scale.m11 = 2
        scale.m22 = 2
        let both = move.concatenating(scale)
        #expect(CGPoint(x: 1, y: 1).applying(both) == CGPoint(x: 22, y: 12))
        #expect(both.isAffine)
        let back = CGPoint(x: 22, y: 12).applying(both.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
        var singular = ProjectionTransform()
        singular.m11 = 0
        let invertible = singular.invert()
        #expect(!invertible)
    }

    @Test func textKerningTrackingAndBaselineOffsetAreRunAttributes() throws {
        let ui = ViewHarness(VStack {
            Text("Wide").kerning(2) + Text("Tight").tracking(-1).baselineOffset(4)
            Text("Alone").tracking(3)
        })
        let spans = ui.all(.span)
        #expect(spans.first { $0.text == "Wide" }?.length(.letterSpacing) == 2)
        #expect(spans.first { $0.text == "Tight" }?.length(.letterSpacing) == -1)
        #expect(spans.first { $0.text == "Tight" }?.length(.baselineOffset) == 4)
        #expect(try ui.element(.text, "Alone").length(.letterSpacing) == 3)
    }
}

private struct Bell: View {
    @State private var rings = 0
    @State private var active = false
    var body: some View {
        VStack {
            Image(systemName: "bell").symbolEffect(.bounce, options: .speed(0.5), value: rings)
            Image(systemName: "heart").symbolEffect(.pulse, options: .repeat(2), isActive: active)
            Image(systemName: "star").symbolEffect(.scale.down, isActive: active)
            Button("Ring") { rings += 1 }
            Button("Activate") { active = true }
        }
    }
}

@MainActor @Suite struct SymbolEffectTests {
    private func changes(_ ui: ViewHarness, _ name: String, _ key: AttributeKey) throws -> [String] {
        let id = try #require(ui.all(.image).first { $0.attributes[.systemName]?.string == name }).id
        return ui.motion.changes.compactMap { change in
            guard case let .setAttribute(changed, changedKey, value) = change.patch, changed == id, changedKey == key
            else { return nil }
            return value.map { "\($0)" } ?? "nil"
        }
    }

    @Test func aBounceRunsOnceWhenItsValueChangesAndEndsAtRest() async throws {
        let ui = ViewHarness(Bell())
        #expect(try changes(ui, "bell", .transform).isEmpty)
        try ui.click(.button, "Ring")
        #expect(try await ui.settle(until: { (try? changes(ui, "bell", .transform).last) == "nil" }, timeout: motionTimeout))
        let seen = try changes(ui, "bell", .transform)
        #expect(seen.first?.contains("scale(0.85") == true)
        #expect(seen.count <= 3 && seen.last == "nil")
    }

    @Test func anIndefinitePulseRunsItsCountAndAScaleHoldsWhileActive() async throws {
        let ui = ViewHarness(Bell())
        try ui.click(.button, "Activate")
        #expect(try changes(ui, "star", .transform).last?.contains("scale(0.8") == true)
        _ = try await ui.settle(until: { (try? changes(ui, "heart", .opacity).count) == 4 }, timeout: motionTimeout)
        try await ui.settle(for: .milliseconds(1200))
        // Two pulses: down, up, down, up; then it stays. (On a machine too
        // busy to show each step, neighbouring steps merge into one update.)
        let seen = try changes(ui, "heart", .opacity)
        #expect(seen.first == "0.3" && seen.last == "nil")
        #expect(isOrderedSubset(seen, of: ["0.3", "nil", "0.3", "nil"]))
    }
}

/// Whether `seen` is `expected` with some entries left out, in order.
private func isOrderedSubset(_ seen: [String], of expected: [String]) -> Bool {
    var rest = expected[...]
    for item in seen {
        guard let at = rest.firstIndex(of: item) else { return false }
        rest = rest[(at + 1)...]
    }
    return true
}

/// SwiftUI's keyframe builders: partial blocks, conditionals, loops and
/// optional keyframes build the keyframes the timeline plays.
@MainActor @Suite struct KeyframeBuilderTests {
    struct Values { var scale = 1.0; var y = 0.0 }

    @Test func anIfAndAForInATrackBuildTheirKeyframes() {
        func timeline(bounce: Bool, steps: Int) -> KeyframeTimeline<Values> {
            KeyframeTimeline(initialValue: Values()) {
                KeyframeTrack(\Values.scale) {
                    if bounce {
                        LinearKeyframe(2.0, duration: 1)
                    } else {
                        MoveKeyframe(5.0)
                    }
                    for step in 0..<steps {
                        LinearKeyframe(Double(10 + step), duration: 1)
                    }
                }
                KeyframeTrack(\Values.y) {
                    if steps > 1 {
                        LinearKeyframe(100.0, duration: 4)
                    }
                }
            }
        }
        let bouncing = timeline(bounce: true, steps: 2)
        #expect(bouncing.duration == 4)
        #expect(abs(bouncing.value(time: 0.5).scale - 1.5) < 1e-9)
        #expect(abs(bouncing.value(time: 1).scale - 2) < 1e-9)
        #expect(abs(bouncing.value(time: 2).scale - 10) < 1e-9)
        #expect(abs(bouncing.value(time: 3).scale - 11) < 1e-9)
        #expect(abs(bouncing.value(time: 2).y - 50) < 1e-9)
        let moving = timeline(bounce: false, steps: 1)
        #expect(moving.duration == 1)
        #expect(abs(moving.value(time: 0).scale - 5) < 1e-9)
        #expect(abs(moving.value(time: 0.5).scale - 7.5) < 1e-9)
        // The optional keyframe is left out: y stays where it started.
        #expect(moving.value(time: 1).y == 0)
    }

    @Test func keyframesOfTheWholeValueMakeOneTrack() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            for _ in 0..<2 { LinearKeyframe(20.0, duration: 0.5) }
            if Bool.random() || true { CubicKeyframe(0.0, duration: 1) }
        }
        #expect(timeline.duration == 3)
        #expect(abs(timeline.value(time: 0.5) - 5) < 1e-9)
        #expect(abs(timeline.value(time: 1.5) - 20) < 1e-9)
        #expect(abs(timeline.value(time: 3)) < 1e-9)
    }
}
