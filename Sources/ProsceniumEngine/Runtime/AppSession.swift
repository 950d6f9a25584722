package import Logging
public import ProsceniumHost

/// One display's windows and menu bar: a browser page, or a headless test
/// display. Events from the display arrive here; one update goes back per change.
@MainActor
public final class AppSession: DisplaySession {
    package private(set) weak var runtime: AppRuntime?
    public let clientKey: String
    /// The open windows, back to front.
    public package(set) var windows: [WindowInstance] = []
    public package(set) var keyWindow: WindowInstance?
    /// The menu bar, made by the vocabulary (`AppRuntime.makeMenuBar`).
    package private(set) var menus: (any SessionMenuBar)!
    package var nextWindowNumber = 1
    package var untitledCount = 0
    package var panelCount = 0
    /// Scenes this session made for itself (Open and Save panels, errors).
    package var localDeclarations: [String: SceneDeclaration] = [:]
    /// What the error window shows.
    package let errorMessage = ErrorMessage()
    package var closedWindows: [SurfaceID] = []
    package var pendingChanges: [DisplayChange] = []
    /// Whether the display is visible (a hidden browser tab is not).
    package var isVisible = true
    /// The page's colour scheme and contrast, as it last reported them.
    package var appearance = DisplayAppearance()
    /// The page's screen (`NSScreen`, `UIScreen`, `\.displayScale`).
    package var screen = DisplayScreen()
    /// The display's reduce-motion preference (`\.accessibilityReduceMotion`).
    package var reducesMotion = false
    public var updateHandler: (@MainActor (DisplayUpdate) -> Void)?
    /// What every window of this session starts from (`sharedWindowEnvironment`), once made.
    package var windowEnvironmentBase: EnvironmentValues?
    /// One logger for every session: a logger each was a handler each, per page.
    package var log: Logger { sessionLog }

    package init(runtime: AppRuntime, clientKey: String) {
        self.runtime = runtime
        self.clientKey = clientKey
        menus = runtime.makeMenuBar(self)
    }

    // MARK: DisplaySession (events: AppSession+Events.swift; updates: AppSession+Updates.swift)

    public func disconnect() {
        isVisible = false
        updatePhases()
        // The page is gone and a new one gets a new session: the windows'
        // views disappear and the graphs let go of them (their closures hold
        // this session and its windows, which would otherwise never be freed).
        // Before the runtime forgets the session, which also drops the
        // updates the teardown asks for.
        for window in windows { window.graph.tearDown() }
        menus.tearDown()
        runtime?.sessionEnded(self)
    }
}

private let sessionLog = Logger(label: "proscenium.session")
