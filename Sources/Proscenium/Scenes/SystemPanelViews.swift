extension SystemPanels {
    /// The runtime's own windows as a Mac draws them.
    static var standard: SystemPanels {
        SystemPanels(error: { message, window in AnyView(ErrorPanel(message: message, window: window)) })
    }
}
