package import ProsceniumHost

/// A session's windows: opening (at launch, by scene, by value), closing,
/// ordering and the key window, scene phases, and the focused values and
/// menus that follow the key window.
extension AppSession {
    /// Opens the windows restored for this display, or else one window of the
    /// launch scene (`AppRuntime.launchDeclaration`), presenting the value a
    /// new window of it has: a group's default value, or none.
    package func openInitialWindows(restored: [RestoredWindow]) {
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
        if runtime?.sessions.first === self { runtime?.documents?.reopenRecovered(in: self) }
        if windows.isEmpty, let first = runtime?.launchDeclaration {
            if first.kind == .documentGroup {
                runtime?.documents?.newDocument(first, in: self)
            } else {
                makeWindow(first, value: first.newWindowValue)
            }
        }
        if let front = windows.last { makeKey(front) }
    }

    @discardableResult
    package func makeWindow(_ declaration: SceneDeclaration, value: AnyHashable?,
                    storage: SceneStorageValues = SceneStorageValues(),
                    document: (any WindowDocument)? = nil) -> WindowInstance {
        let id = SurfaceID("w\(nextWindowNumber)")
        nextWindowNumber += 1
        let window = WindowInstance(id: id, declaration: declaration, session: self, presentedValue: value,
                                    sceneStorage: storage)
        window.documentObject = document
        document?.window = window
        if let size = declaration.attributes.defaultSize {
            window.attributes.width = size.width
            window.attributes.height = size.height
        }
        let resizability = declaration.attributes.resizability
        window.attributes.hints = WindowHints(
            scene: declaration.id, role: declaration.kind.rawValue,
            defaultPosition: declaration.attributes.defaultPosition.map {
                WindowHints.UnitPosition(x: Double($0.x), y: Double($0.y))
            },
            resizability: resizability == .automatic ? nil : resizability.name,
            style: declaration.attributes.style, toolbarStyle: declaration.attributes.toolbarStyle)
        windows.append(window)
        window.start(environment: environment(for: window))
        runtime?.restorationChanged()
        return window
    }

    /// A window's environment: the session's (`sharedWindowEnvironment`),
    /// its own dismiss actions, and its phase, appearance and size classes
    /// where they differ from the session's. What a window writes stays in
    /// its environment's short list of writes (see `EnvironmentValues.Storage`).
    package func environment(for window: WindowInstance) -> EnvironmentValues {
        var environment = sharedWindowEnvironment
        environment.dismissWindow = DismissWindowAction { [weak self, weak window] id, value in
            if id == nil, value == nil {
                if let window { self?.dismiss(window) }
            } else {
                self?.dismissWindows(id: id, value: value)
            }
        }
        // `dismiss` in a window's content (outside a sheet) closes the window, as on a Mac.
        environment.dismiss = DismissAction { [weak self, weak window] in
            if let window { self?.close(window) }
        }
        let phase = phase(of: window)
        if environment.scenePhase != phase { environment.scenePhase = phase }
        let appearsActive = window === keyWindow
        if environment.appearsActive != appearsActive { environment.appearsActive = appearsActive }
        applySessionAppearance(colorScheme: appearance.colorScheme, to: &environment)
        applySizeClasses(of: window, to: &environment)
        return environment
    }

    /// What every window of this session starts from: the session's actions
    /// (open a window, settings, a document, a link; share, feedback, file
    /// panels) and the display's appearance, made once a session and folded
    /// into one table that the windows share. Made for each window, they
    /// were eleven closures and their boxes, and some thirty writes that
    /// folded a table of the window's own (about 2 KB a window).
    package var sharedWindowEnvironment: EnvironmentValues {
        if let windowEnvironmentBase { return windowEnvironmentBase }
        var environment = runtime?.host.baseEnvironment() ?? EnvironmentValues()
        environment.openWindow = OpenWindowAction { [weak self] id, value in self?.openWindow(id: id, value: value) }
        environment.openSettings = OpenSettingsAction { [weak self] in self?.openSettings() }
        environment.openURL = openURLAction
        environment.systemOpenURL = { [weak self] url in
            guard let self else { return false }
            openExternal(url)
            return true
        }
        environment.shareItems = { [weak self] request in self?.share(request) }
        environment.playFeedback = { [weak self] value in self?.playFeedback(value) }
        // A new window is made behind the key window, and made key after.
        environment.scenePhase = .inactive
        environment.appearsActive = false
        applySessionAppearance(colorScheme: appearance.colorScheme, to: &environment)
        environment.setSizeClasses(on: screen, width: nil, height: nil)
        runtime?.documents?.addActions(of: self, to: &environment)
        if let runtime { environment.imageAssets = runtime.services.images }
        environment.foldWrites()
        windowEnvironmentBase = environment
        return environment
    }

    /// Writes the session's appearance, with `colorScheme` (the page's, or a
    /// window's own preferred one), where `environment` differs from it: into
    /// the shared environment once, and into a window's where the page or the
    /// window changed it since. Returns whether it wrote anything. (Only what
    /// differs: a window's writes stay in its environment's short list.)
    @discardableResult
    package func applySessionAppearance(colorScheme: ColorScheme, to environment: inout EnvironmentValues) -> Bool {
        var wrote = false
        func write<Value: Equatable>(_ key: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
            guard environment[keyPath: key] != value else { return }
            environment[keyPath: key] = value
            wrote = true
        }
        write(\.colorScheme, colorScheme)
        write(\.displayContrast, appearance.contrast)
        write(\.accessibilityInvertColors, appearance.invertsColors)
        write(\.displayScreen, screen)
        write(\.displayScale, screen.scale)
        write(\.accessibilityReduceMotion, reducesMotion)
        return wrote
    }

    /// Writes `window`'s size classes (from its size) where `environment`
    /// differs from them; returns whether it wrote them.
    @discardableResult
    package func applySizeClasses(of window: WindowInstance, to environment: inout EnvironmentValues) -> Bool {
        let classes = screen.sizeClasses(width: window.attributes.width, height: window.attributes.height)
        guard environment.horizontalSizeClass != classes.horizontal || environment.verticalSizeClass != classes.vertical
        else { return false }
        environment.setSizeClasses(on: screen, width: window.attributes.width, height: window.attributes.height)
        return true
    }

    /// `openWindow(id:)` / `openWindow(value:)`: a new window, or the one already
    /// showing that unique scene or equal value brought to the front.
    package func openWindow(id: String?, value: AnyHashable?) {
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
        makeKey(makeWindow(declaration, value: value ?? declaration.newWindowValue))
    }

    /// `openWindow(id:)` as a view would call it, for tests.
    @_spi(Testing) public func openWindowForTests(id: String) { openWindow(id: id, value: nil) }

    package func openSettings() {
        guard let settings = runtime?.declarations.first(where: { $0.kind == .settings }) else {
            log.notice("openSettings: the app has no Settings scene")
            return
        }
        openWindow(id: settings.id, value: nil)
    }

    package func dismissWindows(id: String?, value: AnyHashable?) {
        for window in windows where (id == nil || window.sceneID == id) && (value == nil || window.presentedValue == value) {
            dismiss(window)
        }
    }

    /// Closes `window`: its views disappear and its state is released; it is
    /// not restored at the next launch.
    public func close(_ window: WindowInstance) { close(window, force: false) }

    /// Closes `window`; a document with unsaved changes first asks (Save,
    /// Don't Save, Cancel) unless `force`.
    package func close(_ window: WindowInstance, force: Bool) {
        if !force, let document = window.documentObject, !document.allowsClosing() { return }
        if let panel = window.panelObject, !panel.isFinished { panel.cancel(); return }
        // The application's window (an AppKit window's delegate) is asked, then told.
        if windows.contains(where: { $0 === window }), let host = window.host {
            if !force, !host.shouldClose() { return }
            host.willClose()
        }
        if let dismiss = window.onDismiss {
            window.onDismiss = nil
            dismiss()
        }
        window.documentObject?.windowClosed()
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        localDeclarations[window.sceneID] = nil
        windows.remove(at: index)
        window.graph.tearDown()
        if window.isOpenOnDisplay { closedWindows.append(window.id) }
        if keyWindow === window { keyWindow = nil; if let next = windows.last(where: { !$0.attributes.isMinimized }) { makeKey(next) } }
        focusedValuesMayHaveChanged()
        menus.windowsChanged()
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
            previous?.host?.keyChanged(isKey: false)
            window.host?.keyChanged(isKey: true)
        }
        menus.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    package func showAbout() { openWindow(id: "proscenium.about", value: nil) }

    package func showHelpUnavailable() { openWindow(id: "proscenium.help", value: nil) }

    package func minimize(_ window: WindowInstance) {
        window.attributes.isMinimized = true
        if keyWindow === window { keyWindow = windows.last { !$0.attributes.isMinimized } }
        updatePhases()
        menus.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    /// Flips a presentation hint of a window (zoomed, sidebar hidden, ...).
    package func toggleHint(_ hint: WritableKeyPath<WindowHints, Bool>, on window: WindowInstance) {
        window.hints[keyPath: hint].toggle()
        runtime?.scheduleUpdate(for: self)
    }

    /// Window > Merge All Windows: the display shows the windows as tabs of one.
    package func mergeAllWindows() {
        for window in windows { window.hints.isMergedIntoTabs = true }
        menus.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    /// Window > Move Tab to New Window: the window leaves the merged tabs.
    package func moveTabToNewWindow(_ window: WindowInstance) {
        window.hints.isMergedIntoTabs = false
        menus.windowsChanged()
        runtime?.scheduleUpdate(for: self)
    }

    package func phase(of window: WindowInstance) -> ScenePhase {
        if !isVisible || window.attributes.isMinimized { return .background }
        return window === keyWindow ? .active : .inactive
    }

    package func updatePhases() {
        for window in windows {
            let phase = phase(of: window)
            let appearsActive = window === keyWindow
            let current = window.graph.rootEnvironment
            if current.scenePhase != phase || current.appearsActive != appearsActive {
                var environment = current
                environment.scenePhase = phase
                environment.appearsActive = appearsActive
                window.graph.setRootEnvironment(environment)
            }
        }
        runtime?.updateScenePhase()
    }

    package func window(_ id: SurfaceID) -> WindowInstance? { windows.first { $0.id == id } }

    // MARK: Focus and menus

    /// The key window's focused values changed (or the key window did).
    package func focusedValuesMayHaveChanged() { menus.focusChanged() }

    package var keyFocusedValues: FocusedValues {
        guard let keyWindow else { return FocusedValues() }
        return keyWindow.focus.values(in: keyWindow.graph)
    }

    package func declarationsChanged() {
        for window in windows { window.invalidateContent() }
        menus.declarationsChanged()
    }
}
