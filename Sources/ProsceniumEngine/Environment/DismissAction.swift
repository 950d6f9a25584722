/// Dismisses the presentation a view is in: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. In a sheet or popover it closes that presentation (setting
/// the binding that presented it to false, or its item to nil).
@MainActor @preconcurrency
public struct DismissAction {
    package let action: @MainActor () -> Void

    package init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    /// The action outside any presentation: it does nothing. (An environment
    /// key's default is made outside the main actor.)
    package nonisolated static var none: DismissAction { DismissAction(nothing: ()) }
    private nonisolated init(nothing: Void) { action = {} }

    /// Dismisses the current presentation.
    public func callAsFunction() { action() }
}

extension EnvironmentValues {
    private struct DismissKey: EnvironmentKey {
        static var defaultValue: DismissAction { .none }
    }

    private struct IsPresentedKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// The action that dismisses the current presentation.
    public package(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a popover) that is showing.
    public package(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
