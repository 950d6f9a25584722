public import ProsceniumHost
import ProsceniumLayout

/// Events from the display: routed to the window, its graph, the menu bar or
/// the key window's shortcuts; the session's update follows each event.
extension AppSession {
    public func send(_ event: HostEvent) {
        guard let scheduler = runtime?.scheduler else { return }
        // What the event changes is committed once, when it is handled.
        scheduler.handleEvent(from: self) {
            let host = runtime?.host ?? NoApplicationHost()
            let outerModifiers = host.eventModifiers
            host.eventModifiers = event.modifiers ?? []
            defer { host.eventModifiers = outerModifiers }
            handle(event)
            // Undo groups end with the event, as the run loop ends them on a Mac.
            for window in windows { window.documentObject?.eventEnded() }
        }
    }

    package func handle(_ event: HostEvent) {
        switch event.kind {
        case .key:
            pressKey(event.key ?? "", modifiers: event.modifiers ?? [])
            return
        case .visibility:
            isVisible = event.value != "false"
            updatePhases()
            return
        case .appearance:
            keep(runtime.flatMap { DisplayAppearance(event, droppedEvents: $0.services.droppedEvents) }, in: \.appearance)
            return
        case .screen:
            keep(runtime.flatMap { DisplayScreen(event, droppedEvents: $0.services.droppedEvents) }, in: \.screen)
            return
        case .reduceMotion:
            setReducesMotion(event.value == "true")
            return
        case .notificationClick:
            NotificationClicks.clicked(event.value ?? "")
            return
        default: break
        }
        guard let surface = event.surface else {
            runtime?.services.droppedEvents.dropped("no surface", kind: event.kind.rawValue)
            return
        }
        if surface == .menuBar {
            menus.handle(event)
            return
        }
        guard let window = window(surface) else {
            runtime?.services.droppedEvents.dropped("unknown window", kind: event.kind.rawValue)
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
            menus.windowsChanged()
        case .windowFrame:
            if let x = event.x { window.attributes.x = x }
            if let y = event.y { window.attributes.y = y }
            if let width = event.width { window.attributes.width = width }
            if let height = event.height { window.attributes.height = height }
            // The display already shows the new frame: no need to echo it.
            window.sentAttributes = currentAttributes(of: window)
            runtime?.restorationChanged()
            window.host?.frameChanged()
        case .windowZoom:
            // The window manager says which (own windows mode); a title bar's button toggles.
            if let value = event.value, value == "true" || value == "false" {
                window.hints.isZoomed = value == "true"
                runtime?.scheduleUpdate(for: self)
            } else {
                toggleHint(\.isZoomed, on: window)
            }
        case .contentSize:
            guard let width = event.width, let height = event.height else {
                runtime?.services.droppedEvents.dropped("no size", kind: event.kind.rawValue)
                return
            }
            // The next update sends the content laid out at the new size;
            // `value` is the unsafe area past it (under a hidden title bar).
            let safeArea = event.value.flatMap(SafeAreaInsets.init(wire:)) ?? .zero
            _ = window.placement.setContentSize(Size(width: width, height: height), safeArea: safeArea)
        case .islandSize:
            guard let host = event.target, let width = event.width, let height = event.height else {
                runtime?.services.droppedEvents.dropped("no element or size", kind: event.kind.rawValue)
                return
            }
            _ = window.placement.setIslandSize(Size(width: width, height: height), of: host)
        case .listScroll:
            guard let list = event.target, let offset = event.y, offset.isFinite else {
                runtime?.services.droppedEvents.dropped("no list or offset", kind: event.kind.rawValue)
                return
            }
            window.placement.setListOffset(max(offset, 0), of: list)
        case .focus:
            if event.value == "false" {
                // Focus left the element: nothing has it, unless it already went on to another.
                if window.focus.focusedElement == event.target { window.focus.focus(nil, in: window.graph) }
            } else {
                if keyWindow !== window { makeKey(window) }
                window.focus.focus(event.target, in: window.graph)
            }
        default:
            if keyWindow !== window, event.kind == .click { makeKey(window) }
            window.graph.handle(event)
        }
    }

    /// A key pressed with modifiers: the key window's control with that
    /// shortcut, else the menu item with it.
    package func pressKey(_ key: String, modifiers: [String]) {
        let shortcut = KeyboardShortcut.displayString(key: key, modifiers: modifiers)
        if let keyWindow, let target = keyWindow.graph.enabledElement(withShortcut: shortcut) {
            keyWindow.graph.handle(HostEvent(kind: .click, surface: keyWindow.id, target: target))
            return
        }
        if menus.performShortcut(shortcut) { return }
        log.debug("no command for \(shortcut)")
    }
}

extension ViewGraph {
    /// The first enabled element whose shortcut is `shortcut`; `inValueMenu`
    /// finds it among a value menu's items (the menu bar's, `ValueMenus`).
    package func enabledElement(withShortcut shortcut: String,
                        inValueMenu: (ElementID) -> ElementID? = { _ in nil }) -> ElementID? {
        var found: ElementID?
        func visit(_ node: ViewNode) {
            if found != nil { return }
            if let id = node.elementID, let item = inValueMenu(id) {
                found = item
                return
            }
            if let element = node.element, let id = node.elementID, element.attributes[.shortcut]?.string == shortcut,
               element.attributes[.disabled] != true, element.attributes[.hidden] != true {
                found = id
                return
            }
            for child in node.children { visit(child) }
        }
        visit(root)
        return found
    }
}

extension AppSession {
    /// Keeps what the page reported about itself (nil: malformed, already
    /// logged) when it is new, and shows every window again with it.
    fileprivate func keep<Value: Equatable>(_ reported: Value?, in keyPath: ReferenceWritableKeyPath<AppSession, Value>) {
        guard let reported, reported != self[keyPath: keyPath] else { return }
        self[keyPath: keyPath] = reported
        for window in windows { window.graph.requestUpdate() }
    }
}
