/// The kinds of field whose submission an `onSubmit(of:_:)` action handles.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public typealias RawValue = Int
    public let rawValue: SubmitTriggers.RawValue
    public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
    /// Return pressed in a text field (or secure field).
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search submitted in a search field.
    public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
    /// Runs `action` when the person submits a field inside this view (presses
    /// Return in a text field; with `.search`, submits a search).
    ///
    /// Submissions of other kinds go on to an `onSubmit` further up.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }
}

nonisolated struct SubmitModifier: PrimitiveModifier {
    let triggers: SubmitTriggers
    let action: () -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let triggers = self.triggers
        let action = self.action
        let node = context.node
        context.on(.submit) { event in
            // A search field's submission says so in its value.
            let trigger: SubmitTriggers = event.value == "search" ? .search : .text
            if triggers.contains(trigger) {
                action()
            } else {
                node.parent?.handler(for: .submit)?(event)
            }
        }
        context.addChildren(content)
    }
}
