import Foundation
import Testing
import Proscenium

/// `Spring`'s motion in closed form, and `UnitCurve`'s values, against what
/// the equations of motion and the curves' definitions give.
@Suite struct SpringMotionTests {
    @Test func aSpringStartsAtZeroAndSettlesOnItsTarget() {
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        #expect(abs(spring.value(target: 10.0, time: 0)) < 1e-9)
        #expect(abs(spring.value(target: 10.0, time: 5) - 10) < 1e-6)
        #expect(abs(spring.velocity(target: 10.0, initialVelocity: 3.0, time: 0) - 3) < 1e-9)
        // Under-damped: it overshoots before settling.
        let peak = stride(from: 0.0, through: 2, by: 0.01).map { spring.value(target: 1.0, time: $0) }.max() ?? 0
        #expect(peak > 1.0)
        // Critically damped and over-damped springs never pass the target.
        for ratio in [1.0, 1.5] {
            let calm = Spring(response: 0.5, dampingRatio: ratio)
            let values = stride(from: 0.0, through: 3, by: 0.01).map { calm.value(target: 1.0, time: $0) }
            #expect(values.allSatisfy { $0 <= 1 + 1e-9 })
            #expect(abs(values.last! - 1) < 1e-3)
        }
    }

    @Test func velocityIsTheDerivativeOfValueAndUpdateFollowsTheSameMotion() {
        let spring = Spring(mass: 2, stiffness: 80, damping: 6)
        let t = 0.3, h = 1e-6
        let numeric = (spring.value(target: 4.0, initialVelocity: 1.0, time: t + h)
                       - spring.value(target: 4.0, initialVelocity: 1.0, time: t - h)) / (2 * h)
        #expect(abs(numeric - spring.velocity(target: 4.0, initialVelocity: 1.0, time: t)) < 1e-4)
        var value = 0.0, velocity = 1.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 4.0, deltaTime: 0.01) }
        #expect(abs(value - spring.value(target: 4.0, initialVelocity: 1.0, time: 0.3)) < 1e-9)
        #expect(abs(spring.force(target: 1.0, position: 0.0, velocity: 2.0) - (80 - 12)) < 1e-9)
    }

    @Test func settlingDurationsAgreeWithTheMotion() {
        let spring = Spring(response: 0.4, dampingRatio: 1)
        let settle = spring.settlingDuration(target: 1.0, epsilon: 0.001)
        #expect(settle > 0.2 && settle < 2)
        #expect(abs(spring.value(target: 1.0, time: settle + 0.01) - 1) <= 0.001)
        let timed = Spring(settlingDuration: 1.2, dampingRatio: 0.9)
        #expect(abs(timed.settlingDuration(target: 1.0, epsilon: 0.001) - 1.2) < 0.02)
        // From a value to another: the same motion, offset by the start.
        let moved = spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2)
        #expect(abs(moved - (10 + spring.value(target: 10.0, time: 0.2))) < 1e-9)
    }

    @Test func unitCurvesGiveTheirValuesVelocitiesAndInverses() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
        #expect(abs(UnitCurve.linear.velocity(at: 0.7) - 1) < 1e-6)
        let ease = UnitCurve.easeInEaseOut
        #expect(abs(ease.value(at: 0.5) - 0.5) < 1e-6)
        #expect(ease.value(at: 0.2) < 0.2 && ease.value(at: 0.8) > 0.8)
        #expect(ease.velocity(at: 0.5) > 1)
        #expect(ease.value(at: -1) == 0 && abs(ease.value(at: 2) - 1) < 1e-9)
        // The inverse undoes the curve.
        for x in [0.1, 0.4, 0.9] {
            #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: x)) - x) < 1e-5)
        }
    }
}
