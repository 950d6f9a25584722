import Foundation

/// An app's documents, which the vocabulary keeps (`Documents/`): what the
/// runtime and its sessions ask of them. A runtime of the engine alone has
/// none, and opens no files.
@MainActor
package protocol AppDocuments: AnyObject {
    /// Opens the file at `url` in a window of `session` (or brings forward
    /// the one showing it); tells the person when no document group reads it.
    func open(_ url: URL, in session: AppSession)
    /// An untitled document of `declaration`, a document group, in a new window.
    func newDocument(_ declaration: SceneDeclaration, in session: AppSession)
    /// Reopens the documents a run that ended without saving left.
    func reopenRecovered(in session: AppSession)
    /// Puts the session's document actions (New, Open, the file panels) in
    /// the environment its windows share.
    func addActions(of session: AppSession, to environment: inout EnvironmentValues)
    /// Writes the recovery copies of edited documents now.
    func autosaveNow()
}

/// The document a window edits or shows, as the engine sees it (the
/// vocabulary's `DocumentBox`).
@MainActor
package protocol WindowDocument: AnyObject {
    /// The window showing it.
    var window: WindowInstance? { get set }
    /// The window's title.
    var displayName: String { get }
    /// Whether it has changes not saved.
    var isEdited: Bool { get }
    /// Whether its window may close now; if not, it asks the person
    /// (Save, Don't Save, Cancel) and closes the window itself after.
    func allowsClosing() -> Bool
    /// Its window closed: its recovery copy goes.
    func windowClosed()
    /// An event was handled: its undo group ends, as the run loop ends it on a Mac.
    func eventEnded()
}

/// A window that is an Open or Save panel, as the engine sees it (the
/// vocabulary's `FilePanel`).
@MainActor
package protocol WindowPanel: AnyObject {
    /// Whether the person already chose a file or cancelled.
    var isFinished: Bool { get }
    /// Cancels the panel, which closes its window.
    func cancel()
}
