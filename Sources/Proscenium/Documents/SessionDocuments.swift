import ProsceniumHost

/// File > New, Open…, Save, Save As…, Revert, Rename…, Duplicate, and
/// closing with unsaved changes, for a display session.
extension AppSession {
    /// The app's first document group that can make new documents.
    var editorDocumentGroup: SceneDeclaration? {
        runtime?.declarations.first { $0.kind == .documentGroup && $0.document?.makeNew != nil }
    }

    var documentGroups: [SceneDeclaration] { runtime?.declarations.filter { $0.kind == .documentGroup } ?? [] }

    /// File > New: an untitled document in a new window.
    func newDocument(_ declaration: SceneDeclaration? = nil, document: Any? = nil) {
        guard let declaration = declaration ?? editorDocumentGroup, let group = declaration.document,
              let value = document ?? group.makeNew?() else { return }
        untitledCount += 1
        let name = untitledCount == 1 ? "Untitled" : "Untitled \(untitledCount)"
        let box = DocumentBox(declaration: group, document: value, fileURL: nil, contentType: group.defaultWritableType,
                              isEditable: !group.isViewer, wrapper: nil, untitledName: name)
        openDocumentWindow(declaration, box: box)
    }

    private func openDocumentWindow(_ declaration: SceneDeclaration, box: DocumentBox) {
        box.recovery = runtime?.recovery
        let window = makeWindow(declaration, value: nil, document: box)
        makeKey(window)
        // The launch window gives way to the document, as an iPad's launch screen does.
        for launch in windows where launch.declaration?.isDocumentLaunch == true { close(launch) }
    }

    /// Opens the file at `url` in a window (or brings forward the window that
    /// already shows it). Throws a `DocumentError` when no group can read it.
    func openDocument(at url: URL) throws {
        let url = url.standardizedFileURL
        if let existing = windows.first(where: { $0.document?.fileURL?.standardizedFileURL == url }) {
            makeKey(existing)
            return
        }
        var lastError: Error = DocumentError.unreadableType(url.lastPathComponent)
        for declaration in documentGroups {
            guard let group = declaration.document, group.contentType(of: url) != nil else { continue }
            do {
                let box = try DocumentBox.open(url, declaration: group)
                openDocumentWindow(declaration, box: box)
                runtime?.noteRecentDocument(url)
                return
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// Reopens the recovery copies an earlier run left (it ended without
    /// saving): each document comes back edited, to its own file if it had one.
    func reopenRecoveredDocuments() {
        guard let recovery = runtime?.recovery else { return }
        for (record, wrapper) in recovery.leftovers() {
            guard let declaration = runtime?.declaration(id: record.sceneID), let group = declaration.document,
                  let type = UTType(record.typeIdentifier),
                  let document = try? group.read(wrapper, type) else {
                documentLog.warning("a recovery copy could not be read; it is kept in \(recovery.folder.path)")
                continue
            }
            let box = DocumentBox(declaration: group, document: document, fileURL: record.fileURL, contentType: type,
                                  isEditable: !group.isViewer, wrapper: nil, untitledName: record.untitledName)
            box.markRecovered()
            recovery.discard(record)
            openDocumentWindow(declaration, box: box)
            recovery.scheduleAutosave(box)
        }
    }

    /// File > Open…: a panel of the readable types.
    func showOpenPanel() {
        let types = documentGroups.flatMap { $0.document?.readableTypes ?? [] }
        let panel = FilePanel(mode: .open(types: types), title: "Open", directory: runtime?.panelDirectory ?? URL(fileURLWithPath: "/")) {
            [weak self] url in
            do {
                try self?.openDocument(at: url)
                self?.runtime?.panelDirectory = url.deletingLastPathComponent()
                return true
            } catch {
                self?.currentPanelError(error)
                return false
            }
        }
        showPanel(panel)
    }

    private func currentPanelError(_ error: Error) {
        if let panel = windows.last?.panel {
            panel.objectWillChange.send()
            panel.message = "\(error)"
        }
    }

    func showPanel(_ panel: FilePanel) {
        let window = makePanelWindow(title: panel.title) { AnyView(FilePanelView(panel: panel)) }
        window.panel = panel
        panel.window = window
        makeKey(window)
    }

    /// A panel window (an Open or Save panel, an alert) of this session only,
    /// which the app's scenes do not declare; the caller makes it key.
    func makePanelWindow(title: String, content: @escaping () -> AnyView) -> WindowInstance {
        let window = makeLocalWindow(kind: "panel", title: title, isSystemPanel: true, content: content)
        window.attributes.hints.role = "panel"
        return window
    }

    /// File > Save: writes the key document (asking where, if it is new).
    func saveDocument(in window: WindowInstance, thenClose: Bool = false, overwrite: Bool = false) {
        guard let box = window.document else { return }
        guard let url = box.fileURL else {
            saveDocumentAs(in: window, thenClose: thenClose)
            return
        }
        if box.changedOnDisk && !overwrite {
            box.prompt = .changedOnDisk
            window.documentChanged()
            return
        }
        do {
            try box.save(to: url)
            if thenClose { close(window, force: true) }
        } catch {
            box.prompt = .error("\(error)")
            window.documentChanged()
        }
    }

    /// File > Save As…: a Save panel; the window then edits the new file.
    func saveDocumentAs(in window: WindowInstance, thenClose: Bool = false) {
        guard let box = window.document else { return }
        let type = box.declaration.defaultWritableType
        var name = box.fileURL?.lastPathComponent ?? box.untitledName
        if box.fileURL == nil, let ext = type.preferredFilenameExtension { name += ".\(ext)" }
        let directory = box.fileURL?.deletingLastPathComponent() ?? runtime?.panelDirectory ?? URL(fileURLWithPath: "/")
        let panel = FilePanel(mode: .save(type: type), title: "Save", directory: directory, fileName: name) {
            [weak self, weak window] url in
            guard let window, let box = window.document else { return true }
            do {
                try box.save(to: url)
                self?.runtime?.noteRecentDocument(url)
                if thenClose { self?.close(window, force: true) }
                return true
            } catch {
                self?.currentPanelError(error)
                return false
            }
        }
        showPanel(panel)
    }

    /// File > Rename… (and the title menu's Move To…, `title` "Move"):
    /// moves the file; the window follows it.
    func renameDocument(in window: WindowInstance, title: String = "Rename") {
        guard let box = window.document, let old = box.fileURL else { return }
        let panel = FilePanel(mode: .save(type: box.contentType), title: title, directory: old.deletingLastPathComponent(),
                              fileName: old.lastPathComponent) { [weak self] url in
            do {
                if url != old { try FileManager.default.moveItem(at: old, to: url) }
                box.moved(to: url)
                return true
            } catch {
                self?.currentPanelError(DocumentError.unwritable(url.lastPathComponent, reason: DocumentError.reason(error)))
                return false
            }
        }
        showPanel(panel)
    }

    /// File > Revert To Saved.
    func revertDocument(in window: WindowInstance) {
        guard let box = window.document else { return }
        do {
            try box.revert()
        } catch {
            box.prompt = .error("\(error)")
            window.documentChanged()
        }
    }

    /// File > Duplicate: an untitled copy in a new window.
    func duplicateDocument(in window: WindowInstance) {
        guard let box = window.document, let declaration = window.declaration else { return }
        newDocument(declaration, document: box.document)
    }
}

extension WindowInstance {
    /// The document changed (an edit, a save, a prompt): show it.
    func documentChanged() {
        documentRevision += 1
        invalidateContent()
        // The File and Edit menus show the key document's state (Undo, Save, Revert).
        session?.menuBar.windowsChanged()
        session?.runtime?.scheduleUpdate()
    }
}
