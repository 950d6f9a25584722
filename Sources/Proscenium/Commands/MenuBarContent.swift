/// The menus: the app menu, File, Edit, Format, View, the app's own menus, Window and
/// Help, with the app's `CommandGroup`s placed as SwiftUI places them, and
/// the menu-bar extras at the right.
nonisolated struct MenuBarContent: View, PrimitiveView {
    let controller: MenuBarController

    @MainActor func render(into context: inout RenderContext) {
        guard let runtime = controller.runtime, let session = controller.appSession else { return }
        let groups = GroupedCommands(controller.commandDeclarations)
        let appName = runtime.appName
        let declarations = runtime.declarations

        func menu(_ title: String, _ sections: [(CommandGroupPlacement, [MenuItem])]) {
            let items = sections.map { placement, standard in groups.items(for: placement, standard: standard) }
                .filter { !$0.isEmpty }
            guard !items.isEmpty else { return }
            if items.allSatisfy({ $0.allSatisfy(\.isValue) }) {
                context.addChildren(ValueMenuElement(title: title, sections: items, controller: controller), slot: "menu:\(title)")
            } else {
                context.addChildren(MenuElement(title: title, sections: items), slot: "menu:\(title)")
            }
        }

        // App menu.
        let hasSettings = declarations.contains { $0.kind == .settings }
        menu(appName, [
            (.appInfo, [MenuItem.command(MenuCommandItem("About \(appName)") { session.showAbout() })]),
            (.appSettings, hasSettings
                ? [MenuItem.command(MenuCommandItem("Settings…", shortcut: KeyboardShortcut(",")) { session.openSettings() })] : []),
            (.systemServices, []),
            (.appVisibility, []),
            (.appTermination, [MenuItem.command(MenuCommandItem("Quit \(appName)", shortcut: KeyboardShortcut("q")) {
                runtime.quit()
            })]),
        ])

        // File: New for documents (Command-N), one New item per window group
        // that keeps its commands, Open…, Open Recent; Close, Save, ...
        let key = session.keyWindow
        let document = key?.document
        let hasDocuments = declarations.contains { $0.kind == .documentGroup }
        let documentEditor = declarations.first { $0.kind == .documentGroup && $0.document?.makeNew != nil }
        var newItems: [MenuItem] = []
        if let documentEditor {
            newItems.append(MenuItem.command(MenuCommandItem("New", shortcut: KeyboardShortcut("n")) {
                session.newDocument(documentEditor)
            }))
        }
        let newGroups = declarations.filter {
            $0.kind == .windowGroup && !$0.attributes.commandsRemoved && ($0.valueType == nil || $0.valueType?.defaultValue != nil)
        }
        for (index, declaration) in newGroups.enumerated() {
            let title = newGroups.count > 1 && !declaration.title.isEmpty ? "New \(declaration.title) Window" : "New Window"
            let shortcut = declaration.attributes.keyboardShortcut
                ?? (index == 0 && documentEditor == nil ? KeyboardShortcut("n") : nil)
            let id = declaration.id
            newItems.append(MenuItem.command(MenuCommandItem(title, shortcut: shortcut) { session.openWindow(id: id, value: nil) }))
        }
        if hasDocuments {
            newItems.append(MenuItem.command(MenuCommandItem("Open…", shortcut: KeyboardShortcut("o")) { session.showOpenPanel() }))
            let recent = runtime.recentDocuments.map { url in
                MenuItem.command(MenuCommandItem(url.lastPathComponent) { try? session.openDocument(at: url) })
            }
            newItems.append(MenuItem.submenu(MenuElement(title: "Open Recent", sections: recent.isEmpty ? [] : [recent])))
        }
        var saveItems: [MenuItem] = [MenuItem.command(MenuCommandItem("Close", shortcut: KeyboardShortcut("w"), disabled: key == nil) {
            if let key { session.close(key) }
        })]
        if hasDocuments {
            let editable = document?.isEditable == true
            saveItems += [
                MenuItem.command(MenuCommandItem("Save", shortcut: KeyboardShortcut("s"), disabled: !editable) {
                    if let key { session.saveDocument(in: key) }
                }),
                MenuItem.command(MenuCommandItem("Save As…", shortcut: KeyboardShortcut("s", modifiers: [.shift, .command]),
                                        disabled: document == nil) { if let key { session.saveDocumentAs(in: key) } }),
                MenuItem.command(MenuCommandItem("Duplicate", disabled: document == nil) {
                    if let key { session.duplicateDocument(in: key) }
                }),
                MenuItem.command(MenuCommandItem("Rename…", disabled: document?.fileURL == nil) {
                    if let key { session.renameDocument(in: key) }
                }),
                MenuItem.command(MenuCommandItem("Revert To Saved", disabled: document?.fileURL == nil || document?.isEdited != true) {
                    if let key { session.revertDocument(in: key) }
                }),
            ]
        }
        menu("File", [(.newItem, newItems), (.saveItem, saveItems), (.importExport, []), (.printItem, [])])

        // Edit: the display applies these to the focused text.
        func edit(_ title: String, _ action: String, _ shortcut: KeyboardShortcut, disabled: Bool = false) -> MenuItem {
            MenuItem.action(MenuActionItem(title: title, action: action, shortcut: shortcut, isDisabled: disabled))
        }
        // Undo and Redo act on the key window's undo manager when it has one
        // (a document's); otherwise the display undoes typing in the focused field.
        let undoItems: [MenuItem]
        if let undoManager = document?.undoManager {
            undoItems = [
                MenuItem.command(MenuCommandItem(undoManager.undoMenuItemTitle, shortcut: KeyboardShortcut("z"),
                                        disabled: !undoManager.canUndo) { undoManager.undo(); key?.documentChanged() }),
                MenuItem.command(MenuCommandItem(undoManager.redoMenuItemTitle, shortcut: KeyboardShortcut("z", modifiers: [.shift, .command]),
                                        disabled: !undoManager.canRedo) { undoManager.redo(); key?.documentChanged() }),
            ]
        } else {
            undoItems = [edit("Undo", "undo", KeyboardShortcut("z")),
                         edit("Redo", "redo", KeyboardShortcut("z", modifiers: [.shift, .command]))]
        }
        menu("Edit", [
            (.undoRedo, undoItems),
            // Cut, Copy and Paste are enabled only when the key window's focused view takes them, as on a Mac.
            (.pasteboard, [edit("Cut", "cut", KeyboardShortcut("x"), disabled: key?.takesClipboardCommand(.cut) != true),
                           edit("Copy", "copy", KeyboardShortcut("c"), disabled: key?.takesClipboardCommand(.copy) != true),
                           edit("Paste", "paste", KeyboardShortcut("v"), disabled: key?.takesClipboardCommand(.paste) != true),
                           edit("Select All", "selectAll", KeyboardShortcut("a"))]),
            (.textEditing, []),
        ])

        // Format, as on a Mac: only when something is placed there (`TextFormattingCommands`).
        menu("Format", [(.textFormatting, [])])

        menu("View", [(.toolbar, []), (.sidebar, [])])

        for case let .menu(name, content) in controller.commandDeclarations {
            context.addChildren(MenuElement(title: name, sections: [[.view(content)]]), slot: "custom:\(name)")
        }

        // Window.
        let sizeItems: [MenuItem] = [
            MenuItem.command(MenuCommandItem("Minimize", shortcut: KeyboardShortcut("m"), disabled: key == nil) {
                if let key { session.minimize(key) }
            }),
            MenuItem.command(MenuCommandItem("Zoom", disabled: key == nil) { if let key { session.toggleHint(\.isZoomed, on: key) } }),
        ]
        var arrangement: [MenuItem] = [
            MenuItem.command(MenuCommandItem("Merge All Windows", disabled: session.windows.count < 2) { session.mergeAllWindows() }),
        ]
        if let key, key.hints.isMergedIntoTabs {
            arrangement.append(MenuItem.command(MenuCommandItem("Move Tab to New Window") { session.moveTabToNewWindow(key) }))
        }
        let singles: [MenuItem] = declarations.filter { $0.kind == .window && !$0.isSystemPanel }.map { declaration in
            let id = declaration.id
            return MenuItem.command(MenuCommandItem(declaration.title, shortcut: declaration.attributes.keyboardShortcut) {
                session.openWindow(id: id, value: nil)
            })
        }
        let list: [MenuItem] = session.windows.map { window in
            MenuItem.window(WindowListItem(title: window.title, isKey: window === key) { session.makeKey(window) })
        }
        menu("Window", [(.windowSize, sizeItems), (.windowArrangement, arrangement), (.singleWindowList, singles),
                        (.windowList, list)])

        menu("Help", [(.help, [MenuItem.command(MenuCommandItem("\(appName) Help") { session.showHelpUnavailable() })])])

        for declaration in declarations where declaration.kind == .menuBarExtra {
            if let extra = declaration.menuBarExtra {
                context.addChildren(MenuBarExtraElement(extra: extra, style: declaration.attributes.menuBarExtraStyle ?? "menu",
                                                        id: declaration.id, openers: controller.extraOpeners),
                                    slot: "extra:\(declaration.id)")
            }
        }
        for item in NSStatusBar.system.items where item.isVisible {
            context.addChildren(StatusItemElement(item: item, revision: NSStatusBar.system.revision), slot: "status:\(item.number)")
        }
    }
}

/// The app's `CommandGroup`s by placement.
@MainActor
struct GroupedCommands {
    var before: [CommandGroupPlacement: [MenuItem]] = [:]
    var after: [CommandGroupPlacement: [MenuItem]] = [:]
    var replacing: [CommandGroupPlacement: [MenuItem]] = [:]

    init(_ declarations: [CommandDeclaration]) {
        for case let .group(placement, position, content) in declarations {
            switch position {
            case .before: before[placement, default: []].append(.view(content))
            case .after: after[placement, default: []].append(.view(content))
            case .replacing: replacing[placement, default: []].append(.view(content))
            }
        }
    }

    func items(for placement: CommandGroupPlacement, standard: [MenuItem]) -> [MenuItem] {
        let items = replacing[placement] ?? standard
        // Most placements have no group of the app's: the items as they are,
        // not a copy with room to grow, which each page's menu bar keeps.
        guard before[placement] != nil || after[placement] != nil else { return items }
        return (before[placement] ?? []) + items + (after[placement] ?? [])
    }
}

/// One menu: its sections, separated by separators.
nonisolated struct MenuElement: View, PrimitiveView {
    let title: String
    let sections: [[MenuItem]]

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menu, [.title: .string(title)])
        for (index, section) in sections.enumerated() {
            if index > 0 { context.addChildren(MenuSeparator(), slot: "separator\(index)") }
            for (position, item) in section.enumerated() {
                context.addChildren(item.view, slot: "\(index).\(position)")
            }
        }
    }
}

/// A menu's item as its menu keeps it: the built-in kinds as they are, the
/// app's own views (a `CommandGroup`'s content) as `AnyView`. An `AnyView`
/// each boxed every built-in item once more than its node does, in every
/// page's menu bar.
nonisolated enum MenuItem {
    case command(MenuCommandItem)
    case action(MenuActionItem)
    case window(WindowListItem)
    case submenu(MenuElement)
    case view(AnyView)

    var view: any View {
        switch self {
        case let .command(item): item
        case let .action(item): item
        case let .window(item): item
        case let .submenu(menu): menu
        case let .view(view): view
        }
    }
}

nonisolated struct MenuSeparator: View, PrimitiveView {
    @MainActor func render(into context: inout RenderContext) { context.setElement(.separator) }
}

/// A built-in command's menu item (About, New Window, Close, Minimize, ...):
/// what `Button(title) { action }.keyboardShortcut(shortcut)._disabled(d)`
/// shows in a menu, an item titled by its label's text, in one node instead
/// of four (the two modifiers, the button, its label's text). Each page has a
/// menu bar of its own, so these nodes were a large share of a page's memory.
nonisolated struct MenuCommandItem: View, PrimitiveView {
    /// The title's text, resolved when the item is made: a `Text` kept its
    /// runs in each node, and nothing in a menu item's title reads the environment.
    let title: String
    let shortcut: KeyboardShortcut?
    let isDisabled: Bool
    let action: @MainActor () -> Void

    /// A title looked up as `Button`'s `LocalizedStringKey` title is.
    init(_ titleKey: LocalizedStringKey, shortcut: KeyboardShortcut? = nil, disabled: Bool = false,
         action: @escaping @MainActor () -> Void) {
        self.init(title: Text(titleKey).plainText, shortcut: shortcut, disabled: disabled, action: action)
    }

    /// A title shown as it is, as `Button`'s `StringProtocol` title is.
    @_disfavoredOverload
    init<S: StringProtocol>(_ title: S, shortcut: KeyboardShortcut? = nil, disabled: Bool = false,
                            action: @escaping @MainActor () -> Void) {
        self.init(title: String(title), shortcut: shortcut, disabled: disabled, action: action)
    }

    private init(title: String, shortcut: KeyboardShortcut?, disabled: Bool, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.shortcut = shortcut
        self.isDisabled = disabled
        self.action = action
    }

    var elementAttributes: ElementAttributes {
        var attributes: ElementAttributes = [.title: .string(title)]
        if let shortcut { attributes[.shortcut] = .string(shortcut.displayString) }
        if isDisabled { attributes[.disabled] = true }
        return attributes
    }

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menuitem, elementAttributes)
        let enabled = !isDisabled && context.environment.isEnabled
        let action = self.action
        context.on(.click) { _ in if enabled { action() } }
    }
}

/// A menu item the display performs on the focused text (cut, copy, paste, ...).
nonisolated struct MenuActionItem: View, PrimitiveView {
    let title: String
    let action: String
    let shortcut: KeyboardShortcut?
    /// Disabled here rather than by a modifier: one node, not two.
    var isDisabled = false

    var elementAttributes: ElementAttributes {
        var attributes: ElementAttributes = [.title: .string(title), .action: .string(action)]
        if let shortcut { attributes[.shortcut] = .string(shortcut.displayString) }
        if isDisabled { attributes[.disabled] = true }
        return attributes
    }

    @MainActor func render(into context: inout RenderContext) { context.setElement(.menuitem, elementAttributes) }
}

/// A window in the Window menu, checked when it is the key window.
nonisolated struct WindowListItem: View, PrimitiveView {
    let title: String
    let isKey: Bool
    let action: () -> Void

    var elementAttributes: ElementAttributes { [.title: .string(title), .checked: .bool(isKey)] }

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menuitem, elementAttributes)
        let action = self.action
        context.on(.click) { _ in action() }
    }
}

/// A menu-bar extra: its label in the menu bar, and its content as a menu or
/// an anchored window, which the display opens and closes like a menu. A
/// menu's items are always there, as the menu bar's are; a window's views are
/// made when it first opens, as a Mac makes the extra's window then, and kept
/// from then on (with their state): most pages never open it, and each page
/// has a menu bar of its own. `open` says whether the person opened it (the
/// display sends a click when it opens and a dismiss when it closes);
/// choosing a button inside closes it.
nonisolated struct MenuBarExtraElement: View, PrimitiveView {
    let extra: MenuBarExtraDeclaration
    let style: String
    /// The scene's ID, under which `openers` keeps how to open it from outside the page (a tray icon).
    let id: String
    let openers: MenuBarExtraOpeners

    final class OpenState {
        var isOpen = false
        /// Whether it has ever been open: a window's content is made from then on.
        var hasOpened = false
    }

    @MainActor func render(into context: inout RenderContext) {
        let state = context.state("open") { OpenState() }
        var attributes: ElementAttributes = [.title: .string(extra.title), .style: .string(style), .open: .bool(state.isOpen)]
        if let systemImage = extra.systemImage { attributes[.systemImage] = .string(systemImage) }
        context.setElement(.extra, attributes)
        let node = context.node
        context.on(.click) { _ in
            state.isOpen.toggle()
            state.hasOpened = true
            node.invalidate(reason: "open")
        }
        context.on(.dismiss) { _ in
            state.isOpen = false
            node.invalidate(reason: "open")
        }
        openers.byID[id] = {
            guard !state.isOpen else { return }
            state.isOpen = true
            state.hasOpened = true
            node.invalidate(reason: "open")
        }
        // A menu-style extra's buttons are menu items; a window-style one shows views.
        context.childEnvironment.isInMenu = style == "menu"
        context.childEnvironment.presentationActionHook = {
            state.isOpen = false
            node.invalidate(reason: "open")
        }
        if style == "menu" || state.hasOpened { context.addChildren(extra.content, slot: "content") }
    }
}
