/// What the toolbar's content is for (`toolbarRole(_:)`), which places the
/// window's title: `.editor` and `.browser` put it at the leading edge, as
/// iPadOS does; `.navigationStack` and `.automatic` keep it centred, as the
/// display's title bar shows a Mac's. It is the window's `toolbarRole` hint.
public struct ToolbarRole: Hashable, Sendable {
    let name: String

    /// The platform's choice: the title centred.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
    /// Content pushed and popped: the title centred.
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
    /// Content navigated back and forth: the title at the leading edge.
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
    /// Document-like content being edited: the title at the leading edge.
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

nonisolated extension View {
    /// Says what the window's toolbar content is for (see `ToolbarRole`).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        modifier(WindowHintModifier<ToolbarRoleKey>(value: role.name))
    }
}
