import Logging
import OrderedCollections
public import ProsceniumHost

/// Runs an app: evaluates its scenes, and gives each display that connects
/// (a browser page, a test) a session with its own windows, while app-level
/// state (`@StateObject`s of the `App`, `@AppStorage`) is shared.
@MainActor
public final class AppRuntime: DisplaySessionProvider {
    /// The app's name, shown in the app menu and as a fallback window title.
    public let appName: String
    package let sceneGraph: ViewGraph
    /// What the app's graphs share.
    package let services = RuntimeServices()
    /// The images the app's views show, which its displays serve by key.
    public nonisolated var assetSource: (any DisplayAssetSource)? { services.images }
    package private(set) var declarations: [SceneDeclaration] = []
    private var declarationsStale = true
    public private(set) var sessions: [AppSession] = []
    /// The update pipeline every graph of the app reports to.
    package private(set) var scheduler: UpdateScheduler!
    /// Whether updates run by themselves on the main queue (true for a live
    /// display). A test harness turns this off and calls `flush()` itself.
    public var schedulesUpdates: Bool {
        get { scheduler.runsByItself }
        set { scheduler.runsByItself = newValue }
    }
    /// Where open windows are saved as they change, to reopen them at launch.
    package let restoration: RestorationStore?
    /// The app's documents, which the vocabulary keeps (nil: the app opens none).
    package let documents: (any AppDocuments)?

    /// The application object this runtime reports to (AppKit's, in an app).
    package let host: any ApplicationHost
    /// The views of the windows the runtime opens itself.
    package let panels: SystemPanels
    /// Makes a session's menu bar.
    package let makeMenuBar: @MainActor (AppSession) -> any SessionMenuBar
    /// Makes the root view of a window's graph, which shows its scene's content.
    package let makeWindowContent: @MainActor (WindowInstance) -> any View

    /// Starts the app named `name` under `host`: `root` makes the view whose
    /// scenes are the app's (the vocabulary's, from the `App` value), after
    /// `host` forgot any previous launch. The runtime's own windows show
    /// `panels`; a window's graph has the root view `windowContent` makes,
    /// and each session the menu bar `menuBar` makes. Internal while the
    /// engine's types the menu bar's protocol names (`ViewNode`,
    /// `CommitPass`) are; `package` with them when the engine moves to a
    /// target of its own.
    package init<Root: View>(name: String, restorationFile: URL? = nil, host: any ApplicationHost, panels: SystemPanels,
                     documents: (any AppDocuments)?, windowContent: @escaping @MainActor (WindowInstance) -> any View,
                     menuBar: @escaping @MainActor (AppSession) -> any SessionMenuBar, root: () -> Root) {
        self.host = host
        self.panels = panels
        self.documents = documents
        makeWindowContent = windowContent
        makeMenuBar = menuBar
        appName = name
        restoration = restorationFile.map { RestorationStore(file: $0) }
        host.prepareForLaunch()
        // Made after the launch is prepared: making an `App` value makes its
        // `@NSApplicationDelegateAdaptor` delegate.
        sceneGraph = ViewGraph(unstarted: root(), environment: host.baseEnvironment(),
                               label: "scenes", services: services)
        scheduler = UpdateScheduler(runtime: self)
        // The scene graph belongs to no session: its changes may concern every one.
        sceneGraph.attach(to: scheduler, session: nil)
        sceneGraph.start()
        sceneGraph.onSceneDeclarationsChanged = { [weak self] in self?.declarationsStale = true }
        refreshDeclarations()
        // The application object's `terminate(_:)` quits this app; its modal panels show in its sessions.
        host.attach(self)
    }

    /// Tells the app delegate (`@NSApplicationDelegateAdaptor`) that the app
    /// has launched; a display calls it once its scenes are up.
    @_spi(Display) public func finishLaunching() { host.didFinishLaunching() }

    // MARK: Scenes

    package func declaration(id: String) -> SceneDeclaration? { declarations.first { $0.id == id } }

    /// The declarations of window-making scenes, in the app's order.
    package var windowDeclarations: [SceneDeclaration] { declarations.filter { $0.kind != .menuBarExtra } }

    /// The scene whose window opens at launch when none is restored, as on a
    /// Mac: a document launch scene's window, else the app's first window
    /// scene if it is a `Window`, else its first window group (presenting
    /// values or not) or document group that can open by itself.
    package var launchDeclaration: SceneDeclaration? {
        let scenes = windowDeclarations.filter { $0.kind != .settings && !$0.isSystemPanel }
        if let launch = scenes.first(where: \.isDocumentLaunch) { return launch }
        if let first = scenes.first, first.kind == .window { return first }
        return scenes.first { $0.opensAtLaunch }
    }

    private func refreshDeclarations() {
        var result: [SceneDeclaration] = []
        sceneGraph.root.collectSceneDeclarations(into: &result)
        result.append(contentsOf: systemPanels)
        declarations = result
        declarationsStale = false
        for session in sessions { session.declarationsChanged() }
    }

    /// The About and Help windows every app has.
    private lazy var systemPanels: [SceneDeclaration] = {
        let name = appName
        let panels = self.panels
        let about = SceneDeclaration(kind: .window, id: "proscenium.about", title: "About \(name)") { _ in
            panels.about(name)
        }
        let help = SceneDeclaration(kind: .window, id: "proscenium.help", title: "Help") { _ in panels.help(name) }
        for panel in [about, help] {
            panel.isSystemPanel = true
            panel.attributes.resizability = .contentSize
        }
        return [about, help]
    }()

    /// Where Open and Save panels start: the last folder used, else the
    /// current folder.
    package var panelDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

    /// Where Open and Save panels start, for tests that work in a scratch folder.
    @_spi(Testing) public var panelDirectoryForTests: URL {
        get { panelDirectory }
        set { panelDirectory = newValue }
    }

    /// Files given on the command line, opened in the first session.
    private var launchDocuments: [URL] = []

    /// Opens these files as documents in the first display that connects.
    public func openAtLaunch(_ urls: [URL]) { launchDocuments.append(contentsOf: urls) }

    package func takeLaunchDocuments() -> [URL] {
        defer { launchDocuments = [] }
        return launchDocuments
    }

    /// Recently opened or saved documents, newest first (File > Open Recent).
    package private(set) var recentDocuments: [URL] = []

    package func noteRecentDocument(_ url: URL) {
        recentDocuments.removeAll { $0 == url }
        recentDocuments.insert(url, at: 0)
        if recentDocuments.count > 10 { recentDocuments.removeLast() }
    }

    /// Ends the app. A display replaces this (the web display saves and exits;
    /// a test records it).
    public var onQuit: () -> Void = { exit(0) }

    package func quit() {
        restoration?.saveNow(sessions: sessions)
        onQuit()
    }

    // MARK: Sessions

    public func makeSession(clientKey: String) -> any DisplaySession {
        let session = AppSession(runtime: self, clientKey: clientKey)
        sessions.append(session)
        session.openInitialWindows(restored: restoration?.windows(for: clientKey) ?? [])
        scheduler.needsCommit(session)
        scheduler.commit()
        return session
    }

    package func sessionEnded(_ session: AppSession) {
        sessions.removeAll { $0 === session }
        scheduler.forget(session)
        updateScenePhase()
    }

    /// Saves the open windows (letting the oldest departed displays go) and
    /// re-makes what the restoration store keeps in one piece.
    public func compactDepartedState() {
        restoration?.compact(sessions: sessions)
    }

    // MARK: Updates

    /// Asks for an update soon of every session (the scenes or a shared model changed).
    package func scheduleUpdate() { scheduler.needsCommitEverywhere() }

    /// Asks for an update soon of `session` alone: its windows or menu bar changed.
    package func scheduleUpdate(for session: AppSession) { scheduler.needsCommit(session) }

    /// Brings every graph up to date and sends each session one update.
    public func flush() { scheduler.commitEverywhere() }

    package func refreshDeclarationsIfStale() {
        if declarationsStale { refreshDeclarations() }
    }

    package func restorationChanged() { restoration?.markDirty() }

    /// Writes the recovery copies of edited documents now (they are also
    /// written within a second of each edit).
    public func autosaveNow() { documents?.autosaveNow() }

    /// Writes the open windows to the restoration file now (it is also written
    /// within a second of each change, and when the app quits).
    public func saveRestorationNow() { restoration?.saveNow(sessions: sessions) }

    /// The app's scene phase: active if a key window is visible somewhere,
    /// inactive if any window is visible, else background.
    package func updateScenePhase() {
        let phases = sessions.flatMap { session in session.windows.map { session.phase(of: $0) } }
        let phase = phases.max() ?? .background
        if sceneGraph.rootEnvironment.scenePhase != phase {
            var environment = sceneGraph.rootEnvironment
            environment.scenePhase = phase
            sceneGraph.setRootEnvironment(environment)
            scheduleUpdate()
        }
    }

    /// Re-evaluates every window's content (after the app's body ran again).
    package func invalidateAllWindows() {
        for session in sessions {
            for window in session.windows { window.invalidateContent() }
        }
    }
}
