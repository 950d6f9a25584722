/// A scene of document windows: File > New makes one, File > Open… (and
/// paths given on the command line) open files of the readable types in one
/// each; Save writes them back safely.
nonisolated public struct DocumentGroup<Document, Content: View>: Scene, PrimitiveScene {
    let makeDeclaration: @MainActor () -> DocumentDeclaration

    @MainActor func declare(into context: inout RenderContext) {
        let document = makeDeclaration()
        let declaration = SceneDeclaration(kind: .documentGroup, id: context.structuralSceneID, title: "") { window in
            AnyView(DocumentWindowContent(window: window, revision: window.documentRevision))
        }
        declaration.document = document
        context.declareScene(declaration)
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Document windows editing values of `Document`; File > New makes `newDocument()`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        // Called only on the main actor, when the scene is declared.
        nonisolated(unsafe) let editor = editor, newDocument = newDocument
        makeDeclaration = { DocumentDeclaration.value(Document.self, makeNew: newDocument, isViewer: false, content: editor) }
    }

    /// Windows that show files of `Document`'s types and cannot edit them.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        // Called only on the main actor, when the scene is declared.
        nonisolated(unsafe) let viewer = viewer
        makeDeclaration = { DocumentDeclaration.value(Document.self, makeNew: nil, isViewer: true, content: viewer) }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Document windows editing objects of `Document`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        // Called only on the main actor, when the scene is declared.
        nonisolated(unsafe) let editor = editor, newDocument = newDocument
        makeDeclaration = { DocumentDeclaration.reference(Document.self, makeNew: newDocument, isViewer: false, content: editor) }
    }

    /// Windows that show files of `Document`'s types and cannot edit them.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        // Called only on the main actor, when the scene is declared.
        nonisolated(unsafe) let viewer = viewer
        makeDeclaration = { DocumentDeclaration.reference(Document.self, makeNew: nil, isViewer: true, content: viewer) }
    }
}

/// A document group's operations, without its generic types.
@MainActor
struct DocumentDeclaration {
    let readableTypes: [UTType]
    let writableTypes: [UTType]
    let isViewer: Bool
    let makeNew: (() -> Any)?
    let read: (FileWrapper, UTType) throws -> Any
    /// Writes the document (taking a snapshot first, for reference documents).
    let write: (Any, UTType, FileWrapper?) throws -> FileWrapper
    let makeContent: (DocumentBox) -> AnyView
    /// For reference documents: subscribes to the object's changes.
    let observe: ((Any, @escaping () -> Void) -> AnyCancellable)?

    static func value<D: FileDocument, C: View>(_ type: D.Type, makeNew: (() -> D)?, isViewer: Bool,
                                                 content: @escaping (FileDocumentConfiguration<D>) -> C) -> DocumentDeclaration {
        DocumentDeclaration(
            readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes, isViewer: isViewer,
            makeNew: makeNew.map { make in { make() } },
            read: { wrapper, type in try D(configuration: .init(contentType: type, file: wrapper)) },
            write: { document, type, existing in
                try (document as! D).fileWrapper(configuration: .init(contentType: type, existingFile: existing))
            },
            makeContent: { box in
                let binding = Binding<D>(get: { box.document as! D }, set: { box.edit(to: $0) })
                return AnyView(content(FileDocumentConfiguration(document: binding, fileURL: box.fileURL,
                                                                 isEditable: box.isEditable))
                    .documentConfiguration(of: box))
            },
            observe: nil)
    }

    static func reference<D: ReferenceFileDocument, C: View>(_ type: D.Type, makeNew: (() -> D)?, isViewer: Bool,
                                                             content: @escaping (ReferenceFileDocumentConfiguration<D>) -> C)
        -> DocumentDeclaration {
        DocumentDeclaration(
            readableTypes: D.readableContentTypes, writableTypes: D.writableContentTypes, isViewer: isViewer,
            makeNew: makeNew.map { make in { make() } },
            read: { wrapper, type in try D(configuration: .init(contentType: type, file: wrapper)) },
            write: { document, type, existing in
                let document = document as! D
                let snapshot = try document.snapshot(contentType: type)
                return try document.fileWrapper(snapshot: snapshot, configuration: .init(contentType: type, existingFile: existing))
            },
            makeContent: { box in
                AnyView(content(ReferenceFileDocumentConfiguration(document: box.document as! D, fileURL: box.fileURL,
                                                                   isEditable: box.isEditable))
                    .documentConfiguration(of: box))
            },
            observe: { document, changed in (document as! D).objectWillChange.sink { _ in changed() } })
    }

    /// The readable type a file is, by its extension (nil: not readable).
    func contentType(of url: URL) -> UTType? {
        guard let type = UTType(filenameExtension: url.pathExtension) else {
            return url.pathExtension.isEmpty ? readableTypes.first { $0.conforms(to: .data) && $0 == .data } : nil
        }
        return readableTypes.first { type.conforms(to: $0) } != nil ? type : nil
    }

    /// The type new documents are saved as.
    var defaultWritableType: UTType { writableTypes.first ?? readableTypes.first ?? .data }
}
