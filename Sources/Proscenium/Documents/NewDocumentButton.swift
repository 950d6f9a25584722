import Foundation

/// A button that creates and opens new documents: a new untitled document
/// of the app's `DocumentGroup` that reads the content type (the first
/// group that makes documents when none is given), in a window of its own,
/// as File > New.
nonisolated public struct NewDocumentButton<Label: View>: View {
    let label: Label
    let contentType: UTType?
    /// Makes the document the button opens, or nil for the group's new document.
    let prepare: (@MainActor @Sendable () async throws -> Any?)?

    @Environment(\.newDocument) private var newDocument

    public var body: some View {
        let newDocument = newDocument, contentType = contentType, prepare = prepare
        return Button {
            guard let prepare else {
                newDocument.make(nil, contentType)
                return
            }
            Task { @MainActor in
                // A thrown error or nil makes the group's own new document, as
                // when the closure returns nil.
                let prepared = try? await prepare()
                newDocument.make(prepared.map { document in { document } }, contentType)
            }
        } label: {
            label
        }
    }
}

extension NewDocumentButton where Label == Text {
    /// Creates and opens new documents.
    public init(_ title: LocalizedStringResource, contentType: UTType? = nil) {
        self.init(Text(title), contentType: contentType)
    }

    /// Creates and opens new documents, with `label` (by default, Create Document).
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.label = label ?? Text("Create Document")
        self.contentType = contentType
        prepare = nil
    }

    /// Creates and opens the document `prepareDocument` returns (a new
    /// document of `documentType`'s group when it returns nil).
    public init<D: FileDocument>(_ title: LocalizedStringResource, for documentType: D.Type = D.self,
                                 contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.init(Text(title), for: documentType, contentType: contentType, prepareDocument: prepareDocument)
    }

    /// Creates and opens the document `prepareDocument` returns, with `label`.
    public init<D: FileDocument>(_ label: Text? = nil, for documentType: D.Type = D.self,
                                 contentType: UTType? = nil,
                                 prepareDocument: @escaping () async throws -> D? = { nil }) {
        self.label = label ?? Text("Create Document")
        self.contentType = contentType ?? D.readableContentTypes.first
        // Called on the main actor, when the button is clicked.
        nonisolated(unsafe) let prepareDocument = prepareDocument
        prepare = { try await prepareDocument() }
    }
}
