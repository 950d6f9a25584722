// Whether a list's or table's selection is emphasized: a Mac fills the
// selected rows of the table view that is the focused control of the key
// window with the selection colour (and their content reads
// `backgroundProminence` `.increased`), and those of any other in grey.

/// Whether focus was in a list or table when its window last said.
@MainActor
final class SelectionFocusState {
    var isFocused = false
}

extension RenderContext {
    /// Whether the list or table this context renders draws its selection
    /// emphasized: focus is in it (the display sends `focus` for it while a
    /// row of it has focus) and its window is the key window.
    ///
    /// A change of focus renders the list or table again, and with it only
    /// the rows whose emphasis changed (the selected ones): the rest are the
    /// same input as before.
    mutating func selectionIsEmphasized() -> Bool {
        let node = self.node
        let focus = environment.windowFocus
        let state = self.state("selectionFocus") {
            let state = SelectionFocusState()
            // A list made while focus is already in it (a view rebuilt around it).
            state.isFocused = focus?.focusedNode?.isDescendant(of: node) ?? false
            return state
        }
        focus?.register(node) { [weak state, weak node] focused in
            guard let state, state.isFocused != focused else { return }
            state.isFocused = focused
            node?.invalidate(reason: "selection focus")
        }
        return state.isFocused && environment.appearsActive
    }
}
