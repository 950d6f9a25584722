import Foundation
import ProsceniumHost

/// How a view comes in when it is inserted and goes when it is removed,
/// under an animation. The display runs it: an inserted element starts from
/// the transition's state and animates to its own; a removed one stays shown,
/// out of the layout, until it has animated to that state, then goes.
public struct AnyTransition: Sendable {
    let value: TransitionValue

    init(_ value: TransitionValue) { self.value = value }

    /// A transition of the `Transition` protocol (its `body` is not run: see
    /// `Transition`).
    public init<T: Transition>(_ transition: T) { value = transition.transitionValue }

    /// Fades from and to transparent.
    public static let opacity = AnyTransition(.opacity)
    /// No change of its own.
    public static let identity = AnyTransition(.identity)
    /// Comes in from the leading edge and goes out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing))) }
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
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: .combined([.move(edge.transitionEdge), .opacity]),
                                  removal: .combined([.move(edge.opposite.transitionEdge), .opacity])))
    }
    /// `insertion` when the view comes in, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.value, removal: removal.value))
    }
    /// This transition and `other` at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(value.parts + other.value.parts))
    }
    /// This transition, run with `animation` even when the change has none.
    public func animation(_ animation: Animation?) -> AnyTransition {
        guard let animation else { return self }
        return AnyTransition(.animated(value, animation.value))
    }
    /// A transition between two states of a modifier. The modifier is not
    /// honoured (the page cannot run an arbitrary modifier per frame): the view fades instead.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { .opacity }
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
/// the body (a colour, say) show at `.identity` only. Inside
/// `AnyTransition(_:)`, `combined(with:)` or `asymmetric`, a custom type's body is not honoured: it fades.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        BuiltInTransition(value: .combined(transitionValue.parts + other.transitionValue.parts))
    }
    /// This transition, run with `animation` even when the change has none.
    public func animation(_ animation: Animation?) -> some Transition {
        BuiltInTransition(value: animation.map { .animated(transitionValue, $0.value) } ?? transitionValue)
    }
    nonisolated var transitionValue: TransitionValue {
        (self as? any BuiltInTransitionValue)?.builtInValue ?? .opacity
    }
}

/// A transition the page knows how to run.
protocol BuiltInTransitionValue {
    nonisolated var builtInValue: TransitionValue { get }
}

/// The transition types of SwiftUI's names, each one a built-in value.
nonisolated public struct BuiltInTransition: Transition, BuiltInTransitionValue {
    let value: TransitionValue
    nonisolated var builtInValue: TransitionValue { value }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public typealias OpacityTransition = BuiltInTransition
public typealias IdentityTransition = BuiltInTransition
public typealias ScaleTransition = BuiltInTransition
public typealias SlideTransition = BuiltInTransition
public typealias MoveTransition = BuiltInTransition
public typealias OffsetTransition = BuiltInTransition
public typealias PushTransition = BuiltInTransition
public typealias BlurReplaceTransition = BuiltInTransition

nonisolated extension Transition where Self == BuiltInTransition {
    public static var opacity: BuiltInTransition { BuiltInTransition(value: .opacity) }
    public static var identity: BuiltInTransition { BuiltInTransition(value: .identity) }
    public static var scale: BuiltInTransition { BuiltInTransition(value: .scale(0, anchorX: 0.5, anchorY: 0.5)) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> BuiltInTransition {
        BuiltInTransition(value: .scale(scale, anchorX: Double(anchor.x), anchorY: Double(anchor.y)))
    }
    public static var slide: BuiltInTransition { BuiltInTransition(value: AnyTransition.slide.value) }
    public static func move(edge: Edge) -> BuiltInTransition { BuiltInTransition(value: .move(edge.transitionEdge)) }
    public static func offset(_ offset: CGSize) -> BuiltInTransition {
        BuiltInTransition(value: .offset(x: Double(offset.width), y: Double(offset.height)))
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> BuiltInTransition {
        BuiltInTransition(value: .offset(x: Double(x), y: Double(y)))
    }
    public static func push(from edge: Edge) -> BuiltInTransition { BuiltInTransition(value: AnyTransition.push(from: edge).value) }
    public static var blurReplace: BuiltInTransition { BuiltInTransition(value: .combined([.blur(radius: 10), .opacity])) }
}

/// `.asymmetric(insertion:removal:)` for `Transition` types.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, BuiltInTransitionValue {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    nonisolated var builtInValue: TransitionValue {
        .asymmetric(insertion: insertion.transitionValue, removal: removal.transitionValue)
    }
    @MainActor public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

nonisolated extension View {
    /// How this view comes in and goes out when an animated change inserts or removes it.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(ElementAttributeModifier(attributes: [.transition: .transition(t.value)]))
    }

    /// How this view comes in and goes out, as a `Transition` type: a custom
    /// one's `body(content:phase:)` gives the states it comes in from
    /// (`.willAppear`) and goes out to (`.didDisappear`).
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionTypeModifier(transition: transition))
    }
}
