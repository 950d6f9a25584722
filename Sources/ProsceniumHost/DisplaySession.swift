/// The app's side of one display session: one browser page, or one headless
/// test display. Each session has its own windows; app-level state is shared.
@MainActor
public protocol DisplaySession: AnyObject {
    /// Every surface with its whole content: what a display that connects (or
    /// reconnects) shows first.
    func snapshot() -> [Surface]
    /// Delivers an event from the person at this display. Events with an unknown
    /// surface or target are dropped (and logged), never fatal.
    func send(_ event: HostEvent)
    /// Receives each coalesced update after the session's state changed.
    var updateHandler: (@MainActor (DisplayUpdate) -> Void)? { get set }
    /// The display went away (page closed, connection lost for good).
    func disconnect()
}

/// Makes display sessions: what a display (the web server, a test) connects to.
@MainActor
public protocol DisplaySessionProvider: AnyObject {
    /// A new session for a display. `clientKey` identifies the browser (its
    /// cookie), so each browser gets its own windows restored.
    func makeSession(clientKey: String) -> any DisplaySession
    /// The images this provider's views show, which a display serves by key.
    nonisolated var assetSource: (any DisplayAssetSource)? { get }
    /// Displays have left, and the display is about to give free memory back
    /// to the system: the provider re-makes what it keeps of them for later
    /// (made while they were open, it lies scattered among blocks freed
    /// since, each piece keeping a page of memory in use).
    func compactDepartedState()
}

extension DisplaySessionProvider {
    /// Keeps nothing of departed displays.
    public func compactDepartedState() {}
}
