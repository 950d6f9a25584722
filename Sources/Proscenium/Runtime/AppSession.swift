import Logging
import ProsceniumHost

/// One display's windows and menu bar: a browser page, or a headless test
/// display. Events from the display arrive here; one update goes back per change.
@MainActor
public final class AppSession: DisplaySession {
    private(set) weak var runtime: AppRuntime?
    public let clientKey: String
    /// The open windows, back to front.
    public private(set) var windows: [WindowInstance] = []
    public private(set) var keyWindow: WindowInstance?
    private(set) var menuBar: MenuBarController!
    private var nextWindowNumber = 1
    var untitledCount = 0
    var panelCount = 0
    /// Scenes this session made for itself (Open and Save panels, errors).
    var localDeclarations: [String: SceneDeclaration] = [:]
    /// What the error window shows.
    let errorMessage = ErrorMessage()
    private var closedWindows: [SurfaceID] = []
    var pendingChanges: [DisplayChange] = []
    /// Whether the display is visible (a hidden browser tab is not).
    private(set) var isVisible = true
    public var updateHandler: (@MainActor (DisplayUpdate) -> Void)?
    private let log = Logger(label: "proscenium.session")

    init(runtime: AppRuntime, clientKey: String) {
        self.runtime = runtime
        self.clientKey = clientKey
        menuBar = MenuBarController(session: self)
    }

    // MARK: Windows

    /// Opens the windows restored for this display, or else one window of the
    /// first window group.
    func openInitialWindows(restored: [RestoredWindow]) {
        for saved in restored {
            guard let declaration = runtime?.declaration(id: saved.sceneID) else {
                log.warning("not restoring a window of unknown scene \(saved.sceneID)")
                continue
            }
            let value = saved.value.flatMap { declaration.valueType?.decode($0) }
            let window = makeWindow(declaration, value: value, storage: SceneStorageValues(values: saved.sceneStorage))
            window.attributes.x = saved.x
            window.attributes.y = saved.y
            window.attributes.width = saved.width ?? window.attributes.width
            window.attributes.height = saved.height ?? window.attributes.height
        }
        for url in runtime?.takeLaunchDocuments() ?? [] { open(url) }
        if runtime?.sessions.first === self { reopenRecoveredDocuments() }
        if windows.isEmpty, let first = runtime?.windowDeclarations.first(where: { $0.opensAtLaunch }) {
            if first.kind == .documentGroup { newDocument(first) } else { makeWindow(first, value: nil) }
        }
        if let front = windows.last { makeKey(front) }
    }

    @discardableResult
    func makeWindow(_ declaration: SceneDeclaration, value: AnyHashable?,
                    storage: SceneStorageValues = SceneStorageValues(), document: DocumentBox? = nil) -> WindowInstance {
        let id = SurfaceID("w\(nextWindowNumber)")
        nextWindowNumber += 1
        let window = WindowInstance(id: id, declaration: declaration, session: self, presentedValue: value,
                                    sceneStorage: storage)
        window.document = document
        document?.window = window
        if let size = declaration.attributes.defaultSize {
            window.attributes.width = size.width
            window.attributes.height = size.height
        }
        var hints: [String: String] = ["scene": declaration.id, "role": declaration.kind.rawValue]
        if let position = declaration.attributes.defaultPosition {
            hints["defaultPosition"] = "\(formatNumber(Double(position.x))),\(formatNumber(Double(position.y)))"
        }
        if declaration.attributes.resizability != .automatic { hints["resizable"] = declaration.attributes.resizability.name }
        if let style = declaration.attributes.style { hints["style"] = style }
        if let toolbarStyle = declaration.attributes.toolbarStyle { hints["toolbarStyle"] = toolbarStyle }
        window.attributes.hints = hints
        windows.append(window)
        window.start(environment: environment(for: window))
        runtime?.restorationChanged()
        return window
    }

    private func environment(for window: WindowInstance) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.openWindow = OpenWindowAction { [weak self] id, value in self?.openWindow(id: id, value: value) }
        environment.dismissWindow = DismissWindowAction { [weak self, weak window] id, value in
            if id == nil, value == nil {
                if let window { self?.close(window) }
            } else {
                self?.dismissWindows(id: id, value: value)
            }
        }
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        // `dismiss` in a window's content (outside a sheet) closes the window, as on a Mac.
        environment.dismiss = DismissAction { [weak self, weak window] in
            if let window { self?.close(window) }
        }
        environment.newDocument = newDocumentAction
        environment.openURL = openURLAction
        environment.openDocument = openDocumentAction
        environment.scenePhase = phase(of: window)
        environment.filePanelPresenter = filePanelPresenter
        return environment
    }

    /// `openWindow(id:)` / `openWindow(value:)`: a new window, or the one already
    /// showing that unique scene or equal value brought to the front.
    func openWindow(id: String?, value: AnyHashable?) {
        guard let runtime else { return }
        let candidates = runtime.windowDeclarations.filter { declaration in
            if let id, declaration.id != id { return false }
            if let value { return declaration.valueType?.accepts(value.base) == true }
            return true
        }
        guard let declaration = candidates.first else {
            log.warning("openWindow: no scene matches id \(id ?? "-") and value \(value.map { "\($0.base)" } ?? "-")")
            return
        }
        if let existing = windows.first(where: { window in
            guard window.sceneID == declaration.id else { return false }
            if declaration.kind == .window || declaration.kind == .settings { return true }
            return value != nil && window.presentedValue == value
        }) {
            makeKey(existing)
            return
        }
        let initial = value ?? declaration.valueType?.defaultValue?()
        makeKey(makeWindow(declaration, value: initial))
    }

    /// `openWindow(id:)` as a view would call it, for tests.
    public func openWindowForTests(id: String) { openWindow(id: id, value: nil) }

    func openSettings() {
        guard let settings = runtime?.declarations.first(where: { $0.kind == .settings }) else {
            log.notice("openSettings: the app has no Settings scene")
            return
        }
        openWindow(id: settings.id, value: nil)
    }

    func dismissWindows(id: String?, value: AnyHashable?) {
        for window in windows where (id == nil || window.sceneID == id) && (value == nil || window.presentedValue == value) {
            close(window)
        }
    }

    /// Closes `window`: its views disappear and its state is released; it is
    /// not restored at the next launch.
    public func close(_ window: WindowInstance) { close(window, force: false) }

    /// Closes `window`; a document with unsaved changes first asks (Save,
    /// Don't Save, Cancel) unless `force`.
    func close(_ window: WindowInstance, force: Bool) {
        if !force, let box = window.document, box.isEdited, box.isEditable {
            box.prompt = .unsavedChanges(closing: true)
            makeKey(window)
            window.documentChanged()
            return
        }
        if let panel = window.panel, !panel.isFinished { panel.cancel(); return }
        if let box = window.document { runtime?.recovery?.remove(box) }
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        localDeclarations[window.sceneID] = nil
        windows.remove(at: index)
        window.graph.tearDown()
        if window.isOpenOnDisplay { closedWindows.append(window.id) }
        if keyWindow === window { keyWindow = nil; if let next = windows.last(where: { !$0.attributes.isMinimized }) { makeKey(next) } }
        focusedValuesMayHaveChanged()
        menuBar.windowsChanged()
        runtime?.restorationChanged()
        runtime?.updateScenePhase()
        runtime?.scheduleUpdate(for: self)
    }

    /// Brings `window` to the front and makes it the key window.
    public func makeKey(_ window: WindowInstance) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        windows.append(window)
        window.attributes.isMinimized = false
        let previous = keyWindow
        keyWindow = window
        if previous !== window {
            focusedValuesMayHaveChanged()
            updatePhases()
        }
        menuBar.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    func showAbout() { openWindow(id: "proscenium.about", value: nil) }

    func showHelpUnavailable() { openWindow(id: "proscenium.help", value: nil) }

    func minimize(_ window: WindowInstance) {
        window.attributes.isMinimized = true
        if keyWindow === window { keyWindow = windows.last { !$0.attributes.isMinimized } }
        updatePhases()
        menuBar.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    /// Flips a presentation hint of a window (zoomed, sidebar hidden, ...).
    func toggleHint(_ hint: String, on window: WindowInstance) {
        window.hints[hint] = window.hints[hint] == "true" ? "" : "true"
        runtime?.scheduleUpdate(for: self)
    }

    /// Window > Merge All Windows: the display shows the windows as tabs of one.
    func mergeAllWindows() {
        for window in windows { window.hints["tabGroup"] = "merged" }
        menuBar.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    /// Window > Move Tab to New Window: the window leaves the merged tabs.
    func moveTabToNewWindow(_ window: WindowInstance) {
        window.hints["tabGroup"] = ""
        menuBar.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    func phase(of window: WindowInstance) -> ScenePhase {
        if !isVisible || window.attributes.isMinimized { return .background }
        return window === keyWindow ? .active : .inactive
    }

    private func updatePhases() {
        for window in windows {
            let phase = phase(of: window)
            if window.graph.rootEnvironment.scenePhase != phase {
                var environment = window.graph.rootEnvironment
                environment.scenePhase = phase
                window.graph.setRootEnvironment(environment)
            }
        }
        runtime?.updateScenePhase()
    }

    func window(_ id: SurfaceID) -> WindowInstance? { windows.first { $0.id == id } }

    // MARK: Focus and menus

    /// The key window's focused values changed (or the key window did).
    func focusedValuesMayHaveChanged() { menuBar.focusChanged() }

    var keyFocusedValues: FocusedValues {
        guard let keyWindow else { return FocusedValues() }
        return keyWindow.focus.values(in: keyWindow.graph)
    }

    func declarationsChanged() {
        for window in windows { window.invalidateContent() }
        menuBar.declarationsChanged()
    }

    // MARK: DisplaySession

    public func snapshot() -> [Surface] {
        // A display that (re)connects starts from everything; changes queued
        // before are part of it.
        _ = prepare()
        pendingChanges.removeAll()
        closedWindows.removeAll()
        var surfaces: [Surface] = [menuBar.snapshotSurface()]
        for window in windows {
            window.attributes = currentAttributes(of: window)
            window.sentAttributes = window.attributes
            window.isOpenOnDisplay = true
            surfaces.append(Surface(id: window.id, attributes: window.attributes, root: window.graph.snapshot()))
        }
        return surfaces
    }

    public func send(_ event: HostEvent) {
        // Updates asked for while handling are made by the flush below.
        runtime?.isHandlingEvent = true
        handle(event)
        // Undo groups end with the event, as the run loop ends them on a Mac.
        for window in windows { window.document?.undoManager._endEventGrouping() }
        // The event's own session is updated; others only if the event changed them.
        runtime?.scheduleUpdate(for: self)
        runtime?.isHandlingEvent = false
        runtime?.flushPending()
    }

    public func disconnect() {
        isVisible = false
        updatePhases()
        // The page is gone and a new one gets a new session: the windows'
        // views disappear and the graphs let go of them (their closures hold
        // this session and its windows, which would otherwise never be freed).
        // Before the runtime forgets the session, which also drops the
        // updates the teardown asks for.
        for window in windows { window.graph.tearDown() }
        menuBar.tearDown()
        runtime?.sessionEnded(self)
    }

    private func handle(_ event: HostEvent) {
        switch event.kind {
        case .key:
            pressKey(event.key ?? "", modifiers: event.modifiers ?? [])
            return
        case .visibility:
            isVisible = event.value != "false"
            updatePhases()
            return
        default: break
        }
        guard let surface = event.surface else {
            DroppedEventLog.shared.dropped("no surface", kind: event.kind.rawValue)
            return
        }
        if surface == .menuBar {
            menuBar.handle(event)
            return
        }
        guard let window = window(surface) else {
            DroppedEventLog.shared.dropped("unknown window", kind: event.kind.rawValue)
            return
        }
        switch event.kind {
        case .windowFocus:
            makeKey(window)
        case .windowClose:
            close(window)
        case .windowMinimize:
            window.attributes.isMinimized = event.value != "false"
            if window.attributes.isMinimized, keyWindow === window {
                keyWindow = windows.last { !$0.attributes.isMinimized }
            }
            updatePhases()
            menuBar.windowsChanged()
        case .windowFrame:
            if let x = event.x { window.attributes.x = x }
            if let y = event.y { window.attributes.y = y }
            if let width = event.width { window.attributes.width = width }
            if let height = event.height { window.attributes.height = height }
            // The display already shows the new frame: no need to echo it.
            window.sentAttributes = currentAttributes(of: window)
            runtime?.restorationChanged()
        case .focus:
            if keyWindow !== window { makeKey(window) }
            window.focus.focus(event.target, in: window.graph)
        default:
            if keyWindow !== window, event.kind == .click { makeKey(window) }
            window.graph.handle(event)
        }
    }

    /// A key pressed with modifiers: the key window's control with that
    /// shortcut, else the menu item with it.
    func pressKey(_ key: String, modifiers: [String]) {
        let shortcut = KeyboardShortcut.displayString(key: key, modifiers: modifiers)
        if let keyWindow, let target = keyWindow.graph.enabledElement(withShortcut: shortcut) {
            keyWindow.graph.handle(HostEvent(kind: .click, surface: keyWindow.id, target: target))
            return
        }
        if menuBar.performShortcut(shortcut) { return }
        log.debug("no command for \(shortcut)")
    }

    // MARK: Updates

    /// Flushes this session's graphs; returns whether anything changed.
    func prepare() -> Bool {
        var changed = false
        for window in windows {
            let patches = window.graph.flush()
            if window.isOpenOnDisplay {
                if !patches.isEmpty {
                    pendingChanges.append(.patch(window.id, patches))
                    changed = true
                }
            }
        }
        if menuBar.flush(into: &pendingChanges) { changed = true }
        return changed
    }

    func currentAttributes(of window: WindowInstance) -> SurfaceAttributes {
        var attributes = window.attributes
        attributes.title = window.title
        attributes.order = windows.firstIndex { $0 === window } ?? 0
        attributes.isKey = window === keyWindow
        attributes.isEdited = window.document?.isEdited ?? false
        attributes.hints.merge(window.hints) { _, new in new }
        for (name, value) in window.hints where value.isEmpty { attributes.hints[name] = nil }
        return attributes
    }

    func releaseRetiredNodes() {
        for window in windows { window.graph.releaseRetired() }
        menuBar.releaseRetiredNodes()
    }

    /// Sends everything that changed since the last update as one message.
    func sendUpdate() {
        var changes = pendingChanges
        pendingChanges.removeAll()
        for id in closedWindows { changes.append(.close(id)) }
        closedWindows.removeAll()
        for window in windows {
            let attributes = currentAttributes(of: window)
            window.attributes = attributes
            if !window.isOpenOnDisplay {
                window.isOpenOnDisplay = true
                window.sentAttributes = attributes
                changes.append(.open(Surface(id: window.id, attributes: attributes, root: window.graph.snapshot())))
            } else if window.sentAttributes != attributes {
                window.sentAttributes = attributes
                changes.append(.configure(window.id, attributes))
            }
        }
        guard !changes.isEmpty else { return }
        updateHandler?(DisplayUpdate(changes: changes))
    }
}

extension ViewGraph {
    /// The first enabled element whose shortcut is `shortcut`.
    func enabledElement(withShortcut shortcut: String) -> ElementID? {
        var found: ElementID?
        func visit(_ node: ViewNode) {
            if found != nil { return }
            if let element = node.element, let id = node.elementID, element.attributes[.shortcut]?.string == shortcut,
               element.attributes[.disabled] != "true", element.attributes[.hidden] != "true" {
                found = id
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }
}
