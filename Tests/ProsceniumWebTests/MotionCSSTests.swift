import Foundation
import ProsceniumHost
import Testing
@testable import ProsceniumWeb

/// Animations and transitions as the page's Web Animations API takes them.
@Suite struct MotionCSSTests {
    func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func curvesAreCSSEasingsAndTimingIsInMilliseconds() throws {
        let eased = try object(MotionCSS.json(AnimationValue(curve: .easeInOut, duration: 2, delay: 0.5, speed: 2,
                                                             repeatCount: 3, autoreverses: true)))
        #expect(eased["duration"] as? Double == 1000 && eased["delay"] as? Double == 250)
        #expect(eased["easing"] as? String == "cubic-bezier(0.42, 0, 0.58, 1)")
        #expect(eased["iterations"] as? Int == 3 && eased["direction"] as? String == "alternate")
        let forever = try object(MotionCSS.json(AnimationValue(curve: .linear, duration: 1, repeatCount: nil)))
        #expect(forever["iterations"] as? Int == -1 && forever["easing"] as? String == "linear")
    }

    @Test func aSpringIsALinearEasingSampledFromItsMotion() throws {
        let curve = AnimationValue.Curve.spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 0)
        let easing = MotionCSS.easing(curve)
        #expect(easing.hasPrefix("linear(0, ") && easing.hasSuffix(", 1)"))
        let samples = easing.dropFirst("linear(".count).dropLast().split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        #expect(samples.count == 65)
        // An underdamped spring overshoots its end.
        #expect(samples.max()! > 1.1)
    }

    @Test func aSampledCurveIsRunAsItsSamples() {
        // A custom animation's progress, overshooting as it does.
        #expect(MotionCSS.easing(.sampled([0, 0.5, 1.25, 1])) == "linear(0, 0.5, 1.25, 1)")
        #expect(MotionCSS.easing(.sampled([1])) == "linear")
    }

    @Test func transitionsAreTheStatesAViewComesInFromAndGoesOutTo() throws {
        let slide = try object(MotionCSS.json(.asymmetric(insertion: .move(.leading), removal: .combined([.move(.bottom), .opacity]))))
        #expect((slide["in"] as? [String: String])?["transform"] == "translate(-100%, 0px)")
        let out = try #require(slide["out"] as? [String: String])
        #expect(out["transform"] == "translate(0px, 100%)" && out["opacity"] == "0")
        #expect(slide["animation"] == nil)
        let scaled = try object(MotionCSS.json(.animated(.combined([.scale(0.5, anchorX: 0, anchorY: 1), .offset(x: 10, y: 0)]),
                                                         AnimationValue(curve: .linear, duration: 1))))
        let state = try #require(scaled["in"] as? [String: String])
        #expect(state["transform"] == "translate(10px, 0px) scale(0.5)" && state["transformOrigin"] == "0% 100%")
        #expect((scaled["animation"] as? [String: Any])?["duration"] as? Double == 1000)
        #expect(AttributeCSS.text(.transition(.opacity)) == #"{"in":{"opacity":"0"},"out":{"opacity":"0"}}"#)
    }
}
