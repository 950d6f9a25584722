import Foundation

extension NSApplication {
    /// Sends `action` to `target`, or with no target to the first responder
    /// (the key window's focused view): `resignFirstResponder` ends editing
    /// in the key window (its focused text field lets focus go, and its
    /// `@FocusState` reads false); sent to a responder, that responder's
    /// `resignFirstResponder()` is asked too. True when the action was
    /// taken. The Objective-C runtime that would call any other method by
    /// its name does not exist on Linux: an action the port's build plugin
    /// bound to the method its `#selector` named (in the type that declares
    /// it) calls that method with `sender`; other actions are not taken (false).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?) -> Bool {
        if let method = action.boundMethod { return method.call(sender: sender) }
        switch action {
        case Selector("resignFirstResponder"):
            if let responder = target as? NSResponder { return responder.resignFirstResponder() }
            return runtime?.modalSession?.endEditingInKeyWindow() ?? false
        default:
            return false
        }
    }
}
