import Foundation
import ProsceniumHost

/// Animations and transitions as the browser client runs them with the Web
/// Animations API: an animation as `{"duration", "delay", "easing",
/// "iterations", "direction"}` (milliseconds; `iterations` -1 for forever;
/// `easing` a CSS easing, a spring as a `linear()` sampled from its motion),
/// a transition as the states it comes in from and goes out to.
enum MotionCSS {
    /// The animation as a JSON object.
    static func json(_ animation: AnimationValue) -> String {
        let speed = animation.speed > 0 ? animation.speed : 1
        let duration = animation.duration * 1000 / speed
        let delay = animation.delay * 1000 / speed
        let iterations = animation.repeatCount.map { max($0, 1) } ?? -1
        return "{\"duration\":\(number(duration)),\"delay\":\(number(delay)),\"easing\":\"\(easing(animation.curve))\","
            + "\"iterations\":\(iterations),\"direction\":\"\(animation.autoreverses ? "alternate" : "normal")\"}"
    }

    /// The curve as a CSS easing function.
    static func easing(_ curve: AnimationValue.Curve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "cubic-bezier(0.42, 0, 1, 1)"
        case .easeOut: "cubic-bezier(0, 0, 0.58, 1)"
        case .easeInOut: "cubic-bezier(0.42, 0, 0.58, 1)"
        case let .bezier(x1, y1, x2, y2):
            "cubic-bezier(\(number(min(max(x1, 0), 1))), \(number(y1)), \(number(min(max(x2, 0), 1))), \(number(y2)))"
        case .spring:
            // The spring's position sampled evenly over its settling time.
            "linear(" + springSamples(curve).map(number).joined(separator: ", ") + ")"
        case let .sampled(samples):
            // A custom animation's progress, sampled in Swift, run as it is.
            samples.count < 2 ? "linear" : "linear(" + samples.map(number).joined(separator: ", ") + ")"
        }
    }

    static func springSamples(_ curve: AnimationValue.Curve, count: Int = 64) -> [Double] {
        let duration = curve.settlingDuration
        var samples = (0...count).map { curve.springValue(at: duration * Double($0) / Double(count)) }
        samples[0] = 0
        samples[count] = 1
        return samples
    }

    /// A transition as `{"in": STATE, "out": STATE, "animation": ANIMATION?}`,
    /// each state the CSS properties the element is animated from (coming in)
    /// or to (going out): `opacity`, `transform`, `transformOrigin`, `filter`.
    static func json(_ transition: TransitionValue) -> String {
        var text = "{\"in\":" + state(transition.insertion) + ",\"out\":" + state(transition.removal)
        if let animation = transition.ownAnimation { text += ",\"animation\":" + json(animation) }
        return text + "}"
    }

    private static func state(_ transition: TransitionValue) -> String {
        var opacity = 1.0, scale = 1.0, blur = 0.0
        var anchor = (0.5, 0.5)
        var geometry: [TransformValue.Operation] = []
        var percentX = 0.0, percentY = 0.0, pointsX = 0.0, pointsY = 0.0
        func fold(_ value: TransitionValue) {
            switch value {
            case .identity: break
            case .opacity: opacity = 0
            case let .scale(amount, x, y):
                scale *= amount
                anchor = (x, y)
            case let .move(edge):
                switch edge {
                case .leading: percentX -= 100
                case .trailing: percentX += 100
                case .top: percentY -= 100
                case .bottom: percentY += 100
                }
            case let .offset(x, y):
                pointsX += x
                pointsY += y
            case let .blur(radius): blur = max(blur, radius)
            case let .combined(parts): parts.forEach(fold)
            case let .asymmetric(insertion, _): fold(insertion)
            case let .animated(inner, _): fold(inner)
            case let .fade(amount): opacity *= amount
            case let .transform(transform): geometry += transform.operations
            }
        }
        fold(transition)
        func length(_ percent: Double, _ points: Double) -> String {
            switch (percent, points) {
            case (0, _): "\(number(points))px"
            case (_, 0): "\(number(percent))%"
            default: "calc(\(number(percent))% + \(number(points))px)"
            }
        }
        var fields: [String] = []
        if opacity != 1 { fields.append("\"opacity\":\"\(number(opacity))\"") }
        var transforms: [String] = []
        if percentX != 0 || percentY != 0 || pointsX != 0 || pointsY != 0 {
            transforms.append("translate(\(length(percentX, pointsX)), \(length(percentY, pointsY)))")
        }
        // A scale of exactly 0 cannot be inverted; the page starts just above it.
        if scale != 1 { transforms.append("scale(\(number(max(scale, 0.0001))))") }
        if !geometry.isEmpty {
            // A custom transition's geometry is about the top leading corner,
            // as the `transform` attribute's: its scale keeps its anchor.
            if scale != 1 { geometry.append(.scale(x: max(scale, 0.0001), y: max(scale, 0.0001), anchor: .init(x: anchor.0, y: anchor.1))) }
            fields.append("\"transform\":\"\((transforms.dropLast(scale != 1 ? 1 : 0) + [AttributeCSS.css(TransformValue(geometry))]).joined(separator: " "))\"")
            fields.append("\"transformOrigin\":\"0% 0%\"")
        } else if !transforms.isEmpty {
            fields.append("\"transform\":\"\(transforms.joined(separator: " "))\"")
            fields.append("\"transformOrigin\":\"\(number(anchor.0 * 100))% \(number(anchor.1 * 100))%\"")
        }
        if blur > 0 { fields.append("\"filter\":\"blur(\(number(blur))px)\"") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10000).rounded() / 10000
        return attributeNumberText(rounded)
    }
}
