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
