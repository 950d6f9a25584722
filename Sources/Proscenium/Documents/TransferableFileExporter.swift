import Foundation
import UniformTypeIdentifiers

// `fileExporter` with `Transferable` items: the Save panel names the file,
// and the item is exported as the first of `contentTypes` it provides (all
// empty: its first exported type) and written there.

nonisolated extension View {
    /// Shows a Save panel while `isPresented` is true and writes `item`,
    /// exported through its `Transferable` representation, where the person
    /// chose; `onCompletion` gets the URL or the error, `onCancellation` runs
    /// when the person cancels.
    @MainActor public func fileExporter<T>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                           defaultFilename: String? = nil,
                                           onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                           onCancellation: @escaping () -> Void = {}) -> some View where T: Transferable {
        let type = exportType(item.map { [$0] } ?? [], contentTypes)
        let name = defaultFilename ?? item?.suggestedFileName()
        return modifier(transferExporter(isPresented: isPresented, type: type, defaultFilename: name,
                                         onCancellation: onCancellation) { url in
            Task { @MainActor in
                do {
                    guard let item else { throw FileDialogError(description: "There is no item to export.") }
                    try await item.exported(as: type).write(to: url, options: .atomic)
                    onCompletion(.success(url))
                } catch { onCompletion(.failure(error)) }
            }
        })
    }

    /// Shows a Save panel while `isPresented` is true and writes `items`:
    /// the first under the name the person chose, each next one beside it
    /// under its suggested name (or the chosen name numbered).
    @MainActor public func fileExporter<C>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                           onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                           onCancellation: @escaping () -> Void = {}) -> some View
    where C: Collection, C.Element: Transferable {
        let values = Array(items)
        let type = exportType(values, contentTypes)
        return modifier(transferExporter(isPresented: isPresented, type: type, defaultFilename: values.first?.suggestedFileName(),
                                         onCancellation: onCancellation) { url in
            Task { @MainActor in
                do {
                    var written: [URL] = []
                    for (index, value) in values.enumerated() {
                        let target = index == 0 ? url : numbered(url, index + 1, suggested: value.suggestedFileName())
                        try await value.exported(as: type).write(to: target, options: .atomic)
                        written.append(target)
                    }
                    onCompletion(.success(written))
                } catch { onCompletion(.failure(error)) }
            }
        })
    }
}

/// The type to export: the first of `contentTypes` the first item provides,
/// else the first it exports.
private func exportType<T: Transferable>(_ items: [T], _ contentTypes: [UTType]) -> UTType {
    let provided = items.first?.exportedContentTypes(visibility: .ownProcess) ?? T.exportedContentTypes(visibility: .ownProcess)
    return contentTypes.first { wanted in provided.contains { $0.conforms(to: wanted) } } ?? contentTypes.first ?? provided.first ?? .data
}

/// The file beside `url` for the item at position `number`.
func numbered(_ url: URL, _ number: Int, suggested: String?) -> URL {
    let folder = url.deletingLastPathComponent()
    if let suggested, !suggested.isEmpty, suggested != url.lastPathComponent {
        return folder.appendingPathComponent((suggested as NSString).lastPathComponent)
    }
    let base = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
    return folder.appendingPathComponent(ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)")
}

/// A Save panel for `type` that hands the chosen URL to `write`.
@MainActor
private func transferExporter(isPresented: Binding<Bool>, type: UTType, defaultFilename: String?,
                              onCancellation: @escaping () -> Void, write: @escaping (URL) -> Void) -> FilePanelModifier {
    FilePanelModifier(isPresented: isPresented, onCancellation: onCancellation) { directory, finish in
        var name = defaultFilename ?? "Untitled"
        if let ext = type.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty { name += ".\(ext)" }
        return FilePanel(mode: .save(type: type), title: "Export", directory: directory, fileName: name) { url in
            finish()
            write(url)
            return true
        }
    }
}
