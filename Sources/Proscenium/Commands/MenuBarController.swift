// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
import Logging
import ProsceniumHost

/// A session's menu bar: a graph that evaluates the app's command sets with
/// the key window's focused values, and a graph that shows the menus, whose
/// built-in menus keep their items as values (`ValueMenus`).
@MainActor
final class MenuBarController: SessionMenuBar {
    private weak var session: AppSession?
    private(set) var commandsGraph: ViewGraph!
    private(set) var menuGraph: ViewGraph!
    /// The items of the menus made only of built-in items.
    var valueMenus = ValueMenus()
    private(set) var commandDeclarations: [CommandDeclaration] = []
    /// How to open each menu-bar extra from outside the page (a tray icon).
    let extraOpeners = MenuBarExtraOpeners()
    private var isOpenOnDisplay = false
    private var lastCommandEvaluations = -1

    init(session: AppSession) {
        self.session = session
        var environment = session.runtime?.host.baseEnvironment() ?? EnvironmentValues()
        environment.keyWindowActions = KeyWindowActions { [weak session] hint in
            guard let session, let window = session.keyWindow else { return }
            session.toggleHint(hint, on: window)
        }
        environment.openWindow = OpenWindowAction { [weak session] id, value in session?.openWindow(id: id, value: value) }
        environment.openSettings = OpenSettingsAction { [weak session] in session?.openSettings() }
        let services = session.runtime?.services ?? RuntimeServices()
        commandsGraph = ViewGraph(unstarted: CommandsRoot(controller: self), environment: environment, label: "commands",
                                  services: services, followsWindowPreferences: false, log: Self.commandsLog)
        if let scheduler = session.runtime?.scheduler { commandsGraph.attach(to: scheduler, session: session) }
        commandsGraph.start()
        collectCommands()
        var menuEnvironment = environment
        menuEnvironment.isInMenu = true
        menuGraph = ViewGraph(unstarted: MenuBarContent(controller: self), environment: menuEnvironment,
                              label: "menubar", rootTag: .menubar, services: services, followsWindowPreferences: false,
                              log: Self.menuLog)
        if let scheduler = session.runtime?.scheduler { menuGraph.attach(to: scheduler, session: session) }
        menuGraph.start()
    }

    /// One logger for every session's commands graph, one for their menu graphs.
    private static let commandsLog = Logger(label: "proscenium.commands")
    private static let menuLog = Logger(label: "proscenium.menubar")

    var runtime: AppRuntime? { session?.runtime }
    var appSession: AppSession? { session }

    private func collectCommands() {
        var declarations: [CommandDeclaration] = []
        commandsGraph.root.collectCommandDeclarations(into: &declarations)
        commandDeclarations = declarations
        lastCommandEvaluations = commandsGraph.bodyEvaluations
    }

    func focusChanged() {
        guard let session else { return }
        let values = session.keyFocusedValues
        // The `Commands` read focused values, and so do views inside their
        // menus (`CommandMenu("Note") { NoteMenuItems() }`), which live in
        // the menu graph.
        for graph in [commandsGraph!, menuGraph!] {
            var environment = graph.rootEnvironment
            if !valuesEqual(environment.focusedValues, values) {
                environment.focusedValues = values
                graph.setRootEnvironment(environment)
            }
        }
        menuGraph.invalidateContent()
    }

    func declarationsChanged() {
        commandsGraph.invalidateContent()
        menuGraph.invalidateContent()
    }

    func windowsChanged() { menuGraph.invalidateContent() }

    /// Flushes both graphs; returns whether the menu bar changed.
    func flush(into changes: inout [DisplayChange], in pass: borrowing CommitPass) -> Bool {
        commandsGraph.flush(in: pass)
        if commandsGraph.bodyEvaluations != lastCommandEvaluations {
            collectCommands()
            menuGraph.invalidateContent()
        }
        // The graph's patches first: they may insert a menu whose items follow.
        var patches = menuGraph.flush(in: pass)
        patches += valueMenus.sync(in: menuGraph, emitting: isOpenOnDisplay)
        guard isOpenOnDisplay else {
            isOpenOnDisplay = true
            changes.append(.open(snapshotSurface()))
            return true
        }
        guard !patches.isEmpty else { return false }
        changes.append(.patch(.menuBar, patches))
        return true
    }

    /// The menu bar's graphs that still wait to render, with their views that do.
    func unsettledGraphs() -> [String] {
        [("commands", commandsGraph), ("menu bar", menuGraph)].compactMap { name, graph in
            graph.unsettledViews.map { "\(name): \($0)" }
        }
    }

    func snapshotSurface() -> Surface {
        let root = menuGraph.snapshot()
        // Menus rendered since the last flush are in the snapshot as they are now.
        _ = valueMenus.sync(in: menuGraph, emitting: false)
        isOpenOnDisplay = true
        return Surface(id: .menuBar, attributes: SurfaceAttributes(kind: .menuBar, title: runtime?.appName ?? ""),
                       root: valueMenus.filling(root))
    }

    /// The menu bar as its graph and value menus describe it now, for
    /// checking that the patches sent so far rebuild it exactly.
    func currentTree() -> RenderElement { valueMenus.filling(menuGraph.currentTree()) }

    /// A value item's event runs its action, or goes to its menu (as an
    /// item's node would pass an event it does not handle to its parent);
    /// any other event goes to the graph.
    func handle(_ event: HostEvent) {
        guard let target = event.target, ValueMenus.isValueItem(target) else {
            menuGraph.handle(event)
            return
        }
        switch valueMenus.target(of: target, kind: event.kind) {
        case let .command(command, isEnabled): if isEnabled && !command.isDisabled { command.action() }
        case let .window(window): window.action()
        case let .menu(menu) where event.kind != .geometry:
            var event = event
            event.target = menu
            menuGraph.handle(event)
        case .menu:
            runtime?.services.droppedEvents.dropped("nothing at the element measures it", kind: event.kind.rawValue)
        case .unknown:
            runtime?.services.droppedEvents.dropped("unknown element", kind: event.kind.rawValue)
        }
    }

    /// Hands what left both graphs in the last update to `pending`, to be
    /// freed later (it may hold a closed window's focused values).
    func takeRetiredNodes(into pending: inout [ViewNode]) {
        commandsGraph.takeRetired(into: &pending)
        menuGraph.takeRetired(into: &pending)
        valueMenus.forgetDeparted(in: menuGraph)
    }

    /// Ends both graphs when the session ends.
    func tearDown() {
        commandsGraph.tearDown()
        menuGraph.tearDown()
        valueMenus.removeAll()
    }

    /// Performs the enabled menu item with this shortcut, if there is one.
    func performShortcut(_ shortcut: String) -> Bool {
        let values = valueMenus
        guard let target = menuGraph.enabledElement(withShortcut: shortcut, inValueMenu: { values.enabledItem(in: $0, withShortcut: shortcut) })
        else { return false }
        handle(HostEvent(kind: .click, surface: .menuBar, target: target))
        return true
    }
}

/// The root of the commands graph: every scene's command sets.
nonisolated struct CommandsRoot: View, PrimitiveView {
    let controller: MenuBarController

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.commands)
        for (index, declaration) in (controller.runtime?.declarations ?? []).enumerated() {
            for (position, commands) in declaration.commands.enumerated() {
                context.addChildren(commands.node, slot: "\(declaration.id)#\(index).\(position)")
            }
        }
    }
}

extension EnvironmentValues {
    private struct IsInMenuKey: EnvironmentKey { static var defaultValue: Bool { false } }
    /// Whether views render as menu items (in the menu bar, a context menu, a `Menu`).
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }
}

extension AppSession {
    /// This session's menu bar: the one `MenuBarController.init(session:)`
    /// made, the only kind the runtime is given.
    var menuBar: MenuBarController { menus as! MenuBarController }
}
