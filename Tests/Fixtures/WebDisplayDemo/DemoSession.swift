import ProsceniumHost

/// Makes a fresh scripted session for every page that connects.
@MainActor
final class DemoProvider: DisplaySessionProvider {
    func makeSession(clientKey: String) -> any DisplaySession { DemoSession() }
}

/// A scripted session: a window with a button that counts its clicks, a text
/// field echoed into a label, a toggle, a picker, and a menu bar whose
/// "Greet" item (Command-K) and "New Window" (Command-N) do something visible.
@MainActor
final class DemoSession: DisplaySession {
    var updateHandler: (@MainActor (DisplayUpdate) -> Void)?

    private let tree = TreeBuilder()
    private var windows: [SurfaceID: SurfaceAttributes] = [:]
    private var windowRoots: [SurfaceID: RenderElement] = [:]
    private var windowCount = 0
    private var topOrder = 0
    private var clicks = 0
    private var name = ""
    private var enabled = false
    private var flavour = "vanilla"

    // Elements the script changes.
    private lazy var status = tree.id()
    private lazy var button = tree.id()
    private lazy var field = tree.id()
    private lazy var greeting = tree.id()
    private lazy var toggle = tree.id()
    private lazy var toggleState = tree.id()
    private lazy var picker = tree.id()
    private lazy var flavourText = tree.id()
    private lazy var greetItem = tree.id()
    private lazy var newWindowItem = tree.id()
    private lazy var aboutItem = tree.id()
    private lazy var galleryItem = tree.id()
    private lazy var closeItem = tree.id()
    private lazy var zoomItem = tree.id()
    private lazy var gallery = DemoGallery(tree: tree) { [weak self] patches in
        self?.emit(.patch(DemoGallery.surface, patches))
    }

    init() {
        openWindow(main: true)
    }

    func snapshot() -> [Surface] {
        [menuBar()] + windows.keys.sorted { $0.rawValue < $1.rawValue }.map { id in
            Surface(id: id, attributes: windows[id]!, root: windowRoots[id]!)
        }
    }

    func disconnect() { updateHandler = nil }

    func send(_ event: HostEvent) {
        if event.surface == DemoGallery.surface, windows[DemoGallery.surface] != nil, gallery.handle(event) { return }
        switch event.kind {
        case .click where event.target == galleryItem:
            showGallery()
        case .click where event.target == button:
            clicks += 1
            emit(.patch(mainWindow, [.setText(id: status, text: "Clicked \(clicks) time\(clicks == 1 ? "" : "s")")]))
        case .click where event.target == greetItem:
            greet()
        case .click where event.target == newWindowItem:
            emit(openWindow(main: false))
        case .input where event.target == field:
            name = event.value ?? ""
            emit(.patch(mainWindow, [
                .setAttribute(id: field, name: .value, value: .string(name)),
                .setText(id: greeting, text: name.isEmpty ? "Hello!" : "Hello, \(name)!"),
            ]))
        case .toggle where event.target == toggle:
            enabled = event.value == "true"
            emit(.patch(mainWindow, [
                .setAttribute(id: toggle, name: .checked, value: .bool(enabled)),
                .setText(id: toggleState, text: enabled ? "Notifications on" : "Notifications off"),
            ]))
        case .change where event.target == picker:
            flavour = event.value ?? flavour
            emit(.patch(mainWindow, [
                .setAttribute(id: picker, name: .selected, value: .string(flavour)),
                .setText(id: flavourText, text: "Flavour: \(flavour)"),
            ]))
        case .key where event.key == "k" && event.modifiers == ["command"]:
            greet()
        case .key where event.key == "g" && event.modifiers == ["command", "shift"]:
            showGallery()
        case .click where event.target == zoomItem:
            // A presentation hint, as the app runtime's Window > Zoom sets it.
            guard let (id, attributes) = windows.first(where: { $0.value.isKey }) else { return }
            var zoomed = attributes
            zoomed.hints.isZoomed.toggle()
            windows[id] = zoomed
            emit(.configure(id, zoomed))
        case .click where event.target == closeItem:
            if let key = windows.first(where: { $0.value.isKey })?.key { close(key) }
        case .key where event.key == "w" && event.modifiers == ["command"]:
            if let surface = event.surface { close(surface) }
        case .key where event.key == "n" && event.modifiers == ["command"]:
            emit(openWindow(main: false))
        case .windowFocus:
            guard let surface = event.surface, windows[surface] != nil else { return }
            focus(surface)
        case .windowFrame:
            guard let surface = event.surface, var attributes = windows[surface] else { return }
            attributes.x = event.x ?? attributes.x
            attributes.y = event.y ?? attributes.y
            attributes.width = event.width ?? attributes.width
            attributes.height = event.height ?? attributes.height
            windows[surface] = attributes
            emit(.configure(surface, attributes))
        case .windowMinimize:
            guard let surface = event.surface, var attributes = windows[surface] else { return }
            attributes.isMinimized = event.value == "true"
            windows[surface] = attributes
            emit(.configure(surface, attributes))
        case .windowClose:
            if let surface = event.surface { close(surface) }
        default:
            break
        }
    }

    private var mainWindow: SurfaceID { SurfaceID("main") }

    private func showGallery() {
        let id = DemoGallery.surface
        if windows[id] != nil {
            focus(id)
            return
        }
        topOrder += 1
        let attributes = SurfaceAttributes(kind: .window, title: "Gallery", x: 520, y: 40, width: 420, height: 480,
                                           order: topOrder, isKey: true)
        for (other, var otherAttributes) in windows where otherAttributes.isKey {
            otherAttributes.isKey = false
            windows[other] = otherAttributes
            emit(.configure(other, otherAttributes))
        }
        let root = gallery.root()
        windows[id] = attributes
        windowRoots[id] = root
        emit(.open(Surface(id: id, attributes: attributes, root: root)))
    }

    private func close(_ surface: SurfaceID) {
        guard windows.removeValue(forKey: surface) != nil else { return }
        windowRoots[surface] = nil
        emit(.close(surface))
        // The front-most remaining window becomes key.
        if let next = windows.max(by: { $0.value.order < $1.value.order })?.key { focus(next) }
    }

    private func greet() {
        emit(.patch(mainWindow, [.setText(id: status, text: "Greeted from the menu")]))
    }

    private func emit(_ changes: DisplayChange...) {
        updateHandler?(DisplayUpdate(changes: changes))
    }

    private func focus(_ surface: SurfaceID) {
        var changes: [DisplayChange] = []
        topOrder += 1
        for (id, var attributes) in windows {
            let isKey = id == surface
            guard attributes.isKey != isKey || isKey else { continue }
            attributes.isKey = isKey
            if isKey { attributes.order = topOrder }
            windows[id] = attributes
            changes.append(.configure(id, attributes))
        }
        updateHandler?(DisplayUpdate(changes: changes))
    }

    @discardableResult
    private func openWindow(main: Bool) -> DisplayChange {
        windowCount += 1
        topOrder += 1
        let id = main ? mainWindow : SurfaceID("window-\(windowCount)")
        var attributes = SurfaceAttributes(kind: .window, title: main ? "Demo" : "Untitled \(windowCount)",
                                           width: main ? 420 : nil, order: topOrder, isKey: true)
        if main { (attributes.x, attributes.y) = (60, 40) }
        for (other, var otherAttributes) in windows where otherAttributes.isKey {
            otherAttributes.isKey = false
            windows[other] = otherAttributes
            updateHandler?(DisplayUpdate(changes: [.configure(other, otherAttributes)]))
        }
        let root = main ? mainContent() : tree.element(.root, [
            tree.element(.padding, ["top": "16", "leading": "16", "bottom": "16", "trailing": "16"], [
                tree.text("An empty document.", ["foreground": "#8e8e93"]),
            ]),
        ])
        windows[id] = attributes
        windowRoots[id] = root
        return .open(Surface(id: id, attributes: attributes, root: root))
    }

    private func mainContent() -> RenderElement {
        let t = tree
        return t.element(.root, [
            t.element(.padding, ["top": "16", "leading": "16", "bottom": "16", "trailing": "16"], [
                t.element(.vstack, ["alignment": "leading", "spacing": "12"], [
                    t.text("Proscenium", ["font": "title"]),
                    t.text("Not clicked yet", id: status),
                    t.element(.hstack, ["spacing": "8"], [
                        t.element(.button, ["shortcut": "command+return"], id: button, [t.text("Click Me")]),
                        t.element(.spacer),
                        t.element(.image, ["systemName": "star.fill", "label": "Favourite"]),
                    ]),
                    t.element(.divider),
                    t.element(.textfield, ["placeholder": "Name", "value": ""], id: field),
                    t.text("Hello!", id: greeting),
                    t.element(.toggle, ["checked": "false"], id: toggle, [t.text("Notifications")]),
                    t.text("Notifications off", id: toggleState, ["font": "caption"]),
                    t.element(.picker, ["style": "segmented", "selected": "vanilla"], id: picker, [
                        t.text("Flavour"),
                        t.element(.option, ["key": "vanilla"], [t.text("Vanilla")]),
                        t.element(.option, ["key": "chocolate"], [t.text("Chocolate")]),
                        t.element(.option, ["key": "mint"], [t.text("Mint")]),
                    ]),
                    t.text("Flavour: vanilla", id: flavourText, ["font": "footnote", "foreground": "#8e8e93"]),
                    // A concatenated Text: one `span` per styled run.
                    t.element(.text, [
                        t.element(.span, ["underline": "true"], text: "Underlined"),
                        t.element(.span, ["strikethrough": "true", "foreground": "#ff3b30"], text: "struck"),
                        t.element(.span, ["monospaced": "true"], text: "code"),
                    ]),
                ]),
            ]),
        ])
    }

    private func menuBar() -> Surface {
        let t = tree
        let root = t.element(.menubar, [
            t.element(.menu, ["title": "Demo"], [
                t.element(.menuitem, ["title": "About Demo"], id: aboutItem),
                t.element(.separator),
                t.element(.menuitem, ["title": "Quit Demo", "shortcut": "command+q", "disabled": "true"]),
            ]),
            t.element(.menu, ["title": "File"], [
                t.element(.menuitem, ["title": "New Window", "shortcut": "command+n"], id: newWindowItem),
                t.element(.menuitem, ["title": "Greet", "shortcut": "command+k"], id: greetItem),
                t.element(.menuitem, ["title": "Close Window", "shortcut": "command+w"], id: closeItem),
                t.element(.separator),
                t.element(.menu, ["title": "Open Recent"], [
                    t.element(.menuitem, ["title": "Nothing Yet", "disabled": "true"]),
                ]),
            ]),
            t.element(.menu, ["title": "Window"], [
                t.element(.menuitem, ["title": "Gallery", "shortcut": "command+shift+g"], id: galleryItem),
                t.element(.menuitem, ["title": "Zoom"], id: zoomItem),
            ]),
            t.element(.menu, ["title": "View"], [
                t.element(.menuitem, ["title": "Show Sidebar", "checked": "true", "shortcut": "command+option+s"]),
            ]),
            t.element(.extra, ["title": "Status", "systemImage": "bolt"], [
                t.element(.menuitem, ["title": "All good"]),
            ]),
        ])
        return Surface(id: .menuBar, attributes: SurfaceAttributes(kind: .menuBar), root: root)
    }
}
