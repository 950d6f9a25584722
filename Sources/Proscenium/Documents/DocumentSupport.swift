import ProsceniumHost

/// An app's documents as its runtime asks for them (`AppDocuments`): the
/// sessions' File menu work (`SessionDocuments.swift`) and the recovery
/// copies of edited documents.
@MainActor
final class DocumentSupport: AppDocuments {
    /// Recovery copies of edited documents, beside the restoration file
    /// (nil: the app keeps none).
    let recovery: RecoveryStore?

    init(restorationFile: URL?) {
        recovery = restorationFile.map {
            RecoveryStore(folder: $0.deletingLastPathComponent().appendingPathComponent("Recovery"))
        }
    }

    func open(_ url: URL, in session: AppSession) {
        do {
            try session.openDocument(at: url)
        } catch {
            documentLog.error("\(error)")
            session.showError("\(error)")
        }
    }

    func newDocument(_ declaration: SceneDeclaration, in session: AppSession) { session.newDocument(declaration) }

    func reopenRecovered(in session: AppSession) { session.reopenRecoveredDocuments() }

    func addActions(of session: AppSession, to environment: inout EnvironmentValues) {
        environment.newDocument = session.newDocumentAction
        environment.openDocument = session.openDocumentAction
        environment.filePanelPresenter = session.filePanelPresenter
    }

    func autosaveNow() { recovery?.autosaveNow() }
}

extension AppRuntime {
    /// Recovery copies of edited documents (nil: the app keeps none).
    var recovery: RecoveryStore? { (documents as? DocumentSupport)?.recovery }
}

extension WindowInstance {
    /// The document a document window edits or shows.
    var document: DocumentBox? {
        get { documentObject as? DocumentBox }
        set { documentObject = newValue }
    }

    /// The Open or Save panel this window is.
    var panel: FilePanel? {
        get { panelObject as? FilePanel }
        set { panelObject = newValue }
    }
}

extension DocumentBox: WindowDocument {
    func allowsClosing() -> Bool {
        guard isEdited, isEditable, let window else { return true }
        prompt = .unsavedChanges(closing: true)
        window.session?.makeKey(window)
        window.documentChanged()
        return false
    }

    func windowClosed() { recovery?.remove(self) }

    func eventEnded() { undoManager._endEventGrouping() }
}

extension FilePanel: WindowPanel {}
