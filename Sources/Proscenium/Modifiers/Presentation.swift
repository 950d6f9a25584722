import ProsceniumHost

// What sheets, alerts, dialogs, popovers, context menus and toolbars share:
// each is an element placed after the content it is attached to, which the
// display shows outside the normal layout (over the window, or in its toolbar).

extension RenderContext {
    /// Gives this view an element that sits beside the modified content rather
    /// than wrapping it: attributes that modifiers left for the content's
    /// element (`.help`, `.padding`'s neighbours, `.disabled`'s mark) are not
    /// its own, and do not pass into what it presents.
    mutating func setPresentationElement(_ tag: ElementKind, _ attributes: ElementAttributes = [:]) {
        element = ElementDescription(tag: tag, attributes: attributes, text: nil)
        childEnvironment.pendingElementAttributes = [:]
        childEnvironment.overridingElementAttributes = [:]
        // Buttons in a sheet or popover are not the alert's or menu's around it.
        childEnvironment.presentationActionHook = nil
        // What a toolbar item presents is not in the toolbar: its labels show their titles.
        childEnvironment.isInToolbarItem = false
    }
}

/// What a presenting modifier remembers between renders: what it showed, so it
/// can tell when the presentation ended, however it ended.
final class PresentationState {
    var presented: AnyHashable?
}

extension RenderContext {
    /// Records what is presented now (nil: nothing) and, when a presentation
    /// ended or was replaced by another, runs `onDismiss` after the update,
    /// as SwiftUI does for every way a sheet goes away.
    func trackPresentation(_ presented: AnyHashable?, name: String, onDismiss: (() -> Void)?) {
        let state = self.state(name) { PresentationState() }
        if let previous = state.presented, previous != presented, let onDismiss {
            node.graph.afterUpdate(onDismiss)
        }
        state.presented = presented
    }
}
