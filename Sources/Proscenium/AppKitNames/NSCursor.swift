import Foundation
import ProsceniumHost

/// A pointer (cursor). Setting or pushing one shows it over every window of
/// the app, as AppKit's current cursor shows over a Mac app, until another
/// is set, pushed or popped; the arrow (the default) gives the page back its
/// own pointers (a text field's I-beam, a link's hand, `pointerStyle`).
/// `hide()` hides the pointer over the app's windows until `unhide()`.
open class NSCursor: NSObject, @unchecked Sendable {
    // Unchecked only for NSObject: a cursor's one stored property, its shape, is an immutable enum.
    /// What it means; the display draws it.
    let shape: PointerShape

    init(shape: PointerShape) {
        self.shape = shape
        super.init()
    }

    /// The arrow: the default pointer.
    open class var arrow: NSCursor { NSCursor(shape: .default) }
    /// The I-beam, for inserting text.
    open class var iBeam: NSCursor { NSCursor(shape: .horizontalText) }
    /// The I-beam of vertical text.
    open class var iBeamCursorForVerticalLayout: NSCursor { NSCursor(shape: .verticalText) }
    /// The cross-hair.
    open class var crosshair: NSCursor { NSCursor(shape: .rectSelection) }
    /// The pointing hand, over a link.
    open class var pointingHand: NSCursor { NSCursor(shape: .link) }
    /// The open hand, over what can be dragged.
    open class var openHand: NSCursor { NSCursor(shape: .grabIdle) }
    /// The closed hand, while dragging.
    open class var closedHand: NSCursor { NSCursor(shape: .grabActive) }
    /// Resizes to the left.
    open class var resizeLeft: NSCursor { NSCursor(shape: .resizeLeft) }
    /// Resizes to the right.
    open class var resizeRight: NSCursor { NSCursor(shape: .resizeRight) }
    /// Resizes left or right.
    open class var resizeLeftRight: NSCursor { NSCursor(shape: .resizeLeftRight) }
    /// Resizes upward.
    open class var resizeUp: NSCursor { NSCursor(shape: .resizeUp) }
    /// Resizes downward.
    open class var resizeDown: NSCursor { NSCursor(shape: .resizeDown) }
    /// Resizes up or down.
    open class var resizeUpDown: NSCursor { NSCursor(shape: .resizeUpDown) }
    /// What is dragged cannot be dropped here.
    open class var operationNotAllowed: NSCursor { NSCursor(shape: .notAllowed) }
    /// A drop copies.
    open class var dragCopy: NSCursor { NSCursor(shape: .dragCopy) }
    /// A drop links.
    open class var dragLink: NSCursor { NSCursor(shape: .dragLink) }
    /// A click shows a context menu.
    open class var contextualMenu: NSCursor { NSCursor(shape: .contextualMenu) }
    /// What is dragged disappears when dropped.
    open class var disappearingItem: NSCursor { NSCursor(shape: .disappearingItem) }

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

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSCursor)?.shape == shape }
    open override var hash: Int { shape.hashValue }
}

/// The app's cursor, its stack and its hide count: kept under a lock
/// (`NSCursor` is not bound to the main actor), shown by the main actor.
final class CursorState: @unchecked Sendable {
    // Unchecked: its fields are read and written only inside read/change, under `lock`.
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
        let before = read { $0.shownShape }
        let after = read { state -> PointerShape? in
            body(state)
            return state.shownShape
        }
        guard before != after else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { NSApplication.shared.appearanceChanged() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { NSApplication.shared.appearanceChanged() } }
        }
    }

    /// The pointer the app's windows show over everything (nil: the page's own).
    var shownShape: PointerShape? {
        if hidden > 0 { return .hidden }
        return current.shape == .default ? nil : current.shape
    }

    /// The cursor hint of the app's windows.
    static var shown: PointerShape? { read { $0.shownShape } }
}
