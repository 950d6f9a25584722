/// An empty, or identity, modifier, used during development to switch
/// modifiers at compile time: its body is the content, unchanged.
@frozen nonisolated public struct EmptyModifier: ViewModifier {
    /// The modifier that leaves its content as it is.
    public static let identity = EmptyModifier()

    public init() {}

    @MainActor @preconcurrency public func body(content: Content) -> Content { content }
}
