import Foundation

/// The system's status bar: the right end of the menu bar, where apps put
/// their status items. Its items show in the page's menu bar beside the
/// app's `MenuBarExtra`s, each as its button's image or title.
@MainActor @preconcurrency
open class NSStatusBar: NSObject {
    private static let shared = NSStatusBar()

    /// The status bar of the page's menu bar.
    open class var system: NSStatusBar { shared }

    /// The items, in the order they were made.
    private(set) var items: [NSStatusItem] = []
    /// Counts the changes to the items, so the menu bar shows each again.
    private(set) var revision = 0

    public override init() { super.init() }

    /// The menu bar's height, in points.
    open var thickness: CGFloat { 24 }

    /// Whether the bar runs top to bottom: a menu bar does not.
    open var isVertical: Bool { false }

    /// A new item at the bar's leading end, `length` points wide
    /// (`NSStatusItem.variableLength`: as wide as its button).
    open func statusItem(withLength length: CGFloat) -> NSStatusItem {
        let item = NSStatusItem(bar: self, length: length)
        items.append(item)
        itemsChanged()
        return item
    }

    /// Takes `item` out of the bar.
    open func removeStatusItem(_ item: NSStatusItem) {
        items.removeAll { $0 === item }
        item.statusBar = nil
        itemsChanged()
    }

    /// The menu bar of every page shows the change.
    func itemsChanged() {
        revision += 1
        guard let runtime = NSApplication.shared.runtime else { return }
        for session in runtime.sessions {
            session.menus.windowsChanged()
            runtime.scheduleUpdate(for: session)
        }
    }
}

/// An item in the status bar: its button (its image or title shows in the
/// menu bar), its visibility, and the popover shown from its button
/// (`NSPopover.show(relativeTo:of:preferredEdge:)` with `button` as the
/// view): a click on the item opens and closes that popover.
@MainActor @preconcurrency
open class NSStatusItem: NSObject {
    /// A length that fits the item's button.
    public static let variableLength: CGFloat = -1
    /// A length as wide as the bar is thick.
    public static let squareLength: CGFloat = -2

    /// The bar the item is in; nil once removed.
    open internal(set) weak var statusBar: NSStatusBar?
    /// The item's width in points, or `variableLength` / `squareLength`.
    open var length: CGFloat
    private let statusButton = NSStatusBarButton(title: "")
    /// The number that tells items apart in the page.
    let number: Int
    private static var made = 0
    /// The popover shown from the item's button, if any.
    weak var popover: NSPopover?

    init(bar: NSStatusBar, length: CGFloat) {
        statusBar = bar
        self.length = length
        Self.made += 1
        number = Self.made
        super.init()
        statusButton.item = self
    }

    /// The item's button: what it shows in the menu bar.
    open var button: NSStatusBarButton? { statusButton }

    /// Whether the item shows in the bar.
    open var isVisible = true {
        didSet { if isVisible != oldValue { statusBar?.itemsChanged() } }
    }

    /// A name the item's position is saved under; kept.
    open var autosaveName: String!
}

/// The button of a status item: its image (a symbol, `isTemplate` or not)
/// or title shows in the menu bar; setting them updates it.
@MainActor @preconcurrency
open class NSStatusBarButton: NSButton {
    weak var item: NSStatusItem?

    /// Whether the button looks disabled.
    open var appearsDisabled = false {
        didSet { item?.statusBar?.itemsChanged() }
    }

    open override var title: String {
        didSet { item?.statusBar?.itemsChanged() }
    }

    open override var image: NSImage? {
        didSet { item?.statusBar?.itemsChanged() }
    }
}
