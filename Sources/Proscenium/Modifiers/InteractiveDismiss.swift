// `interactiveDismissDisabled`: a sheet or popover whose content says so
// stays when the person dismisses it (Escape, a click outside); the app
// still dismisses it by its binding or `dismiss()`.

/// Whether the content of a presentation refuses the person's dismissal.
@MainActor
final class InteractiveDismissGuard {
    /// The refusals of the views that say so, by view.
    var refusals: [ObjectIdentifier: Bool] = [:]
    var isDisabled: Bool { refusals.values.contains(true) }
}

extension EnvironmentValues {
    private struct InteractiveDismissGuardKey: EnvironmentKey {
        static var defaultValue: InteractiveDismissGuard? { nil }
    }

    /// The presentation around these views, which they may keep from the person's dismissal.
    var interactiveDismissGuard: InteractiveDismissGuard? {
        get { self[InteractiveDismissGuardKey.self] }
        set { self[InteractiveDismissGuardKey.self] = newValue }
    }
}

nonisolated struct InteractiveDismissDisabledModifier: PrimitiveModifier {
    let isDisabled: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let dismissGuard = context.environment.interactiveDismissGuard {
            let id = ObjectIdentifier(context.node)
            if dismissGuard.refusals[id] == nil {
                context.node.onUnmount { [weak dismissGuard] in dismissGuard?.refusals[id] = nil }
            }
            dismissGuard.refusals[id] = isDisabled
        }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// Keeps the sheet or popover around this view from being dismissed by
    /// the person (Escape, a click outside) while `isDisabled` is true.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
}
