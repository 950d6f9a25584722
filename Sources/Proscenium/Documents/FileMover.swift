import Foundation

// `fileMover`: the app's own panel, choosing a folder; the files move there
// and the completion gets their new URLs (or the error).

/// Moves `files` into `folder`, keeping their names; the new URLs in order.
/// A file already there by that name is an error, not replaced.
nonisolated func moveFiles(_ files: [URL], into folder: URL) throws -> [URL] {
    try files.map { file in
        let destination = folder.appendingPathComponent(file.lastPathComponent)
        guard destination.standardizedFileURL != file.standardizedFileURL else { return file }
        try FileManager.default.moveItem(at: file, to: destination)
        return destination
    }
}

/// A panel choosing the folder to move `files` to.
@MainActor
private func mover(isPresented: Binding<Bool>, files: [URL], onCancellation: (() -> Void)?,
                   onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> FilePanelModifier {
    FilePanelModifier(isPresented: isPresented, onCancellation: onCancellation ?? {}) { directory, finish in
        FilePanel(mode: .chooseFolder(action: "Move"), title: "Move", directory: directory) { folder in
            finish()
            guard !files.isEmpty else {
                onCompletion(.failure(FileDialogError(description: "There is no file to move.")))
                return true
            }
            do {
                onCompletion(.success(try moveFiles(files, into: folder)))
            } catch {
                onCompletion(.failure(error))
            }
            return true
        }
    }
}

nonisolated extension View {
    /// Shows a panel that chooses a folder while `isPresented` is true, and
    /// moves `file` there; `onCompletion` gets its new URL or the error.
    @MainActor public func fileMover(isPresented: Binding<Bool>, file: URL?,
                                     onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        modifier(mover(isPresented: isPresented, files: file.map { [$0] } ?? [], onCancellation: nil) { result in
            onCompletion(result.map { $0[0] })
        })
    }

    /// Moves `file` to the folder chosen; `onCancellation` runs when the panel is cancelled.
    @MainActor public func fileMover(isPresented: Binding<Bool>, file: URL?,
                                     onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                     onCancellation: @escaping () -> Void) -> some View {
        modifier(mover(isPresented: isPresented, files: file.map { [$0] } ?? [], onCancellation: onCancellation) {
            result in onCompletion(result.map { $0[0] })
        })
    }

    /// Moves `files` to the folder chosen; `onCompletion` gets their new URLs.
    @MainActor public func fileMover<C>(isPresented: Binding<Bool>, files: C,
                                        onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
    where C: Collection, C.Element == URL {
        modifier(mover(isPresented: isPresented, files: Array(files), onCancellation: nil, onCompletion: onCompletion))
    }

    /// Moves `files` to the folder chosen; `onCancellation` runs when the panel is cancelled.
    @MainActor public func fileMover<C>(isPresented: Binding<Bool>, files: C,
                                        onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                        onCancellation: @escaping () -> Void) -> some View
    where C: Collection, C.Element == URL {
        modifier(mover(isPresented: isPresented, files: Array(files), onCancellation: onCancellation,
                       onCompletion: onCompletion))
    }
}
