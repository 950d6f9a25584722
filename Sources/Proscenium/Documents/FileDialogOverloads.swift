import Foundation
import UniformTypeIdentifiers

// The file panels' other forms: with an `onCancellation`, with a list of
// content types (the first one writable is written), and for several
// documents at once (the first under the chosen name, the rest beside it).

nonisolated extension View {
    /// Shows an Open panel while `isPresented` is true; `onCompletion` gets
    /// the chosen files and `onCancellation` runs when the person cancels.
    /// The panel chooses one file at a time, so the array holds one URL.
    @MainActor public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                        onCancellation: @escaping () -> Void) -> some View {
        modifier(FilePanelModifier(isPresented: isPresented, onCancellation: onCancellation) { directory, finish in
            FilePanel(mode: .open(types: allowedContentTypes), title: "Open", directory: directory) { url in
                finish()
                onCompletion(.success([url]))
                return true
            }
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes `document`
    /// as the first of `contentTypes` (none: its first writable type);
    /// `onCancellation` runs when the person cancels.
    @MainActor public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                         defaultFilename: String? = nil,
                                                         onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                         onCancellation: @escaping () -> Void = {}) -> some View {
        let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
        return modifier(cancellableExporter(isPresented: isPresented, contentType: type, defaultFilename: defaultFilename,
                                            onCompletion: onCompletion, onCancellation: onCancellation) {
            guard let document else { throw FileDialogError(description: "There is no document to export.") }
            return try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes a snapshot
    /// of `document` as the first of `contentTypes` (none: its first
    /// writable type); `onCancellation` runs when the person cancels.
    @MainActor public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
                                                                  defaultFilename: String? = nil,
                                                                  onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                                                  onCancellation: @escaping () -> Void = {}) -> some View {
        let type = contentTypes.first ?? D.writableContentTypes.first ?? .data
        return modifier(cancellableExporter(isPresented: isPresented, contentType: type, defaultFilename: defaultFilename,
                                            onCompletion: onCompletion, onCancellation: onCancellation) {
            guard let document else { throw FileDialogError(description: "There is no document to export.") }
            return try document.fileWrapper(snapshot: document.snapshot(contentType: type),
                                            configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes `documents`
    /// as `contentType`: the first under the name the person chose, each
    /// next one beside it with the name numbered.
    @MainActor public func fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C: Collection, C.Element: FileDocument {
        let values = Array(documents)
        return modifier(documentsExporter(isPresented: isPresented, contentType: contentType, onCompletion: onCompletion) {
            try values.map { try $0.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)) }
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes snapshots of
    /// `documents` as `contentType`: the first under the chosen name, each
    /// next one beside it with the name numbered.
    @MainActor public func fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
    where C: Collection, C.Element: ReferenceFileDocument {
        let values = Array(documents)
        return modifier(documentsExporter(isPresented: isPresented, contentType: contentType, onCompletion: onCompletion) {
            try values.map { document in
                try document.fileWrapper(snapshot: document.snapshot(contentType: contentType),
                                         configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil))
            }
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes `documents`
    /// as the first of `contentTypes` (none: their first writable type);
    /// `onCancellation` runs when the person cancels.
    @MainActor public func fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                           onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                           onCancellation: @escaping () -> Void = {}) -> some View
    where C: Collection, C.Element: FileDocument {
        let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
        let values = Array(documents)
        var panel = documentsExporter(isPresented: isPresented, contentType: type, onCompletion: onCompletion) {
            try values.map { try $0.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil)) }
        }
        panel.onCancellation = onCancellation
        return modifier(panel)
    }

    /// Shows a Save panel while `isPresented` is true and writes snapshots of
    /// `documents` as the first of `contentTypes` (none: their first
    /// writable type); `onCancellation` runs when the person cancels.
    @MainActor public func fileExporter<C>(isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
                                           onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                           onCancellation: @escaping () -> Void = {}) -> some View
    where C: Collection, C.Element: ReferenceFileDocument {
        let type = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
        let values = Array(documents)
        var panel = documentsExporter(isPresented: isPresented, contentType: type, onCompletion: onCompletion) {
            try values.map { document in
                try document.fileWrapper(snapshot: document.snapshot(contentType: type),
                                         configuration: FileDocumentWriteConfiguration(contentType: type, existingFile: nil))
            }
        }
        panel.onCancellation = onCancellation
        return modifier(panel)
    }
}

/// A Save panel that writes what `makeWrapper` makes and runs
/// `onCancellation` when the person cancels.
@MainActor
private func cancellableExporter(isPresented: Binding<Bool>, contentType: UTType, defaultFilename: String?,
                                 onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                 onCancellation: @escaping () -> Void,
                                 makeWrapper: @escaping () throws -> FileWrapper) -> FilePanelModifier {
    var panel = exporter(isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
                         onCompletion: onCompletion, makeWrapper: makeWrapper)
    panel.onCancellation = onCancellation
    return panel
}

/// A Save panel that writes each of the wrappers `makeWrappers` makes: the
/// first at the chosen URL, the next ones beside it, numbered.
@MainActor
private func documentsExporter(isPresented: Binding<Bool>, contentType: UTType,
                               onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                               makeWrappers: @escaping () throws -> [FileWrapper]) -> FilePanelModifier {
    FilePanelModifier(isPresented: isPresented) { directory, finish in
        var name = "Untitled"
        if let ext = contentType.preferredFilenameExtension { name += ".\(ext)" }
        return FilePanel(mode: .save(type: contentType), title: "Export", directory: directory, fileName: name) { url in
            finish()
            do {
                var written: [URL] = []
                for (index, wrapper) in try makeWrappers().enumerated() {
                    let target = index == 0 ? url : numbered(url, index + 1, suggested: nil)
                    try wrapper.write(to: target, options: .atomic, originalContentsURL: nil)
                    written.append(target)
                }
                onCompletion(.success(written))
            } catch {
                onCompletion(.failure(error))
            }
            return true
        }
    }
}
