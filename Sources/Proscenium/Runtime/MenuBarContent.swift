/// The menus: the app menu, File, Edit, View, the app's own menus, Window and
/// Help, with the app's `CommandGroup`s placed as SwiftUI places them, and
/// the menu-bar extras at the right.
nonisolated struct MenuBarContent: View, PrimitiveView {
    let controller: MenuBarController

    @MainActor func render(into context: inout RenderContext) {
        guard let runtime = controller.runtime, let session = controller.appSession else { return }
        let groups = GroupedCommands(controller.commandDeclarations)
        let appName = runtime.appName
        let declarations = runtime.declarations

        func menu(_ title: String, _ sections: [(CommandGroupPlacement, [AnyView])]) {
            let items = sections.map { placement, standard in groups.items(for: placement, standard: standard) }
                .filter { !$0.isEmpty }
            guard !items.isEmpty else { return }
            context.addChildren(MenuElement(title: title, sections: items), slot: "menu:\(title)")
        }

        // App menu.
        let hasSettings = declarations.contains { $0.kind == .settings }
        menu(appName, [
            (.appInfo, [AnyView(Button("About \(appName)") { session.showAbout() })]),
            (.appSettings, hasSettings ? [AnyView(Button("Settings…") { session.openSettings() }.keyboardShortcut(","))] : []),
            (.systemServices, []),
            (.appVisibility, []),
            (.appTermination, [AnyView(Button("Quit \(appName)") { runtime.quit() }.keyboardShortcut("q"))]),
        ])

        // File: New for documents (Command-N), one New item per window group
        // that keeps its commands, Open…, Open Recent; Close, Save, ...
        let key = session.keyWindow
        let document = key?.document
        let hasDocuments = declarations.contains { $0.kind == .documentGroup }
        let documentEditor = declarations.first { $0.kind == .documentGroup && $0.document?.makeNew != nil }
        var newItems: [AnyView] = []
        if let documentEditor {
            newItems.append(AnyView(Button("New") { session.newDocument(documentEditor) }.keyboardShortcut("n")))
        }
        let newGroups = declarations.filter {
            $0.kind == .windowGroup && !$0.attributes.commandsRemoved && ($0.valueType == nil || $0.valueType?.defaultValue != nil)
        }
        for (index, declaration) in newGroups.enumerated() {
            let title = newGroups.count > 1 && !declaration.title.isEmpty ? "New \(declaration.title) Window" : "New Window"
            let shortcut = declaration.attributes.keyboardShortcut
                ?? (index == 0 && documentEditor == nil ? KeyboardShortcut("n") : nil)
            let id = declaration.id
            newItems.append(AnyView(Button(title) { session.openWindow(id: id, value: nil) }.keyboardShortcut(shortcut)))
        }
        if hasDocuments {
            newItems.append(AnyView(Button("Open…") { session.showOpenPanel() }.keyboardShortcut("o")))
            let recent = runtime.recentDocuments.map { url in
                AnyView(Button(url.lastPathComponent) { try? session.openDocument(at: url) })
            }
            newItems.append(AnyView(MenuElement(title: "Open Recent", sections: recent.isEmpty ? [] : [recent])))
        }
        var saveItems: [AnyView] = [AnyView(Button("Close") { if let key { session.close(key) } }
            .keyboardShortcut("w")._disabled(key == nil))]
        if hasDocuments {
            let editable = document?.isEditable == true
            saveItems += [
                AnyView(Button("Save") { if let key { session.saveDocument(in: key) } }
                    .keyboardShortcut("s")._disabled(!editable)),
                AnyView(Button("Save As…") { if let key { session.saveDocumentAs(in: key) } }
                    .keyboardShortcut("s", modifiers: [.shift, .command])._disabled(document == nil)),
                AnyView(Button("Duplicate") { if let key { session.duplicateDocument(in: key) } }._disabled(document == nil)),
                AnyView(Button("Rename…") { if let key { session.renameDocument(in: key) } }._disabled(document?.fileURL == nil)),
                AnyView(Button("Revert To Saved") { if let key { session.revertDocument(in: key) } }
                    ._disabled(document?.fileURL == nil || document?.isEdited != true)),
            ]
        }
        menu("File", [(.newItem, newItems), (.saveItem, saveItems), (.importExport, []), (.printItem, [])])

        // Edit: the display applies these to the focused text.
        func edit(_ title: String, _ action: String, _ shortcut: KeyboardShortcut, disabled: Bool = false) -> AnyView {
            AnyView(MenuActionItem(title: title, action: action, shortcut: shortcut)._disabled(disabled))
        }
        // Undo and Redo act on the key window's undo manager when it has one
        // (a document's); otherwise the display undoes typing in the focused field.
        let undoItems: [AnyView]
        if let undoManager = document?.undoManager {
            undoItems = [
                AnyView(Button(undoManager.undoMenuItemTitle) { undoManager.undo(); key?.documentChanged() }
                    .keyboardShortcut("z")._disabled(!undoManager.canUndo)),
                AnyView(Button(undoManager.redoMenuItemTitle) { undoManager.redo(); key?.documentChanged() }
                    .keyboardShortcut("z", modifiers: [.shift, .command])._disabled(!undoManager.canRedo)),
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
            (.textFormatting, []),
        ])

        menu("View", [(.toolbar, []), (.sidebar, [])])

        for case let .menu(name, content) in controller.commandDeclarations {
            context.addChildren(MenuElement(title: name, sections: [[content]]), slot: "custom:\(name)")
        }

        // Window.
        let sizeItems: [AnyView] = [
            AnyView(Button("Minimize") { if let key { session.minimize(key) } }.keyboardShortcut("m")._disabled(key == nil)),
            AnyView(Button("Zoom") { if let key { session.toggleHint("zoomed", on: key) } }._disabled(key == nil)),
        ]
        var arrangement: [AnyView] = [
            AnyView(Button("Merge All Windows") { session.mergeAllWindows() }._disabled(session.windows.count < 2)),
        ]
        if let key, key.hints["tabGroup"] == "merged" {
            arrangement.append(AnyView(Button("Move Tab to New Window") { session.moveTabToNewWindow(key) }))
        }
        let singles: [AnyView] = declarations.filter { $0.kind == .window && !$0.isSystemPanel }.map { declaration in
            let id = declaration.id
            return AnyView(Button(declaration.title) { session.openWindow(id: id, value: nil) }
                .keyboardShortcut(declaration.attributes.keyboardShortcut))
        }
        let list: [AnyView] = session.windows.map { window in
            AnyView(WindowListItem(title: window.title, isKey: window === key) { session.makeKey(window) })
        }
        menu("Window", [(.windowSize, sizeItems), (.windowArrangement, arrangement), (.singleWindowList, singles),
                        (.windowList, list)])

        menu("Help", [(.help, [AnyView(Button("\(appName) Help") { session.showHelpUnavailable() })])])

        for declaration in declarations where declaration.kind == .menuBarExtra {
            if let extra = declaration.menuBarExtra {
                context.addChildren(MenuBarExtraElement(extra: extra, style: declaration.attributes.menuBarExtraStyle ?? "menu"),
                                    slot: "extra:\(declaration.id)")
            }
        }
    }
}

/// The app's `CommandGroup`s by placement.
@MainActor
struct GroupedCommands {
    var before: [CommandGroupPlacement: [AnyView]] = [:]
    var after: [CommandGroupPlacement: [AnyView]] = [:]
    var replacing: [CommandGroupPlacement: [AnyView]] = [:]

    init(_ declarations: [CommandDeclaration]) {
        for case let .group(placement, position, content) in declarations {
            switch position {
            case .before: before[placement, default: []].append(content)
            case .after: after[placement, default: []].append(content)
            case .replacing: replacing[placement, default: []].append(content)
            }
        }
    }

    func items(for placement: CommandGroupPlacement, standard: [AnyView]) -> [AnyView] {
        (before[placement] ?? []) + (replacing[placement] ?? standard) + (after[placement] ?? [])
    }
}

/// One menu: its sections, separated by separators.
nonisolated struct MenuElement: View, PrimitiveView {
    let title: String
    let sections: [[AnyView]]

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menu, [.title: .string(title)])
        for (index, section) in sections.enumerated() {
            if index > 0 { context.addChildren(MenuSeparator(), slot: "separator\(index)") }
            for (position, item) in section.enumerated() {
                context.addChildren(item, slot: "\(index).\(position)")
            }
        }
    }
}

nonisolated struct MenuSeparator: View, PrimitiveView {
    @MainActor func render(into context: inout RenderContext) { context.setElement(.separator) }
}

/// A menu item the display performs on the focused text (cut, copy, paste, ...).
nonisolated struct MenuActionItem: View, PrimitiveView {
    let title: String
    let action: String
    let shortcut: KeyboardShortcut?

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.title: .string(title), .action: .string(action)]
        if let shortcut { attributes[.shortcut] = .string(shortcut.displayString) }
        context.setElement(.menuitem, attributes)
    }
}

/// A window in the Window menu, checked when it is the key window.
nonisolated struct WindowListItem: View, PrimitiveView {
    let title: String
    let isKey: Bool
    let action: () -> Void

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menuitem, [.title: .string(title), .checked: isKey ? "true" : "false"])
        let action = self.action
        context.on(.click) { _ in action() }
    }
}

/// A menu-bar extra: its label in the menu bar, and its content as a menu or
/// an anchored window, which the display opens and closes like a menu (the
/// content is always there, as a menu's items are). `open` says whether the
/// person opened it; choosing a button inside closes it.
nonisolated struct MenuBarExtraElement: View, PrimitiveView {
    let extra: MenuBarExtraDeclaration
    let style: String

    final class OpenState { var isOpen = false }

    @MainActor func render(into context: inout RenderContext) {
        let state = context.state("open") { OpenState() }
        var attributes: ElementAttributes = [.title: .string(extra.title), .style: .string(style), .open: state.isOpen ? "true" : "false"]
        if let systemImage = extra.systemImage { attributes[.systemImage] = .string(systemImage) }
        context.setElement(.extra, attributes)
        let node = context.node
        context.on(.click) { _ in
            state.isOpen.toggle()
            node.invalidate(reason: "open")
        }
        context.on(.dismiss) { _ in
            state.isOpen = false
            node.invalidate(reason: "open")
        }
        // A menu-style extra's buttons are menu items; a window-style one shows views.
        context.childEnvironment.isInMenu = style == "menu"
        context.childEnvironment.presentationActionHook = {
            state.isOpen = false
            node.invalidate(reason: "open")
        }
        context.addChildren(extra.content, slot: "content")
    }
}
