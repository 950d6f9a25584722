import Foundation
import UniformTypeIdentifiers

// `fileImporter` and `fileExporter`: the app's own Open and Save panels
// (`FilePanel`), shown from a view while a binding is true, with the chosen
// file's URL (or the error) given to the completion as a `Result`.

/// Shows Open and Save panels for the views of one window.
@MainActor
struct FilePanelPresenter {
    let show: (FilePanel) -> Void
    /// The folder a panel opens in (the last one a panel chose from).
    let directory: () -> URL
    let chose: (URL) -> Void
}

extension EnvironmentValues {
    private struct FilePanelPresenterKey: EnvironmentKey { static var defaultValue: FilePanelPresenter? { nil } }

    /// How views show file panels; nil outside an app (a lone view harness).
    var filePanelPresenter: FilePanelPresenter? {
        get { self[FilePanelPresenterKey.self] }
        set { self[FilePanelPresenterKey.self] = newValue }
    }
}

extension AppSession {
    /// The presenter a window's views use.
    var filePanelPresenter: FilePanelPresenter {
        FilePanelPresenter(
            show: { [weak self] panel in self?.showPanel(panel) },
            directory: { [weak self] in self?.runtime?.panelDirectory ?? URL(fileURLWithPath: "/") },
            chose: { [weak self] url in self?.runtime?.panelDirectory = url.deletingLastPathComponent() })
    }
}

/// Why a file panel could not do what it was asked.
struct FileDialogError: LocalizedError, CustomStringConvertible {
    let description: String
    var errorDescription: String? { description }
}

/// Shows a panel while `isPresented` is true; the panel's end sets it false.
nonisolated struct FilePanelModifier: PrimitiveModifier {
    let isPresented: Binding<Bool>
    /// Runs when the person cancels the panel.
    var onCancellation: () -> Void = {}
    /// Makes the panel; its completion is given the URL and says whether it may close.
    let makePanel: (URL, _ finish: @escaping () -> Void) -> FilePanel

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
        let showing = context.state("panel") { ShownPanel() }
        guard isPresented.wrappedValue, showing.panel == nil else {
            // The app set the binding false: the panel goes.
            if !isPresented.wrappedValue, let panel = showing.panel, !panel.isFinished { panel.cancel() }
            return
        }
        guard let presenter = context.environment.filePanelPresenter else {
            documentLog.warning("a file panel was asked for outside an app window: nothing to show")
            return
        }
        let binding = isPresented
        // fileDialogDefaultDirectory, else where the last panel of this
        // customization ID (or any panel) chose from.
        let customization = context.environment.fileDialogCustomization
        let directory = context.environment.fileDialogDefaultDirectory
            ?? customization.customizationID.flatMap { FileDialogCustomization.directories[$0] }
            ?? presenter.directory()
        let panel = makePanel(directory) { [weak showing] in
            showing?.panel = nil
            binding.wrappedValue = false
        }
        customization.apply(to: panel)
        let onCancellation = self.onCancellation
        panel.onCancel = { [weak showing] in
            showing?.panel = nil
            binding.wrappedValue = false
            onCancellation()
        }
        showing.panel = panel
        // A window opens after this update, not inside it.
        context.node.graph.afterUpdate { presenter.show(panel) }
    }
}

/// The panel a `FilePanelModifier` shows, while it shows.
final class ShownPanel {
    var panel: FilePanel?
}

nonisolated extension View {
    /// Shows an Open panel while `isPresented` is true; `onCompletion` gets
    /// the chosen file. Cancelling calls nothing and sets `isPresented` false.
    @MainActor public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(FilePanelModifier(isPresented: isPresented) { directory, finish in
            FilePanel(mode: .open(types: allowedContentTypes), title: "Open", directory: directory) { url in
                finish()
                onCompletion(.success(url))
                return true
            }
        })
    }

    /// Shows an Open panel while `isPresented` is true; `onCompletion` gets
    /// the chosen files. The panel chooses one file at a time, so the array
    /// holds one URL even when `allowsMultipleSelection` is true.
    @MainActor public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(FilePanelModifier(isPresented: isPresented) { directory, finish in
            FilePanel(mode: .open(types: allowedContentTypes), title: "Open", directory: directory) { url in
                finish()
                onCompletion(.success([url]))
                return true
            }
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes `document`
    /// as `contentType` where the person chose; `onCompletion` gets the URL,
    /// or the error when writing failed.
    @MainActor public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void)
        -> some View {
        modifier(exporter(isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
                          onCompletion: onCompletion) {
            guard let document else { throw FileDialogError(description: "There is no document to export.") }
            return try document.fileWrapper(configuration: FileDocumentWriteConfiguration(contentType: contentType,
                                                                                          existingFile: nil))
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes a snapshot
    /// of `document` as `contentType` where the person chose.
    @MainActor public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void)
        -> some View {
        modifier(exporter(isPresented: isPresented, contentType: contentType, defaultFilename: defaultFilename,
                          onCompletion: onCompletion) {
            guard let document else { throw FileDialogError(description: "There is no document to export.") }
            let snapshot = try document.snapshot(contentType: contentType)
            return try document.fileWrapper(snapshot: snapshot,
                                            configuration: FileDocumentWriteConfiguration(contentType: contentType,
                                                                                          existingFile: nil))
        })
    }
}

/// A Save panel that writes what `makeWrapper` makes, atomically.
@MainActor
func exporter(isPresented: Binding<Bool>, contentType: UTType, defaultFilename: String?,
                      onCompletion: @escaping (Result<URL, any Error>) -> Void,
                      makeWrapper: @escaping () throws -> FileWrapper) -> FilePanelModifier {
    FilePanelModifier(isPresented: isPresented) { directory, finish in
        var name = defaultFilename ?? "Untitled"
        if let ext = contentType.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty {
            name += ".\(ext)"
        }
        return FilePanel(mode: .save(type: contentType), title: "Export", directory: directory, fileName: name) { url in
            finish()
            do {
                try makeWrapper().write(to: url, options: .atomic, originalContentsURL: nil)
                onCompletion(.success(url))
            } catch {
                onCompletion(.failure(error))
            }
            return true
        }
    }
}
