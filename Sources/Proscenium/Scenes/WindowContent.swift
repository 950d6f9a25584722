/// The content of a window: the scene's view for this window.
nonisolated struct WindowContent: View, PrimitiveView {
    let window: WindowInstance

    @MainActor func render(into context: inout RenderContext) {
        guard let declaration = window.declaration else { return }
        // Each window's content has an edit mode of its own (`\.editMode`, `EditButton`).
        context.addChildren(EditModeHost(content: declaration.makeContent(window)))
    }
}
