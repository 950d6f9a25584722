import ProsceniumHost

// What alerts and confirmation dialogs share: an `alert` or `dialog` element
// after the content, with a title, a message and the action buttons. Any
// button's action dismisses it; so does a `dismiss` event, which also runs
// the cancel button's action, as Escape does.

/// Presents an alert or a confirmation dialog while `isPresented` is true.
nonisolated struct DialogModifier: PrimitiveModifier {
    let tag: ElementKind
    let title: String?
    let message: String?
    let isPresented: Binding<Bool>
    /// The action buttons; nil when there is nothing to present (no data).
    let actions: (any View)?
    /// The cancel button added when the actions have none (alerts: when they are empty).
    let defaultCancel: String?
    let addsCancelUnlessPresent: Bool

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
        guard isPresented.wrappedValue, let actions else { return }
        context.addChildren(DialogView(tag: tag, title: title, message: message, isPresented: isPresented,
                                       actions: actions, defaultCancel: defaultCancel,
                                       addsCancelUnlessPresent: addsCancelUnlessPresent), slot: tag.rawValue)
    }
}

nonisolated struct DialogView: PrimitiveView {
    let tag: ElementKind
    let title: String?
    let message: String?
    let isPresented: Binding<Bool>
    let actions: any View
    let defaultCancel: String?
    let addsCancelUnlessPresent: Bool

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        if let title { attributes[.title] = .string(title) }
        if let message { attributes[.message] = .string(message) }
        let appearance = context.environment.dialogAppearance
        if appearance.severity == .critical { attributes[.severity] = "critical" }
        context.setPresentationElement(tag, attributes)
        if let icon = appearance.icon {
            context.addSlot("icon", icon)
        } else if tag == .alert, appearance.severity != .critical, AssetFiles.shared.hasImage(named: "AppIcon") {
            // A Mac's alert shows the app's icon: the `AppIcon` of its asset
            // catalogue (the display draws a generic one for an app without).
            context.addSlot("appIcon", Image("AppIcon").resizable().frame(width: 64, height: 64))
        }
        if let suppression = appearance.suppression {
            context.addSlot("suppression", Toggle(isOn: suppression.isSuppressed) { suppression.title })
        }
        let binding = isPresented
        let close: @MainActor () -> Void = { binding.wrappedValue = false }
        let buttons = flattenItems(actions).compactMap { $0.view as? any DialogButton }
        let cancel = buttons.first { $0.isCancel }
        context.on(.dismiss) { _ in
            cancel?.runAction()
            close()
        }
        context.childEnvironment.presentationActionHook = close
        context.addChildren(actions, slot: "actions")
        let needsCancel = addsCancelUnlessPresent ? cancel == nil : flattenItems(actions).isEmpty
        if needsCancel, let defaultCancel {
            context.addChildren(Button(defaultCancel, role: .cancel) {}, slot: "defaultCancel")
        }
    }
}

/// A button as a dialog sees it: its role and its action.
@MainActor
protocol DialogButton {
    var isCancel: Bool { get }
    func runAction()
}

extension Button: DialogButton {
    var isCancel: Bool { role == .cancel }
    @MainActor func runAction() { action() }
}

/// The text of a dialog's message view: its `Text`s, one per line. Dialogs
/// show only text in their message, as SwiftUI's do.
@MainActor
func dialogMessage(_ view: any View) -> String? {
    let lines = flattenItems(view).compactMap { ($0.view as? Text)?.plainText }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
}
