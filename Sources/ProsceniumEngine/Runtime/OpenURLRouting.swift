package import ProsceniumHost
/// The `onOpenURL` handlers of a window's views.
@MainActor
package final class WindowURLHandlers {
    private var handlers: [ObjectIdentifier: (node: WeakNode, handler: (URL) -> Void)] = [:]

    package func register(_ node: ViewNode, _ handler: @escaping (URL) -> Void) {
        let id = ObjectIdentifier(node)
        if handlers[id] == nil { node.onUnmount { [weak self] in self?.handlers[id] = nil } }
        handlers[id] = (WeakNode(node: node), handler)
    }

    /// Gives `url` to every handler; returns whether there was one.
    package func deliver(_ url: URL) -> Bool {
        let live = handlers.values.filter { $0.node.node?.isMounted == true }
        for entry in live { entry.handler(url) }
        return !live.isEmpty
    }
}

extension EnvironmentValues {
    /// The `onOpenURL` handlers of the window a view is in.
    package var windowURLHandlers: WindowURLHandlers? { windowObjects?.urlHandlers }
}

/// Registers an `onOpenURL` handler with its window.
package nonisolated struct OnOpenURLModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(action: @escaping (URL) -> Void) {
        self.action = action
    }

    package let action: (URL) -> Void
    @MainActor package func render(content: any View, into context: inout RenderContext) {
        context.environment.windowURLHandlers?.register(context.node, action)
        context.addChildren(content)
    }
}

extension AppRuntime {
    /// Opens `url`: a file as a document, any other URL in the scene whose
    /// `handlesExternalEvents(matching:)` matches it (else the first window
    /// group), reusing its window or opening one, and handing the URL to the
    /// window's `onOpenURL` handlers.
    public func open(_ url: URL) {
        guard let session = sessions.last else {
            openAtLaunch([url])
            return
        }
        session.open(url)
        flush()
    }
}

extension AppSession {
    package func open(_ url: URL) {
        if url.isFileURL {
            if let documents = runtime?.documents {
                documents.open(url, in: self)
            } else {
                runtimeLog.error("no document type opens \(url.path)")
                showError("No document type opens “\(url.lastPathComponent)”.")
            }
            return
        }
        let text = url.absoluteString
        guard let window = windowForExternalEvent(text) else {
            runtimeLog.notice("no scene handles \(text)")
            return
        }
        makeKey(window)
        // The window's views register their handlers when they render: the
        // URL waits for the commit, which delivers it after the window's
        // flush (`deliverPendingURLs`), so no flush happens outside it.
        window.pendingURLs.append(url)
        runtime?.scheduleUpdate(for: self)
    }

    /// The window for an external event about `text` (a URL, an activity's
    /// target): of the scene whose `handlesExternalEvents(matching:)`
    /// matches it, else of the first window group that states no
    /// conditions; of its open windows, one whose views prefer the event
    /// (`handlesExternalEvents(preferring:allowing:)`), else the key window
    /// if it allows it, else the latest that does, else a new one. Nil when
    /// no scene takes it.
    package func windowForExternalEvent(_ text: String?) -> WindowInstance? {
        guard let runtime else { return nil }
        let groups = runtime.windowDeclarations.filter { $0.kind == .windowGroup || $0.kind == .window }
        let declaration = groups.first { declaration in
            guard let conditions = declaration.attributes.handlesExternalEvents else { return false }
            return externalEventConditions(conditions, match: text)
        } ?? groups.first { $0.attributes.handlesExternalEvents == nil }
        guard let declaration else { return nil }
        let open = windows.filter { $0.sceneID == declaration.id }
        if let preferring = open.last(where: { window in
            window.externalEventConditions.map { externalEventConditions($0.preferring, match: text) } ?? false
        }) {
            return preferring
        }
        func allows(_ window: WindowInstance) -> Bool {
            window.externalEventConditions.map { externalEventConditions($0.allowing, match: text) } ?? true
        }
        if let key = keyWindow, key.sceneID == declaration.id, allows(key) { return key }
        if let existing = open.last(where: allows) { return existing }
        return makeWindow(declaration, value: declaration.newWindowValue)
    }

    /// Hands each URL waiting on `window` to its `onOpenURL` handlers;
    /// returns whether there was any.
    package func deliverPendingURLs(of window: WindowInstance) -> Bool {
        guard !window.pendingURLs.isEmpty else { return false }
        let urls = window.pendingURLs
        window.pendingURLs.removeAll()
        for url in urls where !window.urlHandlers.deliver(url) {
            runtimeLog.notice("no onOpenURL handler in the window for \(url.absoluteString)")
        }
        return true
    }
}

extension AppSession {
    /// Tells the person something failed, in a small window of its own (a file
    /// given on the command line could not be opened, say): the latest message.
    package func showError(_ message: String) {
        errorMessage.message = message
        if let window = windows.first(where: { $0.sceneID == "proscenium.error" }) {
            makeKey(window)
            return
        }
        guard let makeView = runtime?.panels.error else {
            runtimeLog.error("no runtime to show an error in: \(message)")
            return
        }
        let box = errorMessage
        let declaration = SceneDeclaration(kind: .window, id: "proscenium.error", title: "Could Not Open") { window in
            makeView(box, window)
        }
        declaration.isSystemPanel = true
        localDeclarations[declaration.id] = declaration
        let window = makeWindow(declaration, value: nil)
        window.attributes.hints.role = "panel"
        makeKey(window)
    }
}

/// The latest error message of a session, observed by its error window.
@MainActor
package final class ErrorMessage: @MainActor ObservableObject {
    package let objectWillChange = ObservableObjectPublisher()
    package var message = "" { willSet { objectWillChange.send() } }
}

extension AppSession {
    /// `openURL` from this session's windows: web and mail links open in the
    /// display (a new browser tab); a file opens as a document; any other URL
    /// goes to the scene that handles it (`onOpenURL`).
    /// Puts `text` on the person's clipboard (`NSPasteboard`).
    package func copyText(_ text: String) {
        pendingChanges.append(.copyText(text))
        runtime?.scheduleUpdate(for: self)
    }

    /// Ends editing in the key window, as a first responder that resigns
    /// does: nothing there has focus (its `@FocusState` bindings let go) and
    /// the display takes keyboard focus from its views. False when no
    /// window is key.
    @discardableResult
    package func endEditingInKeyWindow() -> Bool {
        guard let window = keyWindow else { return false }
        window.focus.focus(nil, in: window.graph)
        pendingChanges.append(.endEditing(window.id))
        runtime?.scheduleUpdate(for: self)
        return true
    }

    /// Asks the display to play haptic feedback.
    package func playFeedback(_ value: FeedbackValue) {
        pendingChanges.append(.feedback(value))
        runtime?.scheduleUpdate(for: self)
    }

    /// Asks the display to share `request` (`ShareLink`).
    package func share(_ request: ShareRequest) {
        pendingChanges.append(.share(request))
        runtime?.scheduleUpdate(for: self)
    }

    package func openExternal(_ url: URL) {
        switch url.scheme?.lowercased() {
        case "http", "https", "mailto":
            pendingChanges.append(.openURL(url.absoluteString))
            runtime?.scheduleUpdate()
        default:
            open(url)
        }
    }

    package var openURLAction: OpenURLAction {
        OpenURLAction { [weak self] url in
            self?.openExternal(url)
            return .handled
        }
    }
}
