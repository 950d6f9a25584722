import Foundation
import ProsceniumHost

/// The page's keys for a representable's view that takes first responder,
/// delivered as AppKit's window does: to the window's first responder (the
/// view that took it, else the first view in the representable that accepts
/// it, which takes it then), local monitors first. The page gives such a
/// representable keyboard focus (Tab reaches it, a click focuses it) and
/// sends it every key while it has focus: Tab too, as AppKit gives Tab to a
/// first responder's `keyDown(with:)`. Unlike AppKit's window, the page does
/// not move the focus on when the view lets a Tab go unhandled (the page
/// cannot wait for the app's answer before acting on the key): a click
/// elsewhere takes the focus away.
extension NSView {
    /// The top view of the representable this view is in.
    var representableTop: NSView {
        var top = self
        while let superview = top.superview { top = superview }
        return top
    }

    /// The first view, depth first from this one, that accepts first responder.
    func firstKeyTaker() -> NSView? {
        if acceptsFirstResponder { return self }
        for subview in subviews {
            if let taker = subview.firstKeyTaker() { return taker }
        }
        return nil
    }

    /// The window's first responder when it is a view of this representable.
    private var firstResponderInside: NSView? {
        guard let first = window?.firstResponder as? NSView, first.representableTop === self else { return nil }
        return first
    }

    /// The window's first responder changed to or from this view: its
    /// representable shows its focus again.
    func keyFocusChanged() { representableTop.setNeedsDisplayInPage() }

    /// Asks the page for the keys on a representable's top view when a view
    /// in it accepts first responder, and for focus while one is first responder.
    func describeKeys(into element: inout PlatformElement) {
        guard superview == nil, element.kind == .frame, firstKeyTaker() != nil else { return }
        element.attributes[.focusable] = true
        element.attributes[.keyPress] = "*"
        element.attributes[.keyPhases] = "repeat up"
        if firstResponderInside != nil { element.attributes[.focused] = true }
        element.handlers[.keyPress] = { [weak self] event in self?.deliverKey(event) }
    }

    /// One `keyPress` event from the page (see `HostEvent.Kind.keyPress`).
    func deliverKey(_ event: HostEvent) {
        guard let value = event.value, let colon = value.firstIndex(of: ":"), let name = event.key,
              let key = NSEvent.appKitKey(named: name),
              let phase = ["down", "repeat", "up"].first(where: { $0 == value[..<colon] }) else {
            host?.node?.graph.services.droppedEvents.dropped("malformed key event", kind: event.kind.rawValue)
            return
        }
        let typed = String(value[value.index(after: colon)...])
        let made = NSEvent(type: phase == "up" ? .keyUp : .keyDown, window: window)
        made.modifierFlags = NSEvent.ModifierFlags(EventModifiers(displayNames: event.modifiers ?? []))
        // A character key types what the page typed (Shift's capital); a
        // named key, AppKit's character for it.
        let characters = name.count == 1 && !typed.isEmpty ? typed : key.characters
        made.characters = characters
        made.charactersIgnoringModifiers = characters
        made.keyCode = key.keyCode
        made.isARepeat = phase == "repeat"
        guard let responder = keyResponder(), let passed = NSEvent.monitored(made) else { return }
        if passed.type == .keyUp { responder.keyUp(with: passed) } else { responder.keyDown(with: passed) }
    }

    /// The responder a key goes to: the window's first responder when it
    /// is in this representable, else the first view that accepts it, made
    /// first responder.
    private func keyResponder() -> NSResponder? {
        if let first = firstResponderInside { return first }
        guard let taker = firstKeyTaker() else { return nil }
        if let window, !window.makeFirstResponder(taker) { return nil }
        return taker
    }
}
