// A toolbar item group with a label (`ToolbarItemGroup(placement:content:label:)`):
// its views show in the toolbar as a group's do; when the toolbar is too
// narrow for it, the group leaves the bar as one entry of the overflow menu,
// titled by its label, whose submenu holds the group's buttons. The label
// rides along in the item's `label` slot, which the toolbar itself does not
// show.

/// A view that represents the view of a toolbar item group with a specified
/// label.
///
/// You don't create this type directly: `ToolbarItemGroup` makes it when
/// given a label.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label

    public var body: Never { fatalError("LabeledToolbarItemGroupContent has no body") }

    @MainActor package func render(into context: inout RenderContext) {
        // No element of its own: the views sit in the item as a group's do.
        context.addChildren(content)
        context.addSlot("label", label)
    }
}

extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content,
    /// and a label describing that content: in an overflowing toolbar the
    /// group collapses into one menu item titled by the label.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic,
                                  @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L)
    where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement, content: { LabeledToolbarItemGroupContent(content: content(), label: label()) })
    }
}
