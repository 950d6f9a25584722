nonisolated extension View {
    /// Keeps the submissions of fields inside this view from reaching the
    /// `onSubmit` actions outside it (those inside still run); with
    /// `isBlocking` false, submissions pass on as before.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(SubmitScopeModifier(isBlocking: isBlocking))
    }
}

/// `submitScope(_:)`: a submission that reaches it goes no further up.
nonisolated struct SubmitScopeModifier: PrimitiveModifier {
    let isBlocking: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if isBlocking { context.on(.submit) { _ in } }
        context.addChildren(content)
    }
}
