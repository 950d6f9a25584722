// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
import ProsceniumHost

// Transitions that run as views: a custom `Transition`'s
// `body(content:phase:)` and `AnyTransition.modifier(active:identity:)`, alone
// or inside `AnyTransition(_:)`, `combined(with:)`, `asymmetric` and
// `animation(_:)`. The view shows each part at `.identity`. Each part is also
// rendered once, off screen, around an empty stand-in for the content at
// `.willAppear`, `.identity` and `.didDisappear`; what its modifiers do to the
// stand-in (opacity, offset, scale, rotation and other geometry, blur),
// measured from its `.identity`, becomes the state the page animates the view
// in from and out to. Those renders are kept per view and redone only when the
// transition changes.

/// A transition as the page runs it: built-in values and parts that run as views.
/// Unchecked Sendable: its parts are views' values, made and run on the main actor
/// (a transition is built in a body); the enum is never mutated.
indirect enum TransitionNode: @unchecked Sendable {
    case value(TransitionValue)
    case part(any TransitionBodyPart)
    case combined([TransitionNode])
    case asymmetric(insertion: TransitionNode, removal: TransitionNode)
    case animated(TransitionNode, AnimationValue)

    /// The transition's value when every part of it is built in, else nil.
    var builtIn: TransitionValue? {
        switch self {
        case let .value(value): return value
        case .part: return nil
        case let .combined(nodes):
            var parts: [TransitionValue] = []
            for node in nodes {
                guard let value = node.builtIn else { return nil }
                parts += value.parts
            }
            return .combined(parts)
        case let .asymmetric(insertion, removal):
            guard let insertion = insertion.builtIn, let removal = removal.builtIn else { return nil }
            return .asymmetric(insertion: insertion, removal: removal)
        case let .animated(node, animation): return node.builtIn.map { .animated($0, animation) }
        }
    }

    /// This transition and `other` at once.
    func combined(with other: TransitionNode) -> TransitionNode {
        if let mine = builtIn, let theirs = other.builtIn { return .value(.combined(mine.parts + theirs.parts)) }
        return .combined([self, other])
    }

    /// `content` as this transition shows it in `phase`: each part's body,
    /// innermost first (an asymmetric transition's insertion, then its removal).
    @MainActor func apply(to content: any View, phase: TransitionPhase) -> any View {
        switch self {
        case .value: content
        case let .part(part): part.apply(to: content, phase: phase)
        case let .combined(nodes): nodes.reduce(content) { $1.apply(to: $0, phase: phase) }
        case let .asymmetric(insertion, removal):
            removal.apply(to: insertion.apply(to: content, phase: phase == .didDisappear ? .identity : phase),
                          phase: phase == .willAppear ? .identity : phase)
        case let .animated(node, _): node.apply(to: content, phase: phase)
        }
    }

    /// The transition's value, each part given its states by `states` in order.
    @MainActor func value(_ states: (any TransitionBodyPart) -> TransitionValue) -> TransitionValue {
        switch self {
        case let .value(value): value
        case let .part(part): states(part)
        case let .combined(nodes): .combined(nodes.flatMap { $0.value(states).parts })
        case let .asymmetric(insertion, removal):
            .asymmetric(insertion: insertion.value(states), removal: removal.value(states))
        case let .animated(node, animation): .animated(node.value(states), animation)
        }
    }
}

/// A part of a transition that runs as views.
protocol TransitionBodyPart {
    /// `content` as the part shows it in `phase`.
    @MainActor func apply(to content: any View, phase: TransitionPhase) -> any View
    /// Whether `other` is the same part with the same values (its states need not be measured again).
    @MainActor func isSame(as other: any TransitionBodyPart) -> Bool
}

/// A custom `Transition` type's body.
struct TransitionTypePart<T: Transition>: TransitionBodyPart {
    let transition: T
    @MainActor func apply(to content: any View, phase: TransitionPhase) -> any View {
        transition.body(content: PlaceholderContentView(content: content, outer: nil), phase: phase)
    }
    @MainActor func isSame(as other: any TransitionBodyPart) -> Bool {
        guard let other = other as? Self else { return false }
        return valuesEqual(transition, other.transition)
    }
}

/// `AnyTransition.modifier(active:identity:)`: `identity` while shown, `active` while out.
struct ModifierTransitionPart<Modifier: ViewModifier>: TransitionBodyPart {
    let active: Modifier
    let identity: Modifier
    @MainActor func apply(to content: any View, phase: TransitionPhase) -> any View {
        func modified<V: View>(_ view: V) -> any View { view.modifier(phase.isIdentity ? identity : active) }
        return modified(content)
    }
    @MainActor func isSame(as other: any TransitionBodyPart) -> Bool {
        guard let other = other as? Self else { return false }
        return valuesEqual(active, other.active) && valuesEqual(identity, other.identity)
    }
}

/// `.transition(_:)` with a transition that has parts running as views: the
/// view shows them at `.identity`; the page runs their measured states.
nonisolated struct TransitionNodeModifier: PrimitiveModifier {
    let node: TransitionNode

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let value = node.builtIn ?? context.state("transition.states", TransitionStates.init).value(of: node)
        context.childEnvironment.pendingElementAttributes[.transition] = .transition(value)
        context.addChildren(node.apply(to: content, phase: .identity))
    }
}

/// The measured states of a view's transition parts, kept from its last
/// render: an update that leaves the transition as it was measures nothing.
@MainActor final class TransitionStates {
    private var measured: [(part: any TransitionBodyPart, value: TransitionValue)] = []

    func value(of node: TransitionNode) -> TransitionValue {
        var index = 0
        var next: [(part: any TransitionBodyPart, value: TransitionValue)] = []
        let value = node.value { part in
            defer { index += 1 }
            let state: TransitionValue
            if index < measured.count, part.isSame(as: measured[index].part) {
                state = measured[index].value
            } else {
                state = .asymmetric(insertion: Self.state(of: part, in: .willAppear),
                                    removal: Self.state(of: part, in: .didDisappear))
            }
            next.append((part, state))
            return state
        }
        measured = next
        return value
    }

    /// What `part` does in `phase` to the view it is given, from what it does at `.identity`.
    static func state(of part: any TransitionBodyPart, in phase: TransitionPhase) -> TransitionValue {
        let out = ProbedEffect(part, phase), shown = ProbedEffect(part, .identity)
        var parts: [TransitionValue] = []
        // The page replaces the view's opacity and filter with these, and adds this motion to its own.
        if out.opacity != shown.opacity { parts.append(.fade(opacity: out.opacity)) }
        if out.x != shown.x || out.y != shown.y { parts.append(.offset(x: out.x - shown.x, y: out.y - shown.y)) }
        if out.geometry != shown.geometry {
            let undone = shown.geometry.reversed().map(\.inverse)
            let geometry = undone.contains(nil) ? out.geometry : undone.compactMap { $0 } + out.geometry
            parts.append(.transform(TransformValue(geometry)))
        }
        if out.blur != shown.blur { parts.append(.blur(radius: out.blur)) }
        return parts.count == 1 ? parts[0] : parts.isEmpty ? .identity : .combined(parts)
    }
}

/// What a transition part's modifiers do, in one phase, to an empty stand-in for the view.
@MainActor private struct ProbedEffect {
    var opacity = 1.0, x = 0.0, y = 0.0, blur = 0.0
    var geometry: [TransformValue.Operation] = []

    init(_ part: any TransitionBodyPart, _ phase: TransitionPhase) {
        let marker = "proscenium.transition.content"
        let graph = ViewGraph(content: AnyView(existential: part.apply(to: Color.clear.accessibilityIdentifier(marker), phase: phase)),
                              label: "transition")
        defer { graph.tearDown() }
        guard let path = graph.snapshot().path(to: { $0.attributes[.identifier]?.string == marker }) else { return }
        for element in path {
            if let value = element.attributes[.opacity]?.amount { opacity *= value }
            x += element.attributes[.offsetX]?.amount ?? 0
            y += element.attributes[.offsetY]?.amount ?? 0
            geometry += element.transform?.operations ?? []
            for case let .blur(radius, _) in element.attributes[.filters]?.filters ?? [] { blur = max(blur, radius) }
        }
    }
}

extension TransformValue.Operation {
    /// The operation that undoes this one, when there is a simple one.
    fileprivate var inverse: TransformValue.Operation? {
        switch self {
        case let .translate(x, y): .translate(x: -x, y: -y)
        case let .rotate(degrees, anchor): .rotate(degrees: -degrees, anchor: anchor)
        case let .scale(x, y, anchor) where x != 0 && y != 0: .scale(x: 1 / x, y: 1 / y, anchor: anchor)
        default: nil
        }
    }
}

extension AttributeValue {
    /// The value as a number, however it is written.
    fileprivate var amount: Double? { number ?? length ?? string.flatMap(Double.init) }
}

extension RenderElement {
    /// The elements from this one down to the first that satisfies `predicate`, or nil.
    func path(to predicate: (RenderElement) -> Bool) -> [RenderElement]? {
        if predicate(self) { return [self] }
        for child in children {
            if let path = child.path(to: predicate) { return [self] + path }
        }
        return nil
    }
}
