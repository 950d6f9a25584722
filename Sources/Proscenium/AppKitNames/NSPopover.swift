import Foundation

/// AppKit's popover: a view controller's view shown beside a view. Shown
/// from a status item's button, it opens under the item in the page's menu
/// bar, as a menu-bar extra's window does; shown from another view, it opens
/// as a small panel window in front, since AppKit views are not anchors in
/// the page. A transient popover closes when the person clicks elsewhere.
@MainActor @preconcurrency
open class NSPopover: NSObject {
    /// When the popover closes by itself.
    public enum Behavior: Int, Sendable {
        /// Only the app closes it.
        case applicationDefined = 0
        /// A click outside it closes it.
        case transient = 1
        /// A click outside it in the app's windows closes it.
        case semitransient = 2
    }

    /// When the popover closes by itself.
    open var behavior: Behavior = .applicationDefined
    /// The size of its content, in points; zero: the content's own size.
    open var contentSize: NSSize = .zero
    /// The controller whose view the popover shows.
    open var contentViewController: NSViewController?
    /// Whether it animates opening and closing; kept.
    open var animates = true
    /// Whether it is showing.
    open private(set) var isShown = false
    /// The status item it shows from, or the panel window it shows in.
    private weak var anchorItem: NSStatusItem?
    private weak var panel: WindowInstance?

    public override init() { super.init() }

    /// Archives are not read on Linux: always nil.
    public init?(coder: NSCoder) { nil }

    /// Shows the popover beside `positioningView`: under its status item
    /// when it is a status item's button, else in a panel window.
    /// `positioningRect` and `preferredEdge` are where a Mac points it; the
    /// page places it under the item or in the window.
    open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: NSRectEdge) {
        if let item = (positioningView as? NSStatusBarButton)?.item {
            anchorItem = item
            item.popover = self
            isShown = true
            item.statusBar?.itemsChanged()
            return
        }
        guard let session = positioningView.window?.instance?.session ?? NSApplication.shared.runtime?.modalSession
        else { return }
        if let panel { session.close(panel, force: true) }
        let content = hostedContent
        let window = session.makePanelWindow(title: "") { content }
        if contentSize != .zero {
            window.attributes.width = Double(contentSize.width)
            window.attributes.height = Double(contentSize.height + NSWindow.titleBarHeight)
        }
        window.onDismiss = { [weak self] in self?.isShown = false }
        panel = window
        isShown = true
        session.makeKey(window)
    }

    /// Closes the popover (AppKit asks its delegate first; it has none here).
    open func performClose(_ sender: Any?) { close() }

    /// Closes the popover.
    open func close() {
        guard isShown else { return }
        isShown = false
        if let panel, let session = panel.session { session.close(panel, force: true) }
        panel = nil
        anchorItem?.statusBar?.itemsChanged()
    }

    /// The page opened or closed it under its status item (a click on the
    /// item, a click elsewhere).
    func openedInPage(_ open: Bool) {
        guard open != isShown else { return }
        isShown = open
        anchorItem?.statusBar?.itemsChanged()
    }

    /// What the popover shows: its controller's SwiftUI content, or its view.
    var hostedContent: AnyView {
        guard let controller = contentViewController else { return AnyView(EmptyView()) }
        let size = contentSize
        let view = AppKitViewContent.content(of: controller.view)
        return size == .zero ? view : AnyView(view.frame(width: size.width, height: size.height))
    }
}

/// An AppKit view shown as SwiftUI content (a popover's, an app-made
/// window's): a hosting view as its SwiftUI content, any other view as itself.
struct AppKitViewContent: NSViewRepresentable {
    let view: NSView
    func makeNSView(context: Context) -> NSView { view }
    func updateNSView(_ nsView: NSView, context: Context) {}

    @MainActor static func content(of view: NSView) -> AnyView {
        if let hosting = view as? any SwiftUIHostingView { return hosting.hostedContent }
        return AnyView(AppKitViewContent(view: view).id(ObjectIdentifier(view)))
    }
}
