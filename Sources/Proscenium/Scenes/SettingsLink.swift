/// A button that opens the settings window.
nonisolated public struct SettingsLink<Label: View>: View {
    let label: Label
    @Environment(\.openSettings) private var openSettings

    public init(@ViewBuilder label: () -> Label) { self.label = label() }

    @MainActor public var body: some View {
        Button(action: { openSettings() }) { label }
    }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
    /// A button titled "Settings…" that opens the app's Settings window.
    public init() { self.init { DefaultSettingsLinkLabel() } }
}

/// The label of a `SettingsLink` made with no label: "Settings…", as a Mac titles it.
nonisolated public struct DefaultSettingsLinkLabel: View {
    @MainActor public var body: some View { Text("Settings…") }
}
