/// A view type that compares itself against its previous value and
/// prevents its child updating if its new value is the same as its old
/// value: the content's own `==` decides, not a comparison of its stored
/// properties one by one.
nonisolated public struct EquatableView<Content>: View, PrimitiveView where Content: Equatable, Content: View {
    /// The view whose `==` decides when its body runs again.
    public var content: Content

    /// Creates a view that shows `content`, updated only when it is no longer `==` to before.
    public init(content: Content) { self.content = content }

    public typealias Body = Never

    // The graph compares this view's one stored property, `content`, with
    // its `==` (an Equatable field's comparison): equal, this view and all
    // inside it are left as they are.
    @MainActor package func render(into context: inout RenderContext) {
        context.addChildren(content)
    }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is
    /// the same as its old value (by its `==`).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
