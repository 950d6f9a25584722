import ProsceniumHost

/// The menus whose items are all built in (About, New Window, Close, Undo,
/// Copy, Minimize, the window list, Open Recent, ...): one view node for the
/// menu, its items kept as the values they are, and their elements made and
/// patched here. Each page has a menu bar of its own, and a node, a boxed view,
/// an attribute dictionary, a key and a handler an item were most of it (about
/// 700 bytes an item). The page sees the same elements as before: a menu's
/// items, separators and submenus, with their titles, shortcuts and states.
///
/// Their element IDs come from a range of their own, above any the menu
/// graph reaches, so that events find them.
@MainActor
struct ValueMenus {
    /// The first ID of a value item (the menu graph's IDs count up from 1).
    static let firstID = 1 << 30

    /// What the display has of one menu: its element, the sections it shows,
    /// and its items' IDs in order (separators included).
    private struct Menu {
        let id: ElementID
        var sections: [[MenuItem]]
        var items: [PlacedItem]
        /// Whether the menu's environment lets its commands run.
        var isEnabled: Bool
    }

    /// An item's ID and, for a submenu, its items'.
    struct PlacedItem {
        let id: ElementID
        var children: [PlacedItem] = []
    }

    private var menus: [Menu] = []
    /// Menus rendered since the last `sync`, in order.
    private var pending: [(node: ViewNode, sections: [[MenuItem]], isEnabled: Bool)] = []
    private var nextID = firstID

    static func isValueItem(_ id: ElementID) -> Bool { id.rawValue >= firstID }

    /// Notes a menu's items as its node renders them.
    mutating func rendered(_ node: ViewNode, sections: [[MenuItem]], isEnabled: Bool) {
        pending.append((node, sections, isEnabled))
    }

    /// Brings each rendered menu's items up to date, and returns the patches
    /// that do that on the display (none when `emitting` is false: the
    /// display has not been shown the menu bar yet, and its snapshot will
    /// have them). Forgets menus that left the graph.
    mutating func sync(in graph: ViewGraph, emitting: Bool) -> [Patch] {
        forgetDeparted(in: graph)
        var patches: [Patch] = []
        let rendered = pending
        pending = []
        for (node, sections, isEnabled) in rendered where node.isMounted {
            guard let id = node.elementID else { continue }
            if let index = menus.firstIndex(where: { $0.id == id }) {
                var menu = menus[index]
                menu.items = place(Self.entries(sections), replacing: Self.entries(menu.sections), ids: menu.items,
                                   in: id, patches: &patches)
                menu.sections = sections
                menu.isEnabled = isEnabled
                menus[index] = menu
            } else {
                let items = place(Self.entries(sections), replacing: [], ids: [], in: id, patches: &patches)
                menus.append(Menu(id: id, sections: sections, items: items, isEnabled: isEnabled))
            }
        }
        return emitting ? patches : []
    }

    /// Lets go of the menus whose elements left the graph (their items'
    /// actions hold the windows they act on).
    mutating func forgetDeparted(in graph: ViewGraph) {
        menus.removeAll { graph.owner(of: $0.id) == nil }
    }

    mutating func removeAll() {
        menus = []
        pending = []
    }

    /// The display's tree with the value menus' items in their menus.
    func filling(_ element: RenderElement) -> RenderElement {
        var element = element
        if let menu = menus.first(where: { $0.id == element.id }) {
            element.children = Self.elements(Self.entries(menu.sections), ids: menu.items)
        } else {
            element.children = element.children.map(filling)
        }
        return element
    }

    /// The first enabled item in menu `id` whose shortcut is `shortcut`.
    func enabledItem(in id: ElementID, withShortcut shortcut: String) -> ElementID? {
        guard let menu = menus.first(where: { $0.id == id }) else { return nil }
        func search(_ entries: [MenuEntry], _ ids: [PlacedItem]) -> ElementID? {
            for (entry, placed) in zip(entries, ids) {
                guard case let .item(item) = entry else { continue }
                if case let .submenu(submenu) = item {
                    if let found = search(Self.entries(submenu.sections), placed.children) { return found }
                    continue
                }
                let attributes = item.elementAttributes
                if attributes[.shortcut]?.string == shortcut, attributes[.disabled] != true { return placed.id }
            }
            return nil
        }
        return search(Self.entries(menu.sections), menu.items)
    }

    /// What a click on value item `id` does.
    enum Target {
        /// A built-in command, and whether its menu lets it run.
        case command(MenuCommandItem, isEnabled: Bool)
        /// A window in the Window menu's list.
        case window(WindowListItem)
        /// Nothing at the item handles it: the menu it is in may.
        case menu(ElementID)
        case unknown
    }

    func target(of id: ElementID, kind: HostEvent.Kind) -> Target {
        for menu in menus {
            guard let item = Self.item(id, in: Self.entries(menu.sections), ids: menu.items) else { continue }
            guard kind == .click else { return .menu(menu.id) }
            switch item {
            case let .command(command): return .command(command, isEnabled: menu.isEnabled)
            case let .window(window): return .window(window)
            default: return .menu(menu.id)
            }
        }
        return .unknown
    }

    private static func item(_ id: ElementID, in entries: [MenuEntry], ids: [PlacedItem]) -> MenuItem? {
        for (entry, placed) in zip(entries, ids) {
            guard case let .item(item) = entry else { continue }
            if placed.id == id { return item }
            if case let .submenu(submenu) = item,
               let found = Self.item(id, in: Self.entries(submenu.sections), ids: placed.children) { return found }
        }
        return nil
    }

    // MARK: Elements and patches

    /// A menu's entries in order: each section's items, a separator between sections.
    static func entries(_ sections: [[MenuItem]]) -> [MenuEntry] {
        var entries: [MenuEntry] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { entries.append(.separator) }
            for item in section { entries.append(.item(item)) }
        }
        return entries
    }

    private static func elements(_ entries: [MenuEntry], ids: [PlacedItem]) -> [RenderElement] {
        zip(entries, ids).map { entry, placed in
            var children: [RenderElement] = []
            if case let .item(.submenu(submenu)) = entry {
                children = Self.elements(Self.entries(submenu.sections), ids: placed.children)
            }
            return RenderElement(id: placed.id, tag: entry.tag, attributes: entry.attributes, children: children)
        }
    }

    /// Places `new` where `old` was: items of the same kind in the same place
    /// keep their elements (with their changed attributes set); from the
    /// first that differs, the old ones are removed and the new ones inserted.
    private mutating func place(_ new: [MenuEntry], replacing old: [MenuEntry], ids: [PlacedItem], in parent: ElementID,
                                patches: inout [Patch]) -> [PlacedItem] {
        var placed: [PlacedItem] = []
        placed.reserveCapacity(new.count)
        var kept = 0
        while kept < old.count, kept < new.count, old[kept].hasShape(of: new[kept]) {
            let id = ids[kept].id
            let before = old[kept].attributes, after = new[kept].attributes
            for (name, value) in after where before[name] != value {
                patches.append(.setAttribute(id: id, name: name, value: value))
            }
            for name in before.keys where after[name] == nil {
                patches.append(.setAttribute(id: id, name: name, value: nil))
            }
            var children: [PlacedItem] = []
            if case let .item(.submenu(was)) = old[kept], case let .item(.submenu(now)) = new[kept] {
                children = place(Self.entries(now.sections), replacing: Self.entries(was.sections), ids: ids[kept].children,
                                 in: id, patches: &patches)
            }
            placed.append(PlacedItem(id: id, children: children))
            kept += 1
        }
        for gone in ids[kept...] { patches.append(.remove(id: gone.id)) }
        for entry in new[kept...] {
            let item = make(entry)
            placed.append(item)
            patches.append(.insert(parent: parent, before: nil, element: Self.elements([entry], ids: [item])[0]))
        }
        return placed
    }

    /// New IDs for an entry and, for a submenu, its entries.
    private mutating func make(_ entry: MenuEntry) -> PlacedItem {
        var placed = PlacedItem(id: ElementID(nextID))
        nextID += 1
        if case let .item(.submenu(submenu)) = entry { placed.children = Self.entries(submenu.sections).map { make($0) } }
        return placed
    }
}

/// One entry of a menu of values: an item, or the separator between sections.
enum MenuEntry {
    case separator
    case item(MenuItem)

    var tag: ElementKind {
        switch self {
        case .separator: .separator
        case let .item(item): item.elementKind
        }
    }

    var attributes: ElementAttributes {
        switch self {
        case .separator: [:]
        case let .item(item): item.elementAttributes
        }
    }

    /// Whether the two are shown by the same kind of element (a value item
    /// keeps its element when only its attributes change).
    func hasShape(of other: MenuEntry) -> Bool {
        switch (self, other) {
        case (.separator, .separator): true
        case let (.item(a), .item(b)): a.kindIndex == b.kindIndex
        default: false
        }
    }
}

extension MenuItem {
    /// Whether this item, and everything in it, is a value (no view of the app's).
    var isValue: Bool {
        switch self {
        case .view: false
        case let .submenu(menu): menu.sections.allSatisfy { $0.allSatisfy(\.isValue) }
        default: true
        }
    }

    fileprivate var kindIndex: Int {
        switch self {
        case .command: 0
        case .action: 1
        case .window: 2
        case .submenu: 3
        case .view: 4
        }
    }

    var elementKind: ElementKind {
        switch self {
        case .submenu: .menu
        default: .menuitem
        }
    }

    /// The attributes its element has (what its node's render sets).
    var elementAttributes: ElementAttributes {
        switch self {
        case let .command(item): item.elementAttributes
        case let .action(item): item.elementAttributes
        case let .window(item): item.elementAttributes
        case let .submenu(menu): [.title: .string(menu.title)]
        case .view: [:]
        }
    }
}

/// A menu of the menu bar whose items are all values (see `ValueMenus`).
nonisolated struct ValueMenuElement: View, PrimitiveView {
    let title: String
    let sections: [[MenuItem]]
    let controller: MenuBarController

    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.menu, [.title: .string(title)])
        controller.valueMenus.rendered(context.node, sections: sections, isEnabled: context.environment.isEnabled)
    }
}
