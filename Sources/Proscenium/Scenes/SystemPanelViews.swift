import Foundation

extension SystemPanels {
    /// The runtime's own windows as a Mac draws them: About with the app's
    /// name and process, Help saying there is none, and the error window.
    static var standard: SystemPanels {
        SystemPanels(
            about: { name in
                AnyView(VStack(spacing: 8) {
                    Text(name).font(.title)
                    Text(ProcessInfo.processInfo.processName)
                })
            },
            help: { name in AnyView(Text("Help isn't available for \(name).")) },
            error: { message, window in AnyView(ErrorPanel(message: message, window: window)) })
    }
}
