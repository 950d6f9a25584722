/// The window that shows a session's latest error message, with an OK button that closes it.
struct ErrorPanel: View {
    @MainActor @ObservedObject var message: ErrorMessage
    let window: WindowInstance

    @MainActor var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(message.message)
            HStack {
                Spacer()
                Button("OK") { window.session?.close(window) }.keyboardShortcut(.defaultAction)
            }
        }
        .padding()
        .frame(width: 360)
    }
}
