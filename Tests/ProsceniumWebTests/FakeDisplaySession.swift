import ProsceniumHost

/// A provider that records the sessions it makes, for driving the server.
@MainActor
final class FakeProvider: DisplaySessionProvider {
    private(set) var sessions: [FakeSession] = []
    nonisolated let assetSource: (any DisplayAssetSource)?

    init(assetSource: (any DisplayAssetSource)? = nil) { self.assetSource = assetSource }

    func makeSession(clientKey: String) -> any DisplaySession {
        let session = FakeSession(clientKey: clientKey)
        sessions.append(session)
        return session
    }
}

/// A session with one window, that records what the display sends it.
@MainActor
final class FakeSession: DisplaySession {
    let clientKey: String
    var updateHandler: (@MainActor (DisplayUpdate) -> Void)?
    private(set) var events: [HostEvent] = []
    private(set) var isDisconnected = false

    init(clientKey: String) { self.clientKey = clientKey }

    static let window = Surface(
        id: SurfaceID("w1"),
        attributes: SurfaceAttributes(kind: .window, title: "Test Window"),
        root: RenderElement(id: ElementID(1), tag: .root, children: [
            RenderElement(id: ElementID(2), tag: .text, text: "<b>not markup</b>"),
        ]))

    func snapshot() -> [Surface] { [Self.window] }

    func send(_ event: HostEvent) { events.append(event) }

    func disconnect() { isDisconnected = true }

    /// What the app would do when its state changes.
    func push(_ update: DisplayUpdate) { updateHandler?(update) }
}
