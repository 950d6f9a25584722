public import ProsceniumHost

/// One window made from a scene declaration: its own view graph (so its
/// `@State` never leaks to another window), its presented value, its scene
/// storage, its frame and title.
@MainActor
public final class WindowInstance {
    public let id: SurfaceID
    /// The scene this window was made from.
    public let sceneID: String
    package weak var session: AppSession?
    package private(set) var graph: ViewGraph!
    package var attributes: SurfaceAttributes
    /// The value a `WindowGroup(for:)` window presents.
    public package(set) var presentedValue: AnyHashable?
    /// The window's `@SceneStorage` values.
    package let sceneStorage: SceneStorageValues
    /// The element that has keyboard focus in this window, if any.
    package var focusedElement: ElementID?
    package let focus = WindowFocus()
    package let urlHandlers = WindowURLHandlers()
    /// The activities the window's views advertise and continue.
    package let userActivities = WindowUserActivities()
    /// URLs opened in this window, delivered to its `onOpenURL` handlers by
    /// the next commit, once its views have rendered.
    package var pendingURLs: [URL] = []
    /// Where the layout engine placed the content (`SurfaceAttributes.layout`).
    package let placement = WindowPlacement()
    /// The surface attributes the display last received.
    package var sentAttributes: SurfaceAttributes?
    package var isOpenOnDisplay = false
    /// What the person and the app set of how the window is shown (zoomed,
    /// sidebar or toolbar hidden, merged into tabs, opacity, level, title-bar
    /// buttons): sent over what its scene declared (`attributes.hints`).
    package var hints = WindowHints()
    /// The document a document window edits or shows (the vocabulary's: `document`).
    package var documentObject: (any WindowDocument)?
    /// Counts the document's changes (edits, saves, prompts).
    package var documentRevision = 0
    /// The Open or Save panel this window is (the vocabulary's: `panel`).
    package var panelObject: (any WindowPanel)?
    /// What an AppKit alert's window does when it closes without an answer.
    package var onDismiss: (() -> Void)?
    /// The window as the application object sees it (AppKit's `NSWindow`),
    /// attached by that side when the app first asks for it.
    package var host: (any WindowHost)?
    /// A title set through `NSWindow.title`.
    package var appKitTitle: String?
    /// `NSWindow.isDocumentEdited`.
    package var appKitEdited = false

    package init(id: SurfaceID, declaration: SceneDeclaration, session: AppSession, presentedValue: AnyHashable?,
         sceneStorage: SceneStorageValues = SceneStorageValues()) {
        self.id = id
        sceneID = declaration.id
        self.session = session
        self.presentedValue = presentedValue
        self.sceneStorage = sceneStorage
        attributes = SurfaceAttributes(kind: .window, title: declaration.title)
        sceneStorage.onChange = { [weak session] in session?.runtime?.restorationChanged() }
    }

    /// Builds the view graph; separate from init so the graph's environment can
    /// refer to the instance.
    package func start(environment: EnvironmentValues) {
        var environment = environment
        environment.windowObjects = WindowObjects(focus: focus, sceneStorage: sceneStorage, urlHandlers: urlHandlers,
                                                  userActivities: userActivities)
        // Kept before it renders: a view's `onAppear` may open another window,
        // and the session then goes through every window's graph.
        let services = session?.runtime?.services ?? RuntimeServices()
        // The content's own type roots the graph (no `AnyView` between).
        func makeGraph<Content: View>(_ content: Content) -> ViewGraph {
            ViewGraph(unstarted: content, environment: environment, label: "window.\(id)", services: services)
        }
        let content: any View = session?.runtime?.makeWindowContent(self) ?? EmptyView()
        graph = makeGraph(content)
        if let session, let scheduler = session.runtime?.scheduler { graph.attach(to: scheduler, session: session) }
        focus.onChange = { [weak self] in self?.session?.focusedValuesMayHaveChanged() }
        focus.watch(graph)
        graph.start()
    }

    /// The window's view graph, for displays that check what they show.
    @_spi(Display) public var viewGraph: ViewGraph { graph }

    /// The declaration this window shows now (it is remade when the app's body runs again).
    package var declaration: SceneDeclaration? {
        session?.localDeclarations[sceneID] ?? session?.runtime?.declaration(id: sceneID)
    }

    /// A binding to the presented value, for `WindowGroup(for:)` content.
    package func presentedBinding<D: Hashable>(_ type: D.Type) -> Binding<D?> {
        Binding(get: { [weak self] in self?.presentedValue?.base as? D },
                set: { [weak self] value in self?.setPresentedValue(value.map(AnyHashable.init)) })
    }

    package func presentedBinding<D: Hashable>(_ type: D.Type, defaultValue: @escaping () -> D) -> Binding<D> {
        Binding(get: { [weak self] in self?.presentedValue?.base as? D ?? defaultValue() },
                set: { [weak self] value in self?.setPresentedValue(AnyHashable(value)) })
    }

    package func setPresentedValue(_ value: AnyHashable?) {
        guard presentedValue != value else { return }
        presentedValue = value
        invalidateContent()
        session?.runtime?.restorationChanged()
    }

    /// Re-evaluates the scene's content closure (the app's body ran again).
    package func invalidateContent() { graph.invalidateContent() }

    /// The title: the content's `navigationTitle`, else the scene's title, else the app's name.
    package var title: String {
        if let documentObject { return documentObject.displayName }
        if let appKitTitle { return appKitTitle }
        if let name = host?.representedURL?.lastPathComponent { return name }
        if let title = graph.navigationTitle, !title.isEmpty { return title }
        if let title = declaration?.title, !title.isEmpty { return title }
        return session?.runtime?.appName ?? ""
    }
}

extension ViewGraph {
    /// Re-renders the graph's content under the root.
    package func invalidateContent() {
        for child in root.children { child.invalidate(reason: "scene") }
    }
}

/// A window's objects that its views reach through the environment (its
/// focus, scene storage, `onOpenURL` handlers and user activities): one
/// value in a window's environment, not four. A window's writes stay in its environment's short
/// list only while there are few of them (`EnvironmentValues.Storage`).
@MainActor
package final class WindowObjects {
    package let focus: WindowFocus
    package let sceneStorage: SceneStorageValues
    package let urlHandlers: WindowURLHandlers
    package let userActivities: WindowUserActivities

    package init(focus: WindowFocus, sceneStorage: SceneStorageValues, urlHandlers: WindowURLHandlers,
         userActivities: WindowUserActivities) {
        self.focus = focus
        self.sceneStorage = sceneStorage
        self.urlHandlers = urlHandlers
        self.userActivities = userActivities
    }
}

extension EnvironmentValues {
    private struct WindowObjectsKey: EnvironmentKey { static var defaultValue: WindowObjects? { nil } }

    /// The objects of the window a view is in (none outside a window).
    package var windowObjects: WindowObjects? {
        get { self[WindowObjectsKey.self] }
        set { self[WindowObjectsKey.self] = newValue }
    }
}
