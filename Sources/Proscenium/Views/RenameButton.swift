/// The action a `RenameButton` performs (`\.rename`), set with `renameAction(_:)`.
public struct RenameAction {
    let action: () -> Void

    /// Starts renaming.
    @MainActor public func callAsFunction() { action() }
}

/// A "Rename" button that performs the `renameAction(_:)` of its
/// environment; disabled when there is none.
nonisolated public struct RenameButton<Label: View>: View {
    let label: Label

    @MainActor public var body: some View {
        RenameButtonBody(label: label)
    }
}

extension RenameButton where Label == Proscenium.Label<Text, Image> {
    /// A button titled "Rename" with a pencil.
    public init() {
        label = Proscenium.Label("Rename", systemImage: "pencil")
    }
}

private struct RenameButtonBody<Content: View>: View {
    let label: Content
    @Environment(\.rename) private var rename

    var body: some View {
        Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

nonisolated extension View {
    /// What a `RenameButton` in this view does.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentTransformModifier { $0.rename = RenameAction(action: action) })
    }

    /// A `RenameButton` in this view focuses the field bound to `isFocused`
    /// (`.focused($isFocused)`), so the person can type the new name.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        modifier(EnvironmentTransformModifier { $0.rename = RenameAction { isFocused.wrappedValue = true } })
    }
}

extension EnvironmentValues {
    private struct RenameKey: EnvironmentKey {
        static var defaultValue: RenameAction? { nil }
    }

    /// The rename action of this environment (nil: none).
    public internal(set) var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}
