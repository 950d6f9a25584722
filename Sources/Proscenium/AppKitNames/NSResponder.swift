import Foundation

/// AppKit's responder, the base of views, view controllers and windows, and
/// what an app's own delegates and coordinators subclass; UIKit's
/// `UIResponder` is the same class (one class serves both spellings, as
/// `NSView` serves `UIView`), with UIKit's names for the same things.
///
/// The responder chain is `nextResponder`: an action sent with no target
/// (`NSApplication.sendAction(_:to:from:)`,
/// `UIApplication.sendAction(_:to:from:for:)`) goes to the first
/// responder, which here is the key window's focused view, for the actions
/// the page can carry out (`resignFirstResponder` ends editing). Any other
/// action sent by name does nothing: Linux has no Objective-C runtime to
/// call a method by its name.
@MainActor @preconcurrency
open class NSResponder: NSObject {
    /// The next responder in the chain.
    open var nextResponder: NSResponder?

    /// A responder with no next one.
    public override init() {
        super.init()
    }

    /// Whether the responder takes first responder status; false unless a subclass says otherwise.
    open var acceptsFirstResponder: Bool { false }

    /// Asked when the responder is about to become first responder; agrees.
    open func becomeFirstResponder() -> Bool { true }

    /// Asked when the responder is about to stop being first responder;
    /// agrees. Sending `resignFirstResponder` with no target ends the
    /// editing in the key window (see `NSApplication.sendAction(_:to:from:)`).
    open func resignFirstResponder() -> Bool { true }

    /// Performs `action` on the first responder of the chain from this one
    /// that can: the actions `Selector` knows, which the page carries out.
    /// False when none takes it.
    open func tryToPerform(_ action: Selector, with object: Any?) -> Bool {
        NSApplication.shared.sendAction(action, to: nil, from: object)
    }

    // The pointer, as tracking areas report it (`NSTrackingArea`). Each
    // passes the event to the next responder unless overridden, as AppKit's.

    /// The pointer entered a tracking area this responder owns.
    open func mouseEntered(with event: NSEvent) { nextResponder?.mouseEntered(with: event) }

    /// The pointer left a tracking area this responder owns.
    open func mouseExited(with event: NSEvent) { nextResponder?.mouseExited(with: event) }

    /// The pointer moved in a tracking area with `.mouseMoved` this responder owns.
    open func mouseMoved(with event: NSEvent) { nextResponder?.mouseMoved(with: event) }

    /// The pointer entered a tracking area with `.cursorUpdate` this
    /// responder owns: the moment to set the cursor (`NSCursor.set()`).
    open func cursorUpdate(with event: NSEvent) { nextResponder?.cursorUpdate(with: event) }

    // The mouse buttons, wheel and pinch over a representable's view, as
    // the page reports them (see `NSView.hitTest(_:)`).

    /// The left button went down over the view.
    open func mouseDown(with event: NSEvent) { nextResponder?.mouseDown(with: event) }
    /// The pointer moved with the left button held, after it went down over the view.
    open func mouseDragged(with event: NSEvent) { nextResponder?.mouseDragged(with: event) }
    /// The left button came up, after it went down over the view.
    open func mouseUp(with event: NSEvent) { nextResponder?.mouseUp(with: event) }
    /// The right button went down over the view.
    open func rightMouseDown(with event: NSEvent) { nextResponder?.rightMouseDown(with: event) }
    /// The pointer moved with the right button held.
    open func rightMouseDragged(with event: NSEvent) { nextResponder?.rightMouseDragged(with: event) }
    /// The right button came up.
    open func rightMouseUp(with event: NSEvent) { nextResponder?.rightMouseUp(with: event) }
    /// Another button (the middle one, ...) went down over the view.
    open func otherMouseDown(with event: NSEvent) { nextResponder?.otherMouseDown(with: event) }
    /// The pointer moved with another button held.
    open func otherMouseDragged(with event: NSEvent) { nextResponder?.otherMouseDragged(with: event) }
    /// Another button came up.
    open func otherMouseUp(with event: NSEvent) { nextResponder?.otherMouseUp(with: event) }
    /// The wheel or a trackpad scrolled over the view.
    open func scrollWheel(with event: NSEvent) { nextResponder?.scrollWheel(with: event) }
    /// The pressure of a held button changed (a pen's pressure: the page
    /// reports a mouse's pressed button at one pressure, so it never changes).
    open func pressureChange(with event: NSEvent) { nextResponder?.pressureChange(with: event) }
    /// A pinch over the view: Chromium reports a trackpad's pinch, and
    /// Control with the wheel, as a pinch.
    open func magnify(with event: NSEvent) { nextResponder?.magnify(with: event) }
    /// A trackpad's rotation: a page does not report it, so it is never sent.
    open func rotate(with event: NSEvent) { nextResponder?.rotate(with: event) }
    /// A trackpad's swipe: a page does not report it, so it is never sent.
    open func swipe(with event: NSEvent) { nextResponder?.swipe(with: event) }
    /// A trackpad's two-finger double tap: a page does not report it, so it is never sent.
    open func smartMagnify(with event: NSEvent) { nextResponder?.smartMagnify(with: event) }
    /// Fingers touched the trackpad: a page hears no trackpad touches
    /// (`NSTouch`), so the touch messages are never sent.
    open func touchesBegan(with event: NSEvent) { nextResponder?.touchesBegan(with: event) }
    /// Fingers moved on the trackpad: never sent (see `touchesBegan(with:)`).
    open func touchesMoved(with event: NSEvent) { nextResponder?.touchesMoved(with: event) }
    /// Fingers left the trackpad: never sent (see `touchesBegan(with:)`).
    open func touchesEnded(with event: NSEvent) { nextResponder?.touchesEnded(with: event) }
    /// The system cancelled the touches: never sent (see `touchesBegan(with:)`).
    open func touchesCancelled(with event: NSEvent) { nextResponder?.touchesCancelled(with: event) }

    // The keyboard, as the page reports it to a representable's view that
    // takes first responder (see `NSWindow.makeFirstResponder(_:)`). Each
    // passes the event to the next responder unless overridden, as AppKit's.

    /// A key went down (or repeats) while this responder is first responder.
    open func keyDown(with event: NSEvent) { nextResponder?.keyDown(with: event) }
    /// A key came up.
    open func keyUp(with event: NSEvent) { nextResponder?.keyUp(with: event) }
    /// A modifier key alone went down or up: a page reports no key event
    /// for a lone modifier, so it is never sent; `NSEvent.modifierFlags`
    /// tells the modifiers of each key and mouse event.
    open func flagsChanged(with event: NSEvent) { nextResponder?.flagsChanged(with: event) }
    /// Whether the responder took `event` as a key equivalent: not unless a
    /// subclass does (the menus' shortcuts are the page's).
    open func performKeyEquivalent(with event: NSEvent) -> Bool { false }

    /// Turns key events into the action messages of AppKit's standard key
    /// bindings: a typed character is `insertText(_:)`; Return, Tab,
    /// Shift-Tab, Delete, Forward Delete, the arrows (with Command: to the
    /// ends of the line and the document; with Shift: extending the
    /// selection), Home, End, Page Up, Page Down and Escape are their
    /// commands (`insertNewline(_:)`, `moveLeft(_:)`, `cancelOperation(_:)` ...).
    open func interpretKeyEvents(_ eventArray: [NSEvent]) {
        for event in eventArray where event.type == .keyDown { performKeyBinding(event) }
    }

    /// Inserts typed text; passes it on unless overridden.
    open func insertText(_ insertString: Any) { nextResponder?.insertText(insertString) }
    /// Return.
    open func insertNewline(_ sender: Any?) { nextResponder?.insertNewline(sender) }
    /// Tab.
    open func insertTab(_ sender: Any?) { nextResponder?.insertTab(sender) }
    /// Shift-Tab.
    open func insertBacktab(_ sender: Any?) { nextResponder?.insertBacktab(sender) }
    /// Delete (Backspace).
    open func deleteBackward(_ sender: Any?) { nextResponder?.deleteBackward(sender) }
    /// Forward Delete.
    open func deleteForward(_ sender: Any?) { nextResponder?.deleteForward(sender) }
    /// The up arrow.
    open func moveUp(_ sender: Any?) { nextResponder?.moveUp(sender) }
    /// The down arrow.
    open func moveDown(_ sender: Any?) { nextResponder?.moveDown(sender) }
    /// The left arrow.
    open func moveLeft(_ sender: Any?) { nextResponder?.moveLeft(sender) }
    /// The right arrow.
    open func moveRight(_ sender: Any?) { nextResponder?.moveRight(sender) }
    /// Shift with the up arrow.
    open func moveUpAndModifySelection(_ sender: Any?) { nextResponder?.moveUpAndModifySelection(sender) }
    /// Shift with the down arrow.
    open func moveDownAndModifySelection(_ sender: Any?) { nextResponder?.moveDownAndModifySelection(sender) }
    /// Shift with the left arrow.
    open func moveLeftAndModifySelection(_ sender: Any?) { nextResponder?.moveLeftAndModifySelection(sender) }
    /// Shift with the right arrow.
    open func moveRightAndModifySelection(_ sender: Any?) { nextResponder?.moveRightAndModifySelection(sender) }
    /// Command with the left arrow.
    open func moveToBeginningOfLine(_ sender: Any?) { nextResponder?.moveToBeginningOfLine(sender) }
    /// Command with the right arrow.
    open func moveToEndOfLine(_ sender: Any?) { nextResponder?.moveToEndOfLine(sender) }
    /// Command with the up arrow.
    open func moveToBeginningOfDocument(_ sender: Any?) { nextResponder?.moveToBeginningOfDocument(sender) }
    /// Command with the down arrow.
    open func moveToEndOfDocument(_ sender: Any?) { nextResponder?.moveToEndOfDocument(sender) }
    /// Home.
    open func scrollToBeginningOfDocument(_ sender: Any?) { nextResponder?.scrollToBeginningOfDocument(sender) }
    /// End.
    open func scrollToEndOfDocument(_ sender: Any?) { nextResponder?.scrollToEndOfDocument(sender) }
    /// Page Up.
    open func scrollPageUp(_ sender: Any?) { nextResponder?.scrollPageUp(sender) }
    /// Page Down.
    open func scrollPageDown(_ sender: Any?) { nextResponder?.scrollPageDown(sender) }
    /// Escape.
    open func cancelOperation(_ sender: Any?) { nextResponder?.cancelOperation(sender) }

    // UIKit's names for the same things.

    /// UIKit's spelling of `nextResponder`.
    open var next: NSResponder? { nextResponder }

    /// UIKit's spelling of `acceptsFirstResponder`.
    open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    /// Whether the responder agrees to give up first responder status: it does.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is first responder: the page's focused view is
    /// the first responder, and an app's own responders never are.
    open var isFirstResponder: Bool { false }
}

/// UIKit's responder: the same class as AppKit's `NSResponder` (see there).
public typealias UIResponder = NSResponder
