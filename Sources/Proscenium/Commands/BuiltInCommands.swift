import ProsceniumHost

/// The sidebar commands: View > Toggle Sidebar (Control-Command-S) shows or
/// hides the key window's sidebar column.
nonisolated public struct SidebarCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(before: .sidebar) {
            WindowHintToggle(title: "Toggle Sidebar", hint: \.isSidebarHidden)
                .keyboardShortcut("s", modifiers: [.control, .command])
        }
    }
}

/// The toolbar commands: View > Toggle Toolbar shows or hides the key
/// window's toolbar.
nonisolated public struct ToolbarCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(before: .toolbar) {
            WindowHintToggle(title: "Toggle Toolbar", hint: \.isToolbarHidden)
                .keyboardShortcut("t", modifiers: [.option, .command])
        }
    }
}

/// A menu item that flips a presentation hint of the key window (the display
/// hides the sidebar column or the toolbar while it is set).
nonisolated struct WindowHintToggle: View {
    let title: String
    let hint: WritableKeyPath<WindowHints, Bool>
    @Environment(\.keyWindowActions) private var keyWindow

    @MainActor var body: some View {
        Button(title) { keyWindow.toggleHint(hint) }
    }
}

/// Text editing commands: Edit > Transformations (Make Upper Case, Make Lower
/// Case, Capitalize), which the display applies to the selected text of the
/// focused field. Find and spelling are not offered: the browser's own find
/// (Ctrl+F) and spell checking serve the page.
nonisolated public struct TextEditingCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(after: .textEditing) {
            MenuSubmenu(title: "Transformations", items: [
                AnyView(MenuActionItem(title: "Make Upper Case", action: "uppercase", shortcut: nil)),
                AnyView(MenuActionItem(title: "Make Lower Case", action: "lowercase", shortcut: nil)),
                AnyView(MenuActionItem(title: "Capitalize", action: "capitalize", shortcut: nil)),
            ])
        }
    }
}

/// Text formatting commands: a Format menu with a Font submenu (Show Fonts,
/// Bold, Italic, Underline, Bigger, Smaller, Show Colors) and a Text
/// submenu (Align Left, Center, Justify, Align Right), as on a Mac.
/// Not honoured on this platform: text views here edit plain text, with no
/// styles to apply, so the items show disabled, as a Mac shows them with
/// plain text focused; they take no shortcuts, which stay the browser's.
nonisolated public struct TextFormattingCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(after: .textFormatting) {
            MenuSubmenu(title: "Font", items: ["Show Fonts", "Bold", "Italic", "Underline", "Bigger", "Smaller",
                                               "Show Colors"].map(Self.unavailable))
            MenuSubmenu(title: "Text", items: ["Align Left", "Center", "Justify", "Align Right"].map(Self.unavailable))
        }
    }

    /// A menu item for formatting plain text cannot take: shown, disabled.
    private static func unavailable(_ title: String) -> AnyView {
        AnyView(Button(title) {}.disabled(true))
    }
}

/// A submenu of menu items.
nonisolated struct MenuSubmenu: View, PrimitiveView {
    let title: String
    let items: [AnyView]

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menu, [.title: .string(title)])
        for (index, item) in items.enumerated() { context.addChildren(item, slot: "\(index)") }
    }
}
