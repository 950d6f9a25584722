import Foundation

/// AppKit's document, as an app beside SwiftUI's `DocumentGroup` sees the
/// documents its windows edit (`NSDocumentController.shared.documents`): its
/// file, its name and whether it has unsaved changes, read from the window
/// that shows it; `close()` closes that window.
@MainActor @preconcurrency
open class NSDocument: NSObject {
    weak var box: DocumentBox?
    weak var window: WindowInstance?

    init(box: DocumentBox, window: WindowInstance) {
        self.box = box
        self.window = window
        super.init()
    }

    /// The file the document was read from or saved to; nil while untitled.
    open var fileURL: URL? { box?.fileURL }

    /// The name its window shows: the file's name, or "Untitled".
    open var displayName: String! { box?.displayName ?? "" }

    /// The uniform type identifier of the document's type.
    open var fileType: String? { box?.contentType.identifier }

    /// Whether the document has changes not yet saved.
    open var isDocumentEdited: Bool { box?.isEdited ?? false }

    /// Closes the document's window (without asking to save, as AppKit's `close()`).
    open func close() {
        guard let window, let session = window.session else { return }
        session.close(window, force: true)
    }
}

/// AppKit's document controller: the documents the app's `DocumentGroup`
/// windows edit, in the page the person is using. It opens a new untitled
/// document or a file in a window, as File > New and Open do.
@MainActor @preconcurrency
open class NSDocumentController: NSObject {
    private static let sharedController = NSDocumentController()
    /// The documents handed out, so one document is one object.
    private var made: [ObjectIdentifier: NSDocument] = [:]

    /// The app's document controller.
    open class var shared: NSDocumentController { sharedController }

    public override init() { super.init() }

    /// The documents open in the page the person is using, front window last.
    open var documents: [NSDocument] {
        guard let session = NSApplication.shared.runtime?.modalSession else { return [] }
        made = made.filter { $0.value.box != nil && $0.value.window?.session != nil }
        return session.windows.compactMap { window in
            guard let box = window.document else { return nil }
            if let known = made[ObjectIdentifier(box)] { return known }
            let document = NSDocument(box: box, window: window)
            made[ObjectIdentifier(box)] = document
            return document
        }
    }

    /// The document of the key window.
    open var currentDocument: NSDocument? {
        guard let key = NSApplication.shared.runtime?.modalSession?.keyWindow else { return nil }
        return documents.first { $0.window === key }
    }

    /// The document open from `url`, if any.
    open func document(for url: URL) -> NSDocument? {
        documents.first { $0.fileURL?.standardizedFileURL == url.standardizedFileURL }
    }

    /// A new untitled document of the app's first document type, in a new
    /// window. Every document shows in a window in the page, so the window
    /// opens whatever `displayDocument` says. Throws when no page is
    /// connected (the first page to connect opens an untitled document
    /// itself) or the app has no document group that makes new documents.
    open func openUntitledDocumentAndDisplay(_ displayDocument: Bool) throws -> NSDocument {
        guard let session = NSApplication.shared.runtime?.modalSession, session.editorDocumentGroup != nil else {
            throw CocoaError(.featureUnsupported)
        }
        session.newDocument()
        guard let made = documents.last(where: { $0.window === session.windows.last }) else {
            throw CocoaError(.featureUnsupported)
        }
        return made
    }

    /// File > New: a new untitled document in a window.
    open func newDocument(_ sender: Any?) {
        _ = try? openUntitledDocumentAndDisplay(true)
    }

    /// Opens the file at `url` in a window (or brings forward the window
    /// that shows it), then tells `completionHandler` the document, whether
    /// it was open already, and the error when it could not be read.
    open func openDocument(withContentsOf url: URL, display displayDocument: Bool,
                           completionHandler: @escaping (NSDocument?, Bool, (any Error)?) -> Void) {
        guard let session = NSApplication.shared.runtime?.modalSession else {
            completionHandler(nil, false, CocoaError(.featureUnsupported))
            return
        }
        let wasOpen = document(for: url) != nil
        do {
            try session.openDocument(at: url)
            completionHandler(document(for: url), wasOpen, nil)
        } catch {
            completionHandler(nil, false, error)
        }
    }
}
