@_spi(Display) import Proscenium
import ProsceniumHost

/// Runs a whole app with no browser, as one display session, and acts on it
/// as a person would: choose menu items, press shortcuts, click and type in
/// windows, close and focus windows; read the windows, titles and menus.
///
/// The harness keeps what a display would show, built from the session's
/// updates alone, and checks each window against its graph after every update.
@MainActor
public final class AppHarness {
    public let runtime: AppRuntime
    public let session: AppSession
    private var trees: [SurfaceID: RenderTree] = [:]
    private var attributes: [SurfaceID: SurfaceAttributes] = [:]
    /// Every update the display received, in order.
    public private(set) var updates: [DisplayUpdate] = []
    /// The links the app asked the display to open, in order.
    public private(set) var openedURLs: [String] = []
    /// The texts the app put on the clipboard, in order.
    public private(set) var copiedTexts: [String] = []
    /// The haptic feedback the app asked the display to play, in order.
    public private(set) var feedback: [FeedbackValue] = []
    /// The sound commands the app sent (players' play, pause, stop), in order.
    public private(set) var sounds: [SoundCommand] = []
    /// The notifications the app delivered to this page, in order.
    public private(set) var notifications: [NotificationValue] = []
    /// The windows whose editing the app ended (`resignFirstResponder` sent to no target), in order.
    public private(set) var endedEditing: [SurfaceID] = []
    /// What `ShareLink`s asked the display to share.
    public private(set) var sharedItems: [ShareRequest] = []
    /// Whether the app asked to quit.
    public private(set) var didQuit = false
    /// The animations and transitions of every update so far, in every window.
    public var motion = MotionRecord()

    /// Launches `app` headless. Give `restorationFile` to test restoration
    /// (launch twice with the same file).
    public init<A: App>(_ app: A.Type, clientKey: String = "test", restorationFile: URL? = nil) throws {
        runtime = AppRuntime(app, restorationFile: restorationFile)
        runtime.schedulesUpdates = false
        // As a display does once it is up, before any page connects.
        runtime.finishLaunching()
        session = runtime.makeSession(clientKey: clientKey) as! AppSession
        runtime.onQuit = { [weak self] in self?.didQuit = true }
        session.updateHandler = { [weak self] update in self?.receive(update) }
        for surface in session.snapshot() {
            trees[surface.id] = RenderTree(root: surface.root)
            attributes[surface.id] = surface.attributes
        }
        try update()
    }

    private var applyError: Error?

    private func receive(_ update: DisplayUpdate) {
        updates.append(update)
        do {
            for change in update.changes {
                switch change {
                case let .open(surface):
                    trees[surface.id] = RenderTree(root: surface.root)
                    attributes[surface.id] = surface.attributes
                case let .close(id):
                    trees[id] = nil
                    attributes[id] = nil
                case let .configure(id, newAttributes):
                    attributes[id] = newAttributes
                case let .patch(id, patches):
                    guard trees[id] != nil else { throw AppHarnessError.unknownSurface(id) }
                    motion.record(patches, before: trees[id]!)
                    try trees[id]!.apply(patches)
                case let .openURL(url):
                    openedURLs.append(url)
                case let .copyText(text):
                    copiedTexts.append(text)
                case let .share(request):
                    sharedItems.append(request)
                case let .feedback(value):
                    feedback.append(value)
                case let .sound(command):
                    sounds.append(command)
                case let .notify(notification):
                    notifications.append(notification)
                case let .endEditing(id):
                    endedEditing.append(id)
                }
            }
        } catch {
            applyError = error
        }
    }

    /// Brings the display up to date and checks it against the graphs.
    public func update() throws {
        runtime.flush()
        if let applyError { self.applyError = nil; throw applyError }
        for window in session.windows {
            guard let tree = trees[window.id] else { throw AppHarnessError.windowNotShown(window.id) }
            let expected = window.viewGraph.currentTree()
            if tree.root != expected { throw HarnessError.treeMismatch(expected: expected, actual: tree.root) }
        }
    }

    /// Lets queued main-actor work run for `duration`, then updates.
    public func settle(for duration: Duration = .milliseconds(50)) async throws {
        try await letMainActorWorkRun(for: duration)
        try update()
    }

    /// Settles until `condition` holds, for at most `timeout`; returns whether it did.
    public func settle(until condition: () -> Bool, timeout: Duration = .seconds(20)) async throws -> Bool {
        try await settleSteps(until: condition, timeout: timeout) { try await settle(for: .milliseconds(20)) }
    }

    // MARK: Reading

    /// The windows the display shows, back to front.
    public var windows: [ShownWindow] {
        attributes.filter { $0.value.kind == .window }
            .sorted { $0.value.order < $1.value.order }
            .map { ShownWindow(id: $0.key, attributes: $0.value, root: trees[$0.key]!.root) }
    }

    /// The key window.
    public var keyWindow: ShownWindow? { windows.first { $0.attributes.isKey } }

    /// The window with this title.
    public func window(_ title: String) throws -> ShownWindow {
        guard let window = windows.first(where: { $0.title == title }) else {
            throw AppHarnessError.noWindow(title, shown: windows.map(\.title))
        }
        return window
    }

    /// The menu bar as the display shows it.
    public var menuBar: RenderElement { trees[.menuBar]!.root }

    /// The titles of the menus in the menu bar, in order.
    public var menuTitles: [String] { menuBar.children.filter { $0.tag == .menu }.compactMap { $0.attributes[.title]?.string } }

    /// The items of a menu: their titles (separators as "—").
    public func menuItems(_ menu: String) throws -> [String] {
        try self.menu(menu).children.map { $0.tag == .separator ? "—" : $0.menuTitle }
    }

    /// A menu item, to read its state (`disabled`, `shortcut`, `checked`).
    public func menuItem(_ menu: String, _ item: String) throws -> RenderElement {
        guard let found = try self.menu(menu).allElements().first(where: { $0.tag == .menuitem && $0.menuTitle == item }) else {
            throw AppHarnessError.noMenuItem(menu: menu, item: item, shown: (try? menuItems(menu)) ?? [])
        }
        return found
    }

    private func menu(_ title: String) throws -> RenderElement {
        guard let menu = menuBar.children.first(where: { $0.tag == .menu && $0.attributes[.title]?.string == title }) else {
            throw AppHarnessError.noMenu(title, shown: menuTitles)
        }
        return menu
    }

    // MARK: Acting

    /// Chooses a menu item, as a person would with the mouse.
    public func chooseMenuItem(_ menu: String, _ item: String) throws {
        let element = try menuItem(menu, item)
        if element.attributes[.disabled] == true { throw HarnessError.disabled("\(menu) > \(item)") }
        try send(HostEvent(kind: .click, surface: .menuBar, target: element.id))
    }

    /// Presses a keyboard shortcut written as `command+shift+n`.
    public func press(_ shortcut: String) throws {
        var parts = shortcut.lowercased().split(separator: "+").map(String.init)
        let key = parts.removeLast()
        try send(HostEvent(kind: .key, key: key, modifiers: parts))
    }

    /// Clicks an element of a window (the key window unless named).
    public func click(_ tag: ElementKind? = nil, _ text: String, in window: String? = nil) throws {
        let shown = try target(window)
        let element = try shown.root.element(tag, text)
        if element.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        try send(HostEvent(kind: .click, surface: shown.id, target: element.id))
    }

    /// Clicks a button of the alert or confirmation dialog the key window shows.
    public func clickAlertButton(_ title: String) throws {
        let shown = try target(nil)
        guard let alert = shown.root.allElements().last(where: { $0.tag == .alert || $0.tag == .dialog }) else {
            throw HarnessError.notFound(tag: .alert, text: title, tree: shown.root.outline())
        }
        let button = try alert.element(.button, title)
        try send(HostEvent(kind: .click, surface: shown.id, target: button.id))
    }

    /// Switches a toggle in a window.
    public func toggle(_ text: String, in window: String? = nil) throws {
        let shown = try target(window)
        let element = try shown.root.element(.toggle, text)
        if element.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        let on = element.attributes[.checked] == true
        try send(HostEvent(kind: .toggle, surface: shown.id, target: element.id, value: on ? "false" : "true"))
    }

    /// Types into a text field or editor of a window, found by its label,
    /// placeholder or text; an empty `field` means the first one.
    public func type(_ text: String, into field: String, in window: String? = nil) throws {
        let shown = try target(window)
        guard let element = shown.root.allElements().first(where: {
            ($0.tag == .textfield || $0.tag == .texteditor) && (field.isEmpty || $0.matches(field))
        }) else { throw HarnessError.notFound(tag: .textfield, text: field, tree: shown.root.outline()) }
        try send(HostEvent(kind: .input, surface: shown.id, target: element.id, value: text))
    }

    /// Sets a slider, stepper or picker of a window to `value`.
    public func change(_ tag: ElementKind, _ text: String, to value: String, in window: String? = nil) throws {
        let shown = try target(window)
        let element = try shown.root.element(tag, text)
        if element.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        try send(HostEvent(kind: .change, surface: shown.id, target: element.id, value: value))
    }

    /// Drags the list row showing `text` to a new place, as a person drags it
    /// in the page: `offset` is where its `ForEach`'s `onMove` is told to
    /// insert it, an offset in the data before the move.
    public func moveRow(_ text: String, toOffset offset: Int, in window: String? = nil) throws {
        let element = try target(window).root.element(.row, text)
        guard element.attributes[.movable] == true else { throw HarnessError.notMovable(text) }
        try change(.row, text, to: "move:\(offset)", in: window)
    }

    /// Deletes the list row showing `text` (its `ForEach`'s `onDelete`), as the Delete key does.
    public func deleteRow(_ text: String, in window: String? = nil) throws {
        let element = try target(window).root.element(.row, text)
        guard element.attributes[.deletable] == true else { throw HarnessError.notDeletable(text) }
        try change(.row, text, to: "delete", in: window)
    }

    /// Gives keyboard focus to an element of a window.
    public func focus(_ tag: ElementKind? = nil, _ text: String, in window: String? = nil) throws {
        let shown = try target(window)
        let element = try shown.root.element(tag, text)
        try send(HostEvent(kind: .focus, surface: shown.id, target: element.id))
    }

    /// Asks for the context menu of an element of a window.
    public func openContextMenu(_ tag: ElementKind? = nil, on text: String, in window: String? = nil) throws {
        let shown = try target(window)
        let element = try shown.root.element(tag, text)
        try send(HostEvent(kind: .contextMenu, surface: shown.id, target: element.id))
    }

    /// Clicks a window to bring it forward.
    public func focusWindow(_ title: String) throws {
        try send(HostEvent(kind: .windowFocus, surface: try window(title).id))
    }

    /// Clicks a window to bring it forward (for windows with the same title).
    public func focusWindow(_ window: ShownWindow) throws {
        try send(HostEvent(kind: .windowFocus, surface: window.id))
    }

    /// Clicks a window's close button.
    public func closeWindow(_ title: String) throws {
        try send(HostEvent(kind: .windowClose, surface: try window(title).id))
    }

    /// Minimises a window (or restores it).
    public func minimizeWindow(_ title: String, _ minimized: Bool = true) throws {
        try send(HostEvent(kind: .windowMinimize, surface: try window(title).id, value: minimized ? "true" : "false"))
    }

    /// Clicks the menu-bar extra with this title.
    public func clickMenuBarExtra(_ title: String) throws {
        guard let extra = menuBar.children.first(where: { $0.tag == .extra && $0.attributes[.title]?.string == title }) else {
            throw AppHarnessError.noMenu(title, shown: menuBar.children.compactMap { $0.attributes[.title]?.string })
        }
        try send(HostEvent(kind: .click, surface: .menuBar, target: extra.id))
    }

    /// Clicks an element in the menu bar (an open menu-bar extra's content).
    public func clickInMenuBar(_ tag: ElementKind? = nil, _ text: String) throws {
        let element = try menuBar.element(tag, text)
        if element.attributes[.disabled] == true { throw HarnessError.disabled(text) }
        try send(HostEvent(kind: .click, surface: .menuBar, target: element.id))
    }

    /// Sends any event, then updates.
    public func send(_ event: HostEvent) throws {
        session.send(event)
        try update()
    }

    private func target(_ title: String?) throws -> ShownWindow {
        if let title { return try window(title) }
        guard let key = keyWindow else { throw AppHarnessError.noWindow("(key window)", shown: windows.map(\.title)) }
        return key
    }
}

/// A window as the display shows it.
public struct ShownWindow {
    public let id: SurfaceID
    public let attributes: SurfaceAttributes
    public let root: RenderElement
    public var title: String { attributes.title }
    public var isKey: Bool { attributes.isKey }

    public func find(_ tag: ElementKind? = nil, _ text: String) -> RenderElement? { root.find(tag, text) }
    public var visibleText: [String] { root.allElements().compactMap(\.text) }
}

public enum AppHarnessError: Error, CustomStringConvertible {
    case unknownSurface(SurfaceID)
    case windowNotShown(SurfaceID)
    case noWindow(String, shown: [String])
    case noMenu(String, shown: [String])
    case noMenuItem(menu: String, item: String, shown: [String])

    public var description: String {
        switch self {
        case let .unknownSurface(id): "an update patched unknown surface \(id)"
        case let .windowNotShown(id): "window \(id) is open but was never sent to the display"
        case let .noWindow(title, shown): "no window \"\(title)\"; windows: \(shown)"
        case let .noMenu(title, shown): "no menu \"\(title)\"; menus: \(shown)"
        case let .noMenuItem(menu, item, shown): "no item \"\(item)\" in menu \(menu); items: \(shown)"
        }
    }
}

extension RenderElement {
    /// A menu item's title: its `title` attribute, or its text.
    var menuTitle: String { attributes[.title]?.string ?? textContent }
}
