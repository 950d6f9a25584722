import ProsceniumHost

nonisolated extension View {
    /// Adds an accessibility action labelled by a view: assistive technology
    /// (and the page's actions menu) names it by the label's text, a `Text`
    /// or a `Label`'s title.
    public func accessibilityAction<Label>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View
    where Label: View {
        modifier(LabelledAccessibilityActions(content: label(), single: action))
    }

    /// Adds multiple accessibility actions to the view: each button in
    /// `content` is an action, named by its label, that runs the button's
    /// action.
    public func accessibilityActions<Content>(@ViewBuilder _ content: () -> Content) -> some View
    where Content: View {
        modifier(LabelledAccessibilityActions(content: content(), single: nil))
    }
}

/// Accessibility actions named by views: one action labelled by `content`
/// (with `single`), or one for each button in `content`. The views are read
/// on the main actor, where the actions are registered.
nonisolated struct LabelledAccessibilityActions<Actions: View>: ViewModifier {
    let actionViews: Actions
    let single: (() -> Void)?

    init(content: Actions, single: (() -> Void)?) {
        actionViews = content
        self.single = single
    }

    @MainActor func body(content: Content) -> some View {
        content.modifier(AccessibilityAttachmentModifier(actions: actions))
    }

    @MainActor private var actions: [(name: String, handler: () -> Void)] {
        if let single {
            return [(accessibilityActionName(of: actionViews) ?? "", single)]
        }
        return flattenItems(actionViews).compactMap { item in
            guard let button = item.view as? any AccessibilityActionButton, let name = button.actionName else { return nil }
            return (name, { MainActor.assumeIsolated { button.runAction() } })
        }
    }
}

/// The text a view names an action by: a `Text`'s characters, or its
/// label's title text.
@MainActor
func accessibilityActionName(of view: any View) -> String? {
    if let text = view as? Text { return text.plainText }
    if let label = view as? any TitledLabel { return label.titleText }
    return flattenItems(view).lazy.compactMap { ($0.view as? Text)?.plainText }.first
}

/// A `Label`, read for its title's text.
protocol TitledLabel {
    var titleText: String? { get }
}

extension Label: TitledLabel {
    var titleText: String? { (title as? Text)?.plainText }
}

/// A button as an accessibility action: its label's text and its action.
@MainActor
protocol AccessibilityActionButton {
    var actionName: String? { get }
    func runAction()
}

extension Button: AccessibilityActionButton {
    @MainActor var actionName: String? { accessibilityActionName(of: label) }
}
