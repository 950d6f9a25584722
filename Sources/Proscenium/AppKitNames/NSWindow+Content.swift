import Foundation

/// Windows the app makes itself, as AppKit apps beside SwiftUI do (an
/// overlay, a preferences window held by an `NSWindowController`): each opens
/// as a window of the page the person is using when it is ordered front,
/// its title and content size as set, its `contentView` (an `NSHostingView`'s
/// SwiftUI content, or any view) inside; setting `contentView` again shows
/// the new view.
extension NSWindow {
    /// How the window server buffers a window's drawing: the page draws
    /// every window itself, so the choice changes nothing.
    public enum BackingStoreType: UInt, Sendable {
        case retained = 0
        case nonretained = 1
        case buffered = 2
    }

    /// A window made for `contentRect` on `screen` (the page's screen: the
    /// argument changes nothing).
    public convenience init(contentRect: NSRect, styleMask style: NSWindow.StyleMask,
                            backing backingStoreType: NSWindow.BackingStoreType, defer flag: Bool, screen: NSScreen?) {
        self.init(contentRect: contentRect, styleMask: style, backing: backingStoreType, defer: flag)
    }

    /// A titled, closable, resizable and miniaturizable window that shows
    /// `contentViewController`'s view, titled with the controller's title.
    public convenience init(contentViewController: NSViewController) {
        self.init(contentRect: NSRect(x: 0, y: 0, width: 0, height: 0),
                  styleMask: [.titled, .closable, .miniaturizable, .resizable], backing: .buffered, defer: true)
        self.contentViewController = contentViewController
        // Observers do not run for a property set in its own class's initialiser.
        contentViewController.view?.markAsWindowContent()
        if let title = contentViewController.title { self.title = title }
    }

    /// The window's content: shown below its title bar once the window is
    /// open. Without one set, the content view controller's view.
    public var contentView: NSView? {
        get { madeContent.view ?? contentViewController?.view }
        set {
            newValue?.markAsWindowContent()
            madeContent.view = newValue
        }
    }

    /// Shows the window in front of the app's others, as
    /// `makeKeyAndOrderFront(_:)` does (the page makes it key, too).
    public func orderFrontRegardless() { makeKeyAndOrderFront(nil) }

    /// Whether the window is opaque: the page draws windows opaque unless
    /// `alphaValue` says otherwise, so it is kept and read back.
    public var isOpaque: Bool {
        get { madeContent.isOpaque }
        set { madeContent.isOpaque = newValue }
    }

    /// Whether the window casts a shadow: every window in the page does; kept and read back.
    public var hasShadow: Bool {
        get { madeContent.hasShadow }
        set { madeContent.hasShadow = newValue }
    }

    /// Whether clicks pass through the window. The page delivers clicks to
    /// the window under the pointer: kept and read back.
    public var ignoresMouseEvents: Bool {
        get { madeContent.ignoresMouseEvents }
        set { madeContent.ignoresMouseEvents = newValue }
    }

    /// Opens an app-made window that is not open, in the page the person is
    /// using (nothing when no page is connected).
    func openIfMade() {
        guard instance == nil, let session = NSApplication.shared.runtime?.modalSession else { return }
        let content = madeContent
        let window = session.makeAppKitWindow(title: content.title) { [weak self] in
            AnyView(MadeWindowView(content: content, controller: self?.contentViewController))
        }
        window.host = self
        instance = window
        let size = content.contentRect.size
        if size.width > 0, size.height > 0 {
            window.attributes.width = Double(size.width)
            window.attributes.height = Double(size.height + Self.titleBarHeight)
        }
        content.lastFrame = frame
        if let frame = content.pendingFrame {
            content.pendingFrame = nil
            setFrame(frame, display: true)
        }
    }
}

/// An app-made window's content, size and title, kept while it is closed.
@MainActor
final class MadeWindowContent: ObservableObject {
    @Published var view: NSView?
    var contentRect = NSRect(x: 0, y: 0, width: 0, height: 0)
    var title = ""
    var isOpaque = true
    var hasShadow = true
    var ignoresMouseEvents = false
    /// The name the window's frame is saved under (`frameAutosaveName`).
    var autosaveName = ""
    /// The frame a closed window takes when it opens (`setFrameUsingName(_:)`).
    var pendingFrame: NSRect?
    /// The frame last told to the delegate, to tell a move from a resize.
    var lastFrame: NSRect?
}

/// Shows an app-made window's content view, and the new one when it is set.
private struct MadeWindowView: View {
    @ObservedObject var content: MadeWindowContent
    let controller: NSViewController?

    @MainActor var body: some View {
        if let view = content.view ?? controller?.view {
            AppKitViewContent.content(of: view)
        }
    }
}

extension AppSession {
    /// A window of the page for an `NSWindow` the app made: listed in
    /// `NSApp.windows` and the Window menu as the app's own.
    func makeAppKitWindow(title: String, content: @escaping () -> AnyView) -> WindowInstance {
        makeLocalWindow(kind: "appkit", title: title, isSystemPanel: false, content: content)
    }

    /// A window of a declaration made for it alone (`proscenium.<kind>.<n>`).
    func makeLocalWindow(kind: String, title: String, isSystemPanel: Bool,
                         content: @escaping () -> AnyView) -> WindowInstance {
        panelCount += 1
        let declaration = SceneDeclaration(kind: .window, id: "proscenium.\(kind).\(panelCount)", title: title) { _ in
            content()
        }
        declaration.isSystemPanel = isSystemPanel
        localDeclarations[declaration.id] = declaration
        return makeWindow(declaration, value: nil)
    }
}
