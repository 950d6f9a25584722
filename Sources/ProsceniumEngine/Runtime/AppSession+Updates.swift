public import ProsceniumHost

/// Update assembly: the session's graphs flushed, their patches and the
/// windows opened, configured and closed gathered into one `DisplayUpdate`.
extension AppSession {
    public func snapshot() -> [Surface] {
        // A display that (re)connects starts from everything; changes queued
        // before are part of it.
        runtime?.scheduler.prepareForSnapshot(self)
        pendingChanges.removeAll()
        closedWindows.removeAll()
        var surfaces: [Surface] = [menus.snapshotSurface()]
        for window in windows {
            window.attributes = currentAttributes(of: window)
            window.sentAttributes = window.attributes
            window.isOpenOnDisplay = true
            surfaces.append(Surface(id: window.id, attributes: window.attributes, root: window.graph.snapshot()))
        }
        return surfaces
    }

    /// How many times a window is flushed in one commit when its render
    /// changes what it reads (its preferred colour scheme) or registers the
    /// handlers of what waits for it (URLs, activities).
    package static let windowRounds = 10

    /// Flushes this session's graphs; returns whether anything changed.
    /// Windows whose views still change after `windowRounds` flushes are
    /// added to `unsettled` with those views' names.
    package func prepare(in pass: borrowing CommitPass, unsettled: inout [String]) -> Bool {
        var changed = false
        for window in windows {
            // What the views read from outside them (the page's colour scheme
            // and contrast, the window's size classes) is settled before they
            // render, so one flush suffices unless the render changes it.
            _ = applyAppearance(to: window)
            var patches: [Patch] = []
            for round in 1...Self.windowRounds {
                patches += window.graph.flush(in: pass)
                let isLast = round == Self.windowRounds
                if isLast { window.graph.renderedViews = [] }
                // A view asked for another colour scheme: the views see it.
                // URLs opened and activities given since: their handlers are
                // registered now. What these change is rendered in this update.
                var again = applyAppearance(to: window)
                if deliverPendingURLs(of: window) { again = true }
                if deliverUserActivities(of: window) { again = true }
                if isLast {
                    if again { unsettled.append(unsettledDescription(of: window)) }
                    window.graph.renderedViews = nil
                    // Sent with the rest (no patch waits for a later flush,
                    // which a snapshot would already include); the views'
                    // next change waits for the next commit.
                    patches += window.graph.flush(in: pass)
                }
                guard again else { break }
            }
            if !patches.isEmpty { window.placement.invalidate(after: patches) }
            if window.isOpenOnDisplay {
                if !patches.isEmpty {
                    pendingChanges.append(.patch(window.id, patches))
                    changed = true
                }
            }
        }
        if menus.flush(into: &pendingChanges, in: pass) { changed = true }
        return changed
    }

    /// The graphs of this session that still wait to render, with their
    /// views that do (`window 2: Badge`).
    package func unsettledGraphs() -> [String] {
        windows.filter { $0.graph.unsettledViews != nil }.map(unsettledDescription) + menus.unsettledGraphs()
    }

    private func unsettledDescription(of window: WindowInstance) -> String {
        "window \(window.id.rawValue): \(window.graph.unsettledViews ?? "its appearance")"
    }

    package func currentAttributes(of window: WindowInstance) -> SurfaceAttributes {
        var attributes = window.attributes
        attributes.title = window.title
        attributes.order = windows.firstIndex { $0 === window } ?? 0
        attributes.isKey = window === keyWindow
        attributes.isEdited = window.documentObject?.isEdited ?? window.appKitEdited
        attributes.hints.takeWindowState(window.hints)
        attributes.hints.colorScheme = (window.graph.preferredColorScheme ?? runtime?.host.preferredColorScheme)?.name
        attributes.hints.subtitle = window.graph.windowHint(NavigationSubtitleKey.self)
        attributes.hints.toolbarRole = window.graph.windowHint(ToolbarRoleKey.self)
        // The application's cursor (NSCursor's), over every window of the app.
        attributes.hints.cursor = runtime?.host.cursor
        // Every window's title colour (UIKit's navigation bar appearance).
        attributes.hints.titleColor = runtime?.host.windowTitleColor.map { .color($0) }
        _ = window.placement.setSidebarHidden(window.hints.isSidebarHidden)
        window.placement.expectedContentSize = WindowPlacement.expectedContentSize(of: attributes)
        let placements = window.placement.placement(of: window.graph, window: window.id.rawValue)
        attributes.layout = placements.whole
        attributes.islands = placements.islands.isEmpty ? nil
            : Dictionary(uniqueKeysWithValues: placements.islands.map { ("\($0.key.rawValue)", $0.value) })
        return attributes
    }

    /// Gives `window`'s views the colour scheme it shows (its own preferred
    /// one, else the page's), the page's contrast, its screen's scale and
    /// its size classes (from its size); returns whether that changed.
    private func applyAppearance(to window: WindowInstance) -> Bool {
        var environment = window.graph.rootEnvironment
        // The window's own scheme, else the app's (`NSApp.appearance`), else the page's.
        let scheme = window.graph.preferredColorScheme ?? runtime?.host.preferredColorScheme ?? appearance.colorScheme
        if window === keyWindow { runtime?.host.keyWindowAppearanceSettled() }
        let wroteAppearance = applySessionAppearance(colorScheme: scheme, to: &environment)
        let wroteSizeClasses = applySizeClasses(of: window, to: &environment)
        guard wroteAppearance || wroteSizeClasses else { return false }
        window.graph.setRootEnvironment(environment)
        return true
    }

    /// Hands what left its graphs' trees to `pending`, to be freed later.
    package func takeRetiredNodes(into pending: inout [ViewNode]) {
        for window in windows { window.graph.takeRetired(into: &pending) }
        menus.takeRetiredNodes(into: &pending)
    }

    /// Sends everything that changed since the last update as one message.
    package func sendUpdate() {
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

extension WindowHints {
    /// Takes what the person and the app set of the window (`WindowInstance.hints`)
    /// over what its scene declared.
    mutating func takeWindowState(_ state: WindowHints) {
        isZoomed = state.isZoomed
        isTitleHidden = state.isTitleHidden
        isSidebarHidden = state.isSidebarHidden
        isToolbarHidden = state.isToolbarHidden
        isMergedIntoTabs = state.isMergedIntoTabs
        alpha = state.alpha
        level = state.level
        hiddenButtons = state.hiddenButtons
        disabledButtons = state.disabledButtons
    }
}
