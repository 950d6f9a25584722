import Foundation
import ProsceniumHost

// SwiftUI's built-in transitions as types (macOS 14). Given to
// `.transition(_:)` (alone or combined), each is the page's built-in value,
// which the page animates. Each one's `body(content:phase:)` shows the
// same change with modifiers, for a transition of your own to compose them
// (`Transition.apply(content:phase:)`).

/// A built-in transition type: its page value.
protocol BuiltInTransitionType: Transition, TransitionNodeValue {
    nonisolated var transitionValue: TransitionValue { get }
}

extension BuiltInTransitionType {
    nonisolated var node: TransitionNode { .value(transitionValue) }
}

/// Fades the view from and to transparent.
nonisolated public struct OpacityTransition: BuiltInTransitionType {
    /// A fade.
    public init() {}
    /// A fade is not motion: it runs when Reduce Motion is on.
    public static let properties = TransitionProperties(hasMotion: false)
    nonisolated var transitionValue: TransitionValue { .opacity }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// No change of its own: the view comes and goes at once.
nonisolated public struct IdentityTransition: BuiltInTransitionType {
    /// No transition.
    public init() {}
    public static let properties = TransitionProperties(hasMotion: false)
    nonisolated var transitionValue: TransitionValue { .identity }
    public func body(content: Content, phase: TransitionPhase) -> IdentityTransition.Content { content }
}

/// Scales the view from and to `scale` around `anchor`.
nonisolated public struct ScaleTransition: BuiltInTransitionType {
    /// The scale the view comes in from and goes out to.
    public var scale: Double
    /// The point the view scales around, in unit coordinates.
    public var anchor: UnitPoint

    /// A transition scaling the view from and to `scale` around `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    nonisolated var transitionValue: TransitionValue {
        .scale(scale, anchorX: Double(anchor.x), anchorY: Double(anchor.y))
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Moves the view from and to `offset` away.
nonisolated public struct OffsetTransition: BuiltInTransitionType {
    /// How far the view is moved while out.
    public var offset: CGSize

    /// A transition moving the view from and to `offset` away.
    public init(_ offset: CGSize) { self.offset = offset }

    nonisolated var transitionValue: TransitionValue { .offset(x: Double(offset.width), y: Double(offset.height)) }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// Moves the view in from, and out to, `edge`: by its own size, so that it
/// is just past that edge while out. The page measures the view for this;
/// the body shows the view in place (a view's size is known to the page).
nonisolated public struct MoveTransition: BuiltInTransitionType {
    /// The edge the view comes in from and goes out to.
    public var edge: Edge

    /// A transition moving the view in from and out to `edge`.
    public init(edge: Edge) { self.edge = edge }

    nonisolated var transitionValue: TransitionValue { .move(edge.transitionEdge) }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from `edge` fading in, and out to the opposite edge
/// fading out. The body fades; the page moves the view by its own size.
nonisolated public struct PushTransition: BuiltInTransitionType {
    /// The edge the view comes in from.
    public var edge: Edge

    /// A transition pushing the view in from `edge`.
    public init(edge: Edge) { self.edge = edge }

    nonisolated var transitionValue: TransitionValue { AnyTransition.pushValue(from: edge) }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Moves the view in from the leading edge and out to the trailing edge, by
/// its own size. The page measures the view for this; the body shows the
/// view in place.
nonisolated public struct SlideTransition: BuiltInTransitionType {
    /// A slide.
    public init() {}
    nonisolated var transitionValue: TransitionValue { AnyTransition.slideValue }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs and fades the view while it comes in and goes out, scaling it as
/// its configuration says.
nonisolated public struct BlurReplaceTransition: BuiltInTransitionType {
    /// How the view scales while it comes in and goes out.
    public struct Configuration: Equatable, Sendable {
        /// The scale the view comes in from and the one it goes out to.
        let insertionScale: Double, removalScale: Double

        /// Scales the view down while removing it and up while inserting it.
        public static let downUp = Configuration(insertionScale: 0.8, removalScale: 0.8)
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(insertionScale: 0.8, removalScale: 1.25)
    }

    /// The transition configuration.
    public var configuration: BlurReplaceTransition.Configuration

    /// A blur-and-replace transition of `configuration`.
    public init(configuration: BlurReplaceTransition.Configuration) { self.configuration = configuration }

    static let radius = 10.0

    nonisolated var transitionValue: TransitionValue {
        func state(_ scale: Double) -> TransitionValue {
            .combined([.blur(radius: Self.radius), .opacity, .scale(scale, anchorX: 0.5, anchorY: 0.5)])
        }
        return .asymmetric(insertion: state(configuration.insertionScale), removal: state(configuration.removalScale))
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale = switch phase {
        case .willAppear: configuration.insertionScale
        case .didDisappear: configuration.removalScale
        default: 1.0
        }
        return content
            .scaleEffect(CGFloat(scale))
            .blur(radius: phase.isIdentity ? 0 : CGFloat(Self.radius))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension AsymmetricTransition {
    /// Motion when either side moves.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

extension Transition {
    /// `content` as this transition shows it in `phase`: its body around the view.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: content, outer: nil), phase: phase)
    }
}

nonisolated extension Transition where Self == OpacityTransition {
    /// Fades from and to transparent.
    public static var opacity: OpacityTransition { OpacityTransition() }
}
nonisolated extension Transition where Self == IdentityTransition {
    /// No change of its own.
    public static var identity: IdentityTransition { IdentityTransition() }
}
nonisolated extension Transition where Self == ScaleTransition {
    /// Grows from nothing and shrinks to nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales from and to `scale` around `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}
nonisolated extension Transition where Self == SlideTransition {
    /// Comes in from the leading edge and goes out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}
nonisolated extension Transition where Self == MoveTransition {
    /// Comes in from, and goes out to, `edge`.
    public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}
nonisolated extension Transition where Self == OffsetTransition {
    /// Comes in from `offset` away and goes back there.
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}
nonisolated extension Transition where Self == PushTransition {
    /// Comes in from `edge` fading in, and goes out to the opposite edge fading out.
    public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}
nonisolated extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out (scaling down out, up in).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// Blurs, fades and scales the view in and out as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}
