package import ProsceniumHost

/// How `dismissWindow` closes windows in the current transaction
/// (`withTransaction(\.dismissBehavior, .destructive) { dismissWindow(id:) }`).
public struct DismissBehavior: Sendable {
    let closesRegardless: Bool

    /// Closes a window as a person's click on its close button would: a
    /// window showing a sheet or an alert stays open, and a document with
    /// unsaved changes first asks whether to save them. The default.
    public static let interactive = DismissBehavior(closesRegardless: false)

    /// Closes a window whatever it shows: a sheet or alert over it goes with
    /// it, and a document's unsaved changes are not asked about (they are lost).
    public static let destructive = DismissBehavior(closesRegardless: true)
}

extension Transaction {
    private struct DismissBehaviorKey: TransactionKey {
        static var defaultValue: DismissBehavior { .interactive }
    }

    /// How windows dismissed with `DismissWindowAction` in this transaction
    /// close; `.interactive` unless set.
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }
}

extension AppSession {
    /// Closes `window` for `dismissWindow`, as the current transaction's
    /// dismiss behaviour says: interactively, a window showing a modal
    /// presentation (a sheet, an alert, a confirmation dialog) stays open.
    package func dismiss(_ window: WindowInstance) {
        let behavior = Transaction.current?.dismissBehavior ?? .interactive
        if behavior.closesRegardless {
            close(window, force: true)
            return
        }
        let modal: Set<ElementKind> = [.sheet, .alert, .dialog]
        if window.graph.currentTree().allElements().contains(where: { modal.contains($0.tag) }) { return }
        close(window)
    }
}
