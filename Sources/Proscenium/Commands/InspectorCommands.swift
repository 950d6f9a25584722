/// A built-in set of commands for manipulating inspectors: View > Show
/// Inspector (Hide Inspector while it shows), Control-Command-I, which
/// toggles the `inspector(isPresented:content:)` of the key window's scene;
/// disabled while that scene has none.
nonisolated public struct InspectorCommands: Commands {
    /// The key window's inspector binding (`inspector(isPresented:content:)` publishes it).
    @FocusedBinding(\.inspectorPresentation) private var isPresented: Bool?

    /// A new value describing the built-in inspector-related commands.
    public init() {}

    @MainActor public var body: some Commands {
        let presented = $isPresented
        return CommandGroup(after: .sidebar) {
            Button(isPresented == true ? "Hide Inspector" : "Show Inspector") {
                if let shown = presented.wrappedValue { presented.wrappedValue = !shown }
            }
            .keyboardShortcut("i", modifiers: [.control, .command])
            .disabled(isPresented == nil)
        }
    }
}
