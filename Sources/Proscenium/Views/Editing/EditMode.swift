import ProsceniumHost

/// Whether a person can edit a view's content: in a list, rows whose
/// `ForEach` has `onDelete` or `onMove` show delete buttons and move handles
/// while `isEditing` (`row` with `editing="true"`).
///
/// iOS API; a browser may be on a phone, so it works the same here. Each
/// window's content has an edit mode of its own in `\.editMode`, which
/// `EditButton` toggles; `.environment(\.editMode, $mode)` gives views below
/// another.
public enum EditMode: Sendable, Hashable {
    /// The view's content cannot be edited.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The view's content can be edited.
    case active

    /// Whether content can be edited: `transient` or `active`.
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    private struct EditModeKey: EnvironmentKey {
        static var defaultValue: Binding<EditMode>? { nil }
    }

    /// The edit mode of the views here, which `EditButton` toggles; nil where none is given.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the edit mode in its environment: "Edit", or "Done" while editing.
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button for the environment's edit mode.
    public init() {}

    @MainActor public var body: some View {
        let binding = editMode
        let editing = binding?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            guard let binding else { return }
            binding.wrappedValue = binding.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(binding == nil)
    }
}

/// Gives its content an edit mode of its own (each window's content has one).
nonisolated struct EditModeHost: PrimitiveView {
    let content: any View

    final class Box {
        var mode = EditMode.inactive
    }

    @MainActor func render(into context: inout RenderContext) {
        let box = context.state("editMode") { Box() }
        let node = context.node
        // A new binding each time the mode changes: readers compare its value.
        context.childEnvironment.editMode = Binding(get: { box.mode }, set: { [weak node] mode in
            guard box.mode != mode else { return }
            box.mode = mode
            node?.invalidate(reason: "editMode")
        })
        context.addChildren(content)
    }
}
