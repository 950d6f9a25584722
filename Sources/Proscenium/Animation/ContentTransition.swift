import ProsceniumHost

/// How a view's content (a text's characters) changes under an animation.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    /// The new content shows at once.
    public static let identity = ContentTransition(name: "identity")
    /// The new content fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content blends from old to new (in the page: a fade, as `opacity`).
    public static let interpolate = ContentTransition(name: "opacity")
    /// Numbers roll: the new text comes in from below (from above when `countsDown`), fading.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericDown" : "numericUp")
    }
    /// Numbers roll in the direction `value` moved (the page rolls upward).
    public static func numericText(value: Double) -> ContentTransition { numericText() }
    /// Symbol images change with a fade.
    public static let symbolEffect = ContentTransition(name: "opacity")
}

nonisolated extension View {
    /// How this view's content changes when an animated change replaces it.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(ElementAttributeModifier(attributes: [.contentTransition: .string(transition.name)]))
            .environment(\.contentTransition, transition)
    }
}

extension EnvironmentValues {
    private struct ContentTransitionKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }
    private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// How the content of the texts below changes when an animated change
    /// replaces it (`contentTransition(_:)` sets it too).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether a content transition is drawn offscreen as one layer. It
    /// changes how SwiftUI composites the transition on the GPU, not what
    /// shows: the page's transitions look the same either way.
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}
