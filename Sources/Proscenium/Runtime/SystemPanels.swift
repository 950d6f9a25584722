/// The views of the windows the runtime itself opens (the error window),
/// made by the vocabulary that starts the runtime: the engine opens and
/// closes these windows but names no view of theirs.
@MainActor
package struct SystemPanels {
    /// The window that tells the person something failed: the session's
    /// latest message, and a way to close `window`.
    package var error: @MainActor (ErrorMessage, WindowInstance) -> AnyView

    package init(error: @escaping @MainActor (ErrorMessage, WindowInstance) -> AnyView) {
        self.error = error
    }
}
