import Foundation

/// A pointer (cursor). Setting or pushing one shows it over every window of
/// the app, as AppKit's current cursor shows over a Mac app, until another
/// is set, pushed or popped; the arrow (the default) gives the page back its
/// own pointers (a text field's I-beam, a link's hand, `pointerStyle`).
/// `hide()` hides the pointer over the app's windows until `unhide()`.
open class NSCursor: NSObject, @unchecked Sendable {
    /// The CSS cursor that draws it.
    let cssName: String

    init(cssName: String) {
        self.cssName = cssName
        super.init()
    }

    /// The arrow: the default pointer.
    open class var arrow: NSCursor { NSCursor(cssName: "default") }
    /// The I-beam, for inserting text.
    open class var iBeam: NSCursor { NSCursor(cssName: "text") }
    /// The I-beam of vertical text.
    open class var iBeamCursorForVerticalLayout: NSCursor { NSCursor(cssName: "vertical-text") }
    /// The cross-hair.
    open class var crosshair: NSCursor { NSCursor(cssName: "crosshair") }
    /// The pointing hand, over a link.
    open class var pointingHand: NSCursor { NSCursor(cssName: "pointer") }
    /// The open hand, over what can be dragged.
    open class var openHand: NSCursor { NSCursor(cssName: "grab") }
    /// The closed hand, while dragging.
    open class var closedHand: NSCursor { NSCursor(cssName: "grabbing") }
    /// Resizes to the left.
    open class var resizeLeft: NSCursor { NSCursor(cssName: "w-resize") }
    /// Resizes to the right.
    open class var resizeRight: NSCursor { NSCursor(cssName: "e-resize") }
    /// Resizes left or right.
    open class var resizeLeftRight: NSCursor { NSCursor(cssName: "ew-resize") }
    /// Resizes upward.
    open class var resizeUp: NSCursor { NSCursor(cssName: "n-resize") }
    /// Resizes downward.
    open class var resizeDown: NSCursor { NSCursor(cssName: "s-resize") }
    /// Resizes up or down.
    open class var resizeUpDown: NSCursor { NSCursor(cssName: "ns-resize") }
    /// What is dragged cannot be dropped here.
    open class var operationNotAllowed: NSCursor { NSCursor(cssName: "not-allowed") }
    /// A drop copies.
    open class var dragCopy: NSCursor { NSCursor(cssName: "copy") }
    /// A drop links.
    open class var dragLink: NSCursor { NSCursor(cssName: "alias") }
    /// A click shows a context menu.
    open class var contextualMenu: NSCursor { NSCursor(cssName: "context-menu") }
    /// What is dragged disappears when dropped.
    open class var disappearingItem: NSCursor { NSCursor(cssName: "no-drop") }

    /// The app's current cursor.
    open class var current: NSCursor { CursorState.read { $0.current } }
    /// The cursor shown: the app's, as the page shows only this app.
    open class var currentSystem: NSCursor? { current }

    /// Makes this the current cursor.
    open func set() { CursorState.change { $0.current = self } }

    /// Puts this on top of the cursor stack and makes it current.
    open func push() {
        CursorState.change { state in
            state.stack.append(state.current)
            state.current = self
        }
    }

    /// Takes the top cursor off the stack and makes the one below current.
    open func pop() { NSCursor.pop() }

    /// Takes the top cursor off the stack and makes the one below current.
    open class func pop() {
        CursorState.change { state in
            guard let below = state.stack.popLast() else { return }
            state.current = below
        }
    }

    /// Hides the pointer over the app's windows; balanced by `unhide()`.
    open class func hide() { CursorState.change { $0.hidden += 1 } }

    /// Shows the pointer again once each `hide()` has been balanced.
    open class func unhide() { CursorState.change { $0.hidden = max(0, $0.hidden - 1) } }

    /// Hides the pointer until it moves; the page shows it again as it
    /// moves, so this hides nothing for longer than an instant.
    open class func setHiddenUntilMouseMoves(_ flag: Bool) {}

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSCursor)?.cssName == cssName }
    open override var hash: Int { cssName.hashValue }
}

/// The app's cursor, its stack and its hide count: kept under a lock
/// (`NSCursor` is not bound to the main actor), shown by the main actor.
final class CursorState: @unchecked Sendable {
    var current = NSCursor.arrow
    var stack: [NSCursor] = []
    var hidden = 0

    private static let shared = CursorState()
    private static let lock = NSLock()

    static func read<T>(_ body: (CursorState) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(shared)
    }

    static func change(_ body: (CursorState) -> Void) {
        let before = read { $0.shownName }
        let after = read { state -> String? in
            body(state)
            return state.shownName
        }
        guard before != after else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { NSApplication.shared.appearanceChanged() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { NSApplication.shared.appearanceChanged() } }
        }
    }

    /// The CSS cursor the app's windows show over everything (nil: the page's own).
    var shownName: String? {
        if hidden > 0 { return "none" }
        return current.cssName == "default" ? nil : current.cssName
    }

    /// The cursor hint of the app's windows.
    static var shown: String? { read { $0.shownName } }
}
