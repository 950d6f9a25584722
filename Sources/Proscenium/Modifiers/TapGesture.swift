nonisolated extension View {
    /// Runs `action` when the person clicks this view `count` times in a row
    /// (`count: 2` for a double click).
    ///
    /// The view's element is marked `tappable`, and `tapCount` lists the
    /// counts its tap handlers want, so that the display sends a click only
    /// once it knows which count it is: with `.onTapGesture(count: 2)` inside
    /// `.onTapGesture`, a double click is a double tap only, as in SwiftUI.
    /// A disabled view ignores taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}

nonisolated struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: () -> Void

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var pending = context.childEnvironment.pendingElementAttributes
        // Several tap handlers on one view: the element wants each one's count.
        var counts = Set((pending[.tapCount]?.string ?? "").split(separator: " ").compactMap { Int($0) })
        if pending[.tappable] == true, counts.isEmpty { counts.insert(1) }
        counts.insert(max(count, 1))
        pending[.tappable] = true
        pending[.tapCount] = counts == [1] ? nil : .string(counts.sorted().map(String.init).joined(separator: " "))
        context.childEnvironment.pendingElementAttributes = pending
        let enabled = context.environment.isEnabled
        let count = max(self.count, 1)
        let action = self.action
        let node = context.node
        context.on(.click) { [weak node] event in
            // A display counts clicks in a row; one without a count is a single click.
            let clicks = event.value.flatMap(Int.init) ?? 1
            guard clicks == count else {
                // Another tap handler further out may want this count.
                node?.parent?.handler(for: .click)?(event)
                return
            }
            guard enabled else { return }
            action()
        }
        context.addChildren(content)
    }
}
