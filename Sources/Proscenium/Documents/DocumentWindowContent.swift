/// A document window's content: the group's editor or viewer for the
/// window's document, with the window's undo manager, and the questions the
/// window asks (unsaved changes, a file changed on disk, an error).
nonisolated struct DocumentWindowContent: View, PrimitiveView {
    let window: WindowInstance
    /// Changes with every change of the document, so the editor is shown anew.
    let revision: Int

    @MainActor func render(into context: inout RenderContext) {
        guard let box = window.document else { return }
        context.childEnvironment.undoManager = box.undoManager
        context.childEnvironment.documentTitleMenuItems = DocumentTitleMenuItems(window: window)
        context.addChildren(box.declaration.makeContent(box), slot: "editor")
        if let prompt = box.prompt {
            context.addChildren(DocumentPromptView(window: window, box: box, prompt: prompt), slot: "prompt")
        }
    }
}

/// The alert a document window shows for a prompt.
nonisolated struct DocumentPromptView: View {
    let window: WindowInstance
    let box: DocumentBox
    let prompt: DocumentPrompt

    @MainActor var body: some View {
        let shown = Binding<Bool>(get: { box.prompt != nil }, set: { if !$0 { box.prompt = nil; window.documentChanged() } })
        switch prompt {
        case let .unsavedChanges(closing):
            EmptyView().alert("Do you want to save the changes made to the document “\(box.displayName)”?", isPresented: shown) {
                Button("Save") { window.session?.saveDocument(in: window, thenClose: closing) }
                Button("Don’t Save", role: .destructive) { window.session?.close(window, force: true) }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Your changes will be lost if you don’t save them.")
            }
        case .changedOnDisk:
            EmptyView().alert("The document “\(box.displayName)” has been changed by another application.", isPresented: shown) {
                Button("Save Anyway") { window.session?.saveDocument(in: window, thenClose: false, overwrite: true) }
                Button("Revert") { window.session?.revertDocument(in: window) }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Saving will replace the other application’s changes.")
            }
        case let .error(message):
            EmptyView().alert(message, isPresented: shown) {
                Button("OK", role: .cancel) {}
            }
        }
    }
}

extension EnvironmentValues {
    private struct UndoManagerKey: EnvironmentKey {
        // A computed nil: nothing is shared.
        static var defaultValue: UndoManager? { nil }
    }
    /// The undo manager of the window (a document window's, for its edits).
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
