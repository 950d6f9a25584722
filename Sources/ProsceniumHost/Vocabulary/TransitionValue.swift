/// How a view comes in and goes out when it is inserted or removed under an
/// animation (SwiftUI's `AnyTransition`, `.transition(_:)`).
///
/// A display reads it from the `transition` attribute of the element it
/// inserts or removes; an element without one fades (`opacity`). A removed
/// element stays shown until its removal ends.
public indirect enum TransitionValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// No change: it appears and goes at once (beside animated siblings).
    case identity
    /// Fades in from, and out to, transparent.
    case opacity
    /// Grows from, and shrinks to, `scale` around `anchor` (unit coordinates: 0.5, 0.5 is the centre).
    case scale(Double, anchorX: Double, anchorY: Double)
    /// Moved by its own size towards `edge` while out.
    case move(EdgeName)
    /// Moved by this many points while out.
    case offset(x: Double, y: Double)
    /// `insertion` when it comes in, `removal` when it goes.
    case asymmetric(insertion: TransitionValue, removal: TransitionValue)
    /// All of these at once.
    case combined([TransitionValue])
    /// Blurred while out (`blurReplace`).
    case blur(radius: Double)
    /// `transition` with an animation of its own, used even when the change
    /// that inserts or removes the view has none (`AnyTransition.animation(_:)`).
    case animated(TransitionValue, AnimationValue)
    /// Faded to `opacity` (0...1) while out: what a custom `Transition`'s
    /// `opacity` gives its phase.
    case fade(opacity: Double)
    /// Transformed while out (about the element's top leading corner, as the
    /// `transform` attribute): a custom `Transition`'s scale, rotation and
    /// other geometry effects.
    case transform(TransformValue)

    /// An edge of a view.
    public enum EdgeName: String, Hashable, Sendable, Codable {
        case top, leading, bottom, trailing
    }

    /// The transition used when the view comes in.
    public var insertion: TransitionValue {
        switch self {
        case let .asymmetric(insertion, _): insertion.insertion
        case let .combined(parts): .combined(parts.map(\.insertion))
        case let .animated(transition, animation): .animated(transition.insertion, animation)
        default: self
        }
    }

    /// The transition used when the view goes.
    public var removal: TransitionValue {
        switch self {
        case let .asymmetric(_, removal): removal.removal
        case let .combined(parts): .combined(parts.map(\.removal))
        case let .animated(transition, animation): .animated(transition.removal, animation)
        default: self
        }
    }

    /// The animation the transition brings of its own, if any.
    public var ownAnimation: AnimationValue? {
        switch self {
        case let .animated(_, animation): animation
        case let .combined(parts): parts.lazy.compactMap(\.ownAnimation).first
        default: nil
        }
    }

    public var description: String {
        switch self {
        case .identity: "identity"
        case .opacity: "opacity"
        case let .scale(scale, x, y): "scale \(attributeNumberText(scale)) at \(attributeNumberText(x)), \(attributeNumberText(y))"
        case let .move(edge): "move \(edge.rawValue)"
        case let .offset(x, y): "offset \(attributeNumberText(x)), \(attributeNumberText(y))"
        case let .asymmetric(insertion, removal): "asymmetric(\(insertion), \(removal))"
        case let .combined(parts): parts.map(\.description).joined(separator: " + ")
        case let .blur(radius): "blur \(attributeNumberText(radius))"
        case let .animated(transition, animation): "\(transition) with \(animation)"
        case let .fade(opacity): "fade \(attributeNumberText(opacity))"
        case let .transform(transform): "transform \(transform)"
        }
    }
}
