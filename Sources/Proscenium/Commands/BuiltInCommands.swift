/// The sidebar commands: View > Toggle Sidebar (Control-Command-S) shows or
/// hides the key window's sidebar column.
public struct SidebarCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(before: .sidebar) {
            WindowHintToggle(title: "Toggle Sidebar", hint: "sidebarHidden")
                .keyboardShortcut("s", modifiers: [.control, .command])
        }
    }
}

/// The toolbar commands: View > Toggle Toolbar shows or hides the key
/// window's toolbar.
public struct ToolbarCommands: Commands {
    public init() {}
    public var body: some Commands {
        CommandGroup(before: .toolbar) {
            WindowHintToggle(title: "Toggle Toolbar", hint: "toolbarHidden")
                .keyboardShortcut("t", modifiers: [.option, .command])
        }
    }
}

/// A menu item that flips a presentation hint of the key window (the display
/// hides the sidebar column or the toolbar while it is set).
struct WindowHintToggle: View {
    let title: String
    let hint: String
    @Environment(\.keyWindowActions) private var keyWindow

    var body: some View {
        Button(title) { keyWindow.toggleHint(hint) }
    }
}
