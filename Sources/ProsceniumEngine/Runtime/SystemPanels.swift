/// The views of the windows the runtime itself opens (About, Help, the
/// error window), made by the vocabulary that starts the runtime: the
/// engine opens and closes these windows but names no view of theirs.
@MainActor
package struct SystemPanels {
    /// The About window's content, given the app's name.
    package var about: @MainActor (String) -> AnyView
    /// The Help window's content, given the app's name.
    package var help: @MainActor (String) -> AnyView
    /// The window that tells the person something failed: the session's
    /// latest message, and a way to close `window`.
    package var error: @MainActor (ErrorMessage, WindowInstance) -> AnyView

    package init(about: @escaping @MainActor (String) -> AnyView, help: @escaping @MainActor (String) -> AnyView,
                 error: @escaping @MainActor (ErrorMessage, WindowInstance) -> AnyView) {
        self.about = about
        self.help = help
        self.error = error
    }
}
