extension View {
    /// Runs `action` when the person clicks this view `count` times in a row
    /// (`count: 2` for a double click).
    ///
    /// The view's element is marked `tappable` so the display sends its clicks,
    /// with the click count as the event's value. A disabled view ignores taps.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapGestureModifier(count: count, action: action))
    }
}

struct TapGestureModifier: PrimitiveModifier {
    let count: Int
    let action: () -> Void

    func render(content: any View, into context: inout RenderContext) {
        context.childEnvironment.pendingElementAttributes["tappable"] = "true"
        if count > 1 { context.childEnvironment.pendingElementAttributes["tapCount"] = String(count) }
        let enabled = context.environment.isEnabled
        let count = self.count
        let action = self.action
        context.on(.click) { event in
            guard enabled else { return }
            // A display counts clicks in a row; one without a count is a single click.
            let clicks = event.value.flatMap(Int.init) ?? 1
            guard count <= 1 || clicks == count else { return }
            action()
        }
        context.addChildren(content)
    }
}
