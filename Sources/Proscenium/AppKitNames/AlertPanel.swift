// An `NSAlert` shown as a panel window in a session: its title, informative
// text and buttons, the first on the right as the default.

extension AppSession {
    /// Shows `alert` as a panel window; `answer` gets the button's response,
    /// or `.abort` when the panel is closed without one.
    func showAlert(_ alert: NSAlert, answer: @escaping (NSApplication.ModalResponse) -> Void) {
        var window: WindowInstance?
        let respond: (NSApplication.ModalResponse) -> Void = { [weak self] response in
            guard let shown = window else { return }
            window = nil
            shown.onDismiss = nil
            self?.close(shown)
            answer(response)
        }
        let made = makePanelWindow(title: alert.messageText) { AnyView(AlertPanelView(alert: alert, respond: respond)) }
        made.onDismiss = { respond(.abort) }
        window = made
        makeKey(made)
    }
}

/// The alert panel's content.
struct AlertPanelView: View {
    let alert: NSAlert
    let respond: (NSApplication.ModalResponse) -> Void

    @MainActor var body: some View {
        let alert = self.alert
        let respond = self.respond
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top, spacing: 12) {
                Image(systemName: alert.alertStyle == .critical ? "exclamationmark.octagon.fill"
                                  : alert.alertStyle == .warning ? "exclamationmark.triangle.fill" : "info.circle.fill")
                    .foregroundStyle(alert.alertStyle == .critical ? Color.red : Color.accentColor)
                    .accessibilityLabel(alert.alertStyle == .critical ? "Critical" : alert.alertStyle == .warning ? "Warning" : "Information")
                VStack(alignment: .leading, spacing: 4) {
                    Text(alert.messageText).bold()
                    if !alert.informativeText.isEmpty { Text(alert.informativeText) }
                    if alert.showsSuppressionButton, let suppression = alert.suppressionButton {
                        SuppressionCheckbox(button: suppression)
                    }
                }
            }
            HStack {
                Spacer()
                ForEach(Array(alert.buttons.enumerated().reversed()), id: \.offset) { _, button in
                    AlertPanelButton(button: button) { respond(NSApplication.ModalResponse(button.tag)) }
                }
            }
        }
        .padding()
    }
}

/// One of the alert's buttons, with its key equivalent as a shortcut.
private struct AlertPanelButton: View {
    let button: NSButton
    let action: () -> Void

    @MainActor var body: some View {
        let shortcut: KeyboardShortcut? = switch button.keyEquivalent {
        case "\r": .defaultAction
        case "\u{1b}": .cancelAction
        case "": nil
        default: KeyboardShortcut(KeyEquivalent(Character(button.keyEquivalent)), modifiers: .command)
        }
        Button(button.title, action: action)
            .keyboardShortcut(shortcut)
            ._disabled(!button.isEnabled)
    }
}

/// The alert's "Do not show this message again" checkbox, which sets its
/// suppression button's state.
private struct SuppressionCheckbox: View {
    let button: NSButton
    @State private var isOn: Bool?

    @MainActor var body: some View {
        let button = self.button
        let shown = isOn ?? (button.state == .on)
        Toggle(button.title, isOn: Binding(get: { shown }, set: { on in
            isOn = on
            button.state = on ? .on : .off
        }))
        .toggleStyle(.checkbox)
    }
}
