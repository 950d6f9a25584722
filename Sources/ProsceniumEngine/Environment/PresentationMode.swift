/// Whether a view is presented (a sheet, a popover, a pushed view), and the
/// way to dismiss it: the older spelling of `\.isPresented` and `\.dismiss`.
@available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
public struct PresentationMode {
    /// Whether the view is presented.
    public private(set) var isPresented: Bool
    package let dismissAction: DismissAction

    /// Dismisses the view, if it is presented.
    public mutating func dismiss() {
        guard isPresented else { return }
        let action = dismissAction
        MainActor.assumeIsolated { action() }
    }
}

extension EnvironmentValues {
    /// The presentation mode of the view: `presentationMode.wrappedValue.dismiss()`.
    @available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        // The change `dismiss()` makes is the dismissal itself: nothing to write back.
        return Binding(get: { mode }, set: { _ in })
    }
}
