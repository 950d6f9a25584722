import Foundation
import ProsceniumHost

/// How a view comes in when it is inserted and goes when it is removed,
/// under an animation. The display runs it: an inserted element starts from
/// the transition's state and animates to its own; a removed one stays shown,
/// out of the layout, until it has animated to that state, then goes.
public struct AnyTransition: Sendable {
    let node: TransitionNode

    init(_ value: TransitionValue) { node = .value(value) }
    init(node: TransitionNode) { self.node = node }

    /// A transition of the `Transition` protocol: a custom one runs through
    /// its `body(content:phase:)`, here and combined with others.
    public init<T: Transition>(_ transition: T) { node = transition.transitionNode }

    /// Fades from and to transparent.
    public static let opacity = AnyTransition(.opacity)
    /// No change of its own.
    public static let identity = AnyTransition(.identity)
    /// Comes in from the leading edge and goes out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(slideValue) }
    static let slideValue = TransitionValue.asymmetric(insertion: .move(.leading), removal: .move(.trailing))
    /// Grows from nothing and shrinks to nothing.
    public static var scale: AnyTransition { scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(Double(scale), anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    /// Comes in from, and goes out to, `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge.transitionEdge)) }
    /// Comes in from `offset` away and goes back there.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.offset(x: Double(offset.width), y: Double(offset.height)))
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(.offset(x: Double(x), y: Double(y)))
    }
    /// Comes in from `edge` fading in, and goes out to the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(pushValue(from: edge)) }
    static func pushValue(from edge: Edge) -> TransitionValue {
        .asymmetric(insertion: .combined([.move(edge.transitionEdge), .opacity]),
                    removal: .combined([.move(edge.opposite.transitionEdge), .opacity]))
    }
    /// `insertion` when the view comes in, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(node: .asymmetric(insertion: insertion.node, removal: removal.node))
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(node: node.combined(with: other.node))
    }
    /// This transition, run with `animation` even when the change has none.
    public func animation(_ animation: Animation?) -> AnyTransition {
        guard let animation else { return self }
        return AnyTransition(node: .animated(node, animation.value))
    }
    /// A transition between two states of a modifier: the view shows
    /// `identity`, is inserted from `active` and removed to it. What `active`
    /// does beyond `identity` to its opacity, offset, scale, rotation and
    /// other geometry, and blur, the page animates; other effects of
    /// `active` (a colour, say) do not show while the view comes and goes.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(node: .part(ModifierTransitionPart(active: active, identity: identity)))
    }

    /// The transition's value when it is all built in.
    var value: TransitionValue? { node.builtIn }
}

extension TransitionValue {
    /// The transitions this one runs at once.
    var parts: [TransitionValue] {
        if case let .combined(parts) = self { return parts }
        return [self]
    }
}

extension Edge {
    var transitionEdge: TransitionValue.EdgeName {
        switch self {
        case .top: .top
        case .leading: .leading
        case .bottom: .bottom
        case .trailing: .trailing
        }
    }

    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}

/// The phases of a transition, as `Transition.body(content:phase:)` is given them.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear
    /// Whether the view is in or going to its identity state.
    public var isIdentity: Bool { self == .identity }
    /// -1 coming in (`willAppear`), 0 shown, 1 going out (`didDisappear`), as in SwiftUI.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition needs from the display.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition as a type (macOS 14). The built-in ones (`.opacity`,
/// `.scale`, `.slide`, `.move(edge:)`, `.offset`, `.push(from:)`,
/// `.blurReplace`, `.identity`, and their combinations) run in the page. A
/// custom type given to `.transition(_:)` runs through its
/// `body(content:phase:)`: what its modifiers do to the view at `.willAppear`
/// and `.didDisappear` (opacity, offset, scale, rotation and other geometry
/// effects, blur) is where the page animates the view in from and out to;
/// at `.identity` the view shows the body's modifiers. Other modifiers in
/// the body (a colour, say) show at `.identity` only. The same holds inside
/// `AnyTransition(_:)`, `combined(with:)`, `asymmetric` and `animation(_:)`.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    nonisolated static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    nonisolated var transitionNode: TransitionNode {
        (self as? any TransitionNodeValue)?.node ?? .part(TransitionTypePart(transition: self))
    }
}

extension Transition {
    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        ComposedTransition(node: transitionNode.combined(with: other.transitionNode))
    }
    /// This transition, run with `animation` even when the change has none.
    public func animation(_ animation: Animation?) -> some Transition {
        ComposedTransition(node: animation.map { .animated(transitionNode, $0.value) } ?? transitionNode)
    }
}

/// A transition type that is a `TransitionNode` of its own (built in or composed).
protocol TransitionNodeValue {
    nonisolated var node: TransitionNode { get }
}

/// `combined(with:)` and `animation(_:)` of `Transition` types.
nonisolated struct ComposedTransition: Transition, TransitionNodeValue {
    let node: TransitionNode
    @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(existential: node.apply(to: content, phase: phase))
    }
}

/// `.asymmetric(insertion:removal:)` for `Transition` types.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, TransitionNodeValue {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    nonisolated var node: TransitionNode {
        .asymmetric(insertion: insertion.transitionNode, removal: removal.transitionNode)
    }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
        AnyView(existential: node.apply(to: content, phase: phase))
    }
}

nonisolated extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionNodeModifier(node: t.node))
    }

    /// How this view comes in and goes out, as a `Transition` type: a custom
    /// one's `body(content:phase:)` gives the states it comes in from
    /// (`.willAppear`) and goes out to (`.didDisappear`).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionNodeModifier(node: transition.transitionNode))
    }
}
