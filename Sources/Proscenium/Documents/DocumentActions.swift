/// Makes a new document window: `newDocument(MyDocument())`.
@MainActor
public struct NewDocumentAction {
    let make: (_ document: (() -> Any)?, _ contentType: UTType?) -> Void

    /// A new window editing `newDocument()`, in the group that edits its type.
    public func callAsFunction<D: FileDocument>(_ newDocument: @autoclosure @escaping () -> D) {
        make({ newDocument() }, D.readableContentTypes.first)
    }

    /// A new window editing the object `newDocument()` makes.
    public func callAsFunction<D: ReferenceFileDocument>(_ newDocument: @escaping () -> D) {
        make({ newDocument() }, D.readableContentTypes.first)
    }

    /// A new document of the group that reads `contentType`.
    public func callAsFunction(contentType: UTType) { make(nil, contentType) }
}

/// Opens a document at a URL in a window: `try await openDocument(at: url)`.
@MainActor
public struct OpenDocumentAction {
    let open: (URL) throws -> Void

    /// Opens `url`, or throws when no document group can read it (the file is left untouched).
    public func callAsFunction(at url: URL) async throws { try open(url) }
}

extension EnvironmentValues {
    private struct NewDocumentKey: EnvironmentKey {
        static var defaultValue: NewDocumentAction {
            MainActor.assumeIsolated { NewDocumentAction { _, _ in documentLog.warning("newDocument outside an app with a DocumentGroup") } }
        }
    }
    private struct OpenDocumentKey: EnvironmentKey {
        static var defaultValue: OpenDocumentAction {
            MainActor.assumeIsolated { OpenDocumentAction { url in throw DocumentError.unreadableType(url.lastPathComponent) } }
        }
    }

    /// Makes a new document window (needs a `DocumentGroup` with an editor).
    public var newDocument: NewDocumentAction {
        get { self[NewDocumentKey.self] }
        set { self[NewDocumentKey.self] = newValue }
    }

    /// Opens a document from a URL.
    public var openDocument: OpenDocumentAction {
        get { self[OpenDocumentKey.self] }
        set { self[OpenDocumentKey.self] = newValue }
    }
}

extension AppSession {
    /// The `newDocument` action of this session's windows.
    var newDocumentAction: NewDocumentAction {
        NewDocumentAction { [weak self] make, contentType in
            guard let self else { return }
            let group = self.documentGroups.first { declaration in
                guard let document = declaration.document, !document.isViewer else { return false }
                guard let contentType else { return true }
                return document.readableTypes.contains { contentType.conforms(to: $0) }
            }
            self.newDocument(group, document: make?())
            self.runtime?.scheduleUpdate()
        }
    }

    var openDocumentAction: OpenDocumentAction {
        OpenDocumentAction { [weak self] url in
            try self?.openDocument(at: url)
            self?.runtime?.scheduleUpdate()
        }
    }
}
