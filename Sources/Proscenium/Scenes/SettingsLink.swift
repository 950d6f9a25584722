/// A button that opens the settings window.
nonisolated public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    @MainActor public var body: some View {
        Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == Text {
    public init() { self.init { Text("Settings…") } }
}
