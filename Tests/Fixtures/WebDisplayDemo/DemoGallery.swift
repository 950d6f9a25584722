import ProsceniumHost

/// The gallery window: a tab view whose tabs show more of the vocabulary
/// (slider, stepper, progress, menu-style picker, menu button, a selectable
/// list with context menus, a sheet and an alert), changed by patches that
/// insert, remove and rewrite elements as a view graph would.
@MainActor
final class DemoGallery {
    static let surface = SurfaceID("gallery")

    private let tree: TreeBuilder
    private let emit: ([Patch]) -> Void

    private var tab = "controls"
    private var volume = 0.5
    private var count = 0
    private var size = "medium"
    private var fruits = ["Apples", "Bananas", "Cherries"]
    private var selected: String?
    private var status = "Nothing happened yet"

    // Elements that events name or patches change.
    private lazy var tabView = tree.id()
    private var tabs: [String: ElementID] = [:]
    private var content: ElementID?
    private var slider = ElementID(0), volumeText = ElementID(0), stepper = ElementID(0), countText = ElementID(0)
    private var sizePicker = ElementID(0), sizeText = ElementID(0), menuButton = ElementID(0), menuChoice: [ElementID: String] = [:]
    private var rows: [ElementID: String] = [:], rowMenus: [String: ElementID] = [:], deleteButtons: [ElementID: String] = [:]
    private var list = ElementID(0)
    private var modals = ElementID(0), statusText = ElementID(0), showSheet = ElementID(0), showAlert = ElementID(0)
    private var sheet: ElementID?, sheetDone = ElementID(0)
    private var showPopover = ElementID(0), popover: ElementID?, tapTarget = ElementID(0), refresh = ElementID(0)
    private var buttonRow = ElementID(0)
    private var alert: ElementID?, alertDelete = ElementID(0), alertCancel = ElementID(0)

    init(tree: TreeBuilder, emit: @escaping ([Patch]) -> Void) {
        self.tree = tree
        self.emit = emit
    }

    func root() -> RenderElement {
        let t = tree
        let keys = [("controls", "Controls", "gear"), ("list", "List", "list.bullet"), ("modals", "Modals", "doc")]
        let tabElements = keys.map { key, title, image in
            let id = t.id()
            tabs[key] = id
            return t.element(.tab, ["key": key, "title": title, "systemImage": image, "selected": key == tab ? "true" : "false"],
                             id: id, key == tab ? [content(for: key)] : [])
        }
        refresh = t.id()
        let toolbar = t.element(.toolbar, [
            t.element(.toolbaritem, ["placement": "primaryAction"], [
                t.element(.button, ["label": "Refresh"], id: refresh, [t.element(.image, ["systemName": "arrow.clockwise"])]),
            ]),
        ])
        return t.element(.root, [t.element(.tabview, ["selected": tab], id: tabView, tabElements), toolbar])
    }

    /// Handles an event aimed at the gallery; false if it was not for it.
    func handle(_ event: HostEvent) -> Bool {
        if event.kind == .key, event.key == "return", event.modifiers?.isEmpty ?? true, let sheet {
            // Return presses the sheet's default button (its `shortcut`).
            self.sheet = nil
            setStatus("The sheet was closed", extra: [.remove(id: sheet)])
            return true
        }
        guard let target = event.target else { return false }
        switch event.kind {
        case .change where target == tabView:
            guard let key = event.value, let newTab = tabs[key], key != tab, let old = tabs[tab] else { return true }
            var patches: [Patch] = [.setAttribute(id: tabView, name: .selected, value: .string(key)),
                                    .setAttribute(id: old, name: .selected, value: false)]
            if let content { patches.append(.remove(id: content)) }
            tab = key
            patches += [.setAttribute(id: newTab, name: .selected, value: true),
                        .insert(parent: newTab, before: nil, element: content(for: key))]
            emit(patches)
        case .change where target == slider:
            volume = Double(event.value ?? "") ?? volume
            emit([.setAttribute(id: slider, name: .value, value: "\(volume)"),
                  .setText(id: volumeText, text: "Volume: \(Int((volume * 100).rounded()))%")])
        case .change where target == stepper:
            count += event.value == "increment" ? 1 : event.value == "decrement" ? -1 : 0
            emit([.setText(id: countText, text: "Count: \(count)")])
        case .change where target == sizePicker:
            size = event.value ?? size
            emit([.setAttribute(id: sizePicker, name: .selected, value: .string(size)), .setText(id: sizeText, text: "Size: \(size)")])
        case .click where menuChoice[target] != nil:
            size = menuChoice[target]!
            emit([.setAttribute(id: sizePicker, name: .selected, value: .string(size)), .setText(id: sizeText, text: "Size: \(size)")])
        case .click where rows[target] != nil:
            let fruit = rows[target]!
            var patches: [Patch] = []
            for (row, name) in rows { patches.append(.setAttribute(id: row, name: .selected, value: .bool(name == fruit))) }
            selected = fruit
            emit(patches)
        case .contextMenu:
            guard let fruit = rowName(containing: target), let menu = rowMenus[fruit] else { return false }
            emit([.setAttribute(id: menu, name: .open, value: true)])
        case .dismiss where rowMenus.values.contains(target):
            emit([.setAttribute(id: target, name: .open, value: false)])
        case .click where deleteButtons[target] != nil:
            let fruit = deleteButtons[target]!
            guard let row = rows.first(where: { $0.value == fruit })?.key else { return true }
            fruits.removeAll { $0 == fruit }
            rows[row] = nil
            rowMenus[fruit] = nil
            emit([.remove(id: row)])
        case .click where target == showSheet:
            guard sheet == nil else { return true }
            let t = tree
            let id = t.id()
            sheetDone = t.id()
            sheet = id
            emit([.insert(parent: modals, before: nil, element: t.element(.sheet, ["label": "Settings"], id: id, [
                t.element(.padding, ["top": "20", "leading": "20", "bottom": "20", "trailing": "20"], [
                    t.element(.vstack, ["alignment": "leading", "spacing": "12"], [
                        t.text("A sheet, modal to its window.", ["font": "headline"]),
                        t.element(.textfield, ["placeholder": "Nickname", "value": ""]),
                        t.element(.button, ["style": "borderedProminent", "shortcut": "return"], id: sheetDone, [t.text("Done")]),
                    ]),
                ]),
            ]))])
        case .click where target == sheetDone, .dismiss where target == sheet:
            guard let sheet else { return true }
            self.sheet = nil
            setStatus("The sheet was closed", extra: [.remove(id: sheet)])
        case .click where target == refresh:
            setStatus("Refreshed", extra: [])
        case .click where target == tapTarget:
            setStatus("Double-clicked", extra: [])
        case .click where target == showPopover:
            if let popover {
                self.popover = nil
                emit([.remove(id: popover)])
                return true
            }
            let t = tree
            let id = t.id()
            popover = id
            // Anchored to the element before it: the button.
            emit([.insert(parent: buttonRow, before: nil, element: t.element(.popover, ["arrowEdge": "top", "label": "Tip"], id: id, [
                t.element(.padding, ["top": "8", "leading": "8", "bottom": "8", "trailing": "8"], [t.text("A popover, anchored to its button.")]),
            ]))])
        case .dismiss where target == popover:
            guard let popover else { return true }
            self.popover = nil
            emit([.remove(id: popover)])
        case .click where target == showAlert:
            guard alert == nil else { return true }
            let t = tree
            let id = t.id()
            alertDelete = t.id()
            alertCancel = t.id()
            alert = id
            emit([.insert(parent: modals, before: nil, element: t.element(.alert, [
                "title": "Delete everything?", "message": "This cannot be undone.",
            ], id: id, [
                t.element(.button, ["role": "destructive"], id: alertDelete, [t.text("Delete")]),
                t.element(.button, ["role": "cancel"], id: alertCancel, [t.text("Cancel")]),
            ]))])
        case .click where target == alertDelete, .click where target == alertCancel, .dismiss where target == alert:
            guard let alert else { return true }
            self.alert = nil
            setStatus(target == alertDelete ? "Deleted everything" : "Kept everything", extra: [.remove(id: alert)])
        default:
            return false
        }
        return true
    }

    private func setStatus(_ text: String, extra: [Patch]) {
        status = text
        emit(extra + (tab == "modals" ? [.setText(id: statusText, text: text)] : []))
    }

    private func rowName(containing id: ElementID) -> String? {
        if let name = rows[id] { return name }
        return rowTexts[id]
    }
    private var rowTexts: [ElementID: String] = [:]

    /// SF Symbols variants the icon font lacks, drawn from their base glyph:
    /// in a circle, knocked out of a filled square, resizable in a 32-point
    /// frame, in palette, hierarchical and multicolor rendering.
    private func symbolVariants() -> RenderElement {
        let t = tree
        let large = "system:28:400"
        return t.element(.hstack, ["spacing": "12", "alignment": "center"], [
            t.element(.image, ["systemName": "chevron.up.circle", "font": large]),
            t.element(.image, ["systemName": "chevron.up.square.fill", "font": large]),
            t.element(.frame, ["width": "32", "height": "32"], [
                t.element(.image, ["systemName": "circle.fill", "resizable": "true", "label": "Resizable"]),
            ]),
            t.element(.image, ["systemName": "plus.circle.fill", "font": large, "symbolRenderingMode": "palette",
                               "foreground": "rgb(220, 20, 20)", "secondaryForeground": "rgb(20, 40, 220)"]),
            t.element(.image, ["systemName": "xmark.circle.fill", "font": large, "symbolRenderingMode": "hierarchical"]),
            t.element(.image, ["systemName": "calendar.badge.minus", "font": large]),
            t.element(.image, ["systemName": "cart.slash", "font": large]),
            t.element(.image, ["systemName": "heart.fill", "font": large, "symbolRenderingMode": "multicolor"]),
        ])
    }

    private func content(for key: String) -> RenderElement {
        let t = tree
        let id = t.id()
        content = id
        let pad = ["top": "16", "leading": "16", "bottom": "16", "trailing": "16"]
        switch key {
        case "controls":
            slider = t.id(); volumeText = t.id(); stepper = t.id(); countText = t.id()
            sizePicker = t.id(); sizeText = t.id(); menuButton = t.id()
            menuChoice = [:]
            let choices = ["small", "medium", "large"].map { choice -> RenderElement in
                let button = t.id()
                menuChoice[button] = choice
                return t.element(.button, [:], id: button, [t.text(choice.capitalized)])
            }
            return t.element(.padding, pad, id: id, [
                t.element(.vstack, ["alignment": "leading", "spacing": "12"], [
                    t.element(.slider, ["value": "\(volume)", "min": "0", "max": "1", "step": "0.01", "label": "Volume"], id: slider),
                    t.text("Volume: \(Int((volume * 100).rounded()))%", id: volumeText),
                    t.element(.stepper, ["value": "\(count)"], id: stepper, [t.text("Count")]),
                    t.text("Count: \(count)", id: countText),
                    t.element(.picker, ["style": "menu", "selected": size], id: sizePicker, [
                        t.text("Size"),
                        t.element(.option, ["key": "small"], [t.text("Small")]),
                        t.element(.option, ["key": "medium"], [t.text("Medium")]),
                        t.element(.option, ["key": "large"], [t.text("Large")]),
                    ]),
                    t.element(.menubutton, ["title": "Choose Size"], id: menuButton, [t.element(.menu, choices)]),
                    t.text("Size: \(size)", id: sizeText),
                    t.element(.progress, ["value": "0.7", "total": "1"], [t.text("Downloading")]),
                    t.element(.label, [t.element(.image, ["systemName": "bolt.fill"]), t.text("Fast")]),
                    // A name no icon stands for: the page shows a placeholder titled with it.
                    t.element(.image, ["systemName": "proscenium.no.such.symbol"]),
                    symbolVariants(),
                    t.element(.link, ["href": "https://www.swift.org/"], [t.text("swift.org")]),
                ]),
            ])
        case "list":
            rows = [:]; rowMenus = [:]; deleteButtons = [:]; rowTexts = [:]
            list = t.id()
            let rowElements = fruits.map { fruit -> RenderElement in
                let row = t.id(), menu = t.id(), delete = t.id(), text = t.id()
                rows[row] = fruit
                rowMenus[fruit] = menu
                deleteButtons[delete] = fruit
                rowTexts[text] = fruit
                return t.element(.row, ["key": fruit, "selected": fruit == selected ? "true" : "false", "deletable": "true"], id: row, [
                    t.text(fruit, id: text),
                    t.element(.contextmenu, ["open": "false"], id: menu, [
                        t.element(.button, ["role": "destructive"], id: delete, [t.text("Delete \(fruit)")]),
                        t.element(.divider),
                        t.element(.button, ["disabled": "true"], [t.text("Rename")]),
                    ]),
                ])
            }
            return t.element(.list, ["selection": "single", "style": "inset", "label": "Fruit"], id: id, [
                t.element(.section, [
                    t.element(.header, [t.text("Fruit")]),
                ] + rowElements),
            ])
        default:
            modals = id; statusText = t.id(); showSheet = t.id(); showAlert = t.id()
            showPopover = t.id(); tapTarget = t.id(); buttonRow = t.id(); popover = nil
            return t.element(.padding, pad, id: id, [
                t.element(.vstack, ["alignment": "leading", "spacing": "12"], [
                    t.element(.hstack, ["spacing": "8"], id: buttonRow, [
                        t.element(.button, [:], id: showSheet, [t.text("Show Sheet")]),
                        t.element(.button, [:], id: showAlert, [t.text("Show Alert")]),
                        t.element(.button, [:], id: showPopover, [t.text("Show Popover")]),
                    ]),
                    t.text(status, id: statusText),
                    t.text("Double-click me", id: tapTarget, ["tappable": "true", "tapCount": "2", "foreground": "var(--accent)"]),
                    t.element(.texteditor, ["value": "Some notes.", "label": "Notes"]),
                ]),
            ])
        }
    }
}
