import ProsceniumHost

nonisolated extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    /// The sheet is a `sheet` element after this view, which the display shows
    /// as a modal over the window. When the person dismisses it (a `dismiss`
    /// event) or the content calls `dismiss()`, `isPresented` becomes false;
    /// however the sheet goes away, `onDismiss` runs after the update.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(
            tag: .sheet, attributes: [:],
            presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: onDismiss))
    }

    /// Presents a sheet for `item` while it is not nil. A different item (by
    /// `id`) replaces the sheet with a new one; dismissing sets `item` to nil.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(
            tag: .sheet, attributes: [:],
            presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            dismiss: { item.wrappedValue = nil },
            onDismiss: onDismiss))
    }
}

/// Presents views in an element of their own beside the content: sheets and popovers.
nonisolated struct PresentationModifier: PrimitiveModifier {
    let tag: ElementKind
    let attributes: ElementAttributes
    /// What is presented now: its identity and its view, or nil.
    let presented: () -> (id: AnyHashable, content: any View)?
    let dismiss: () -> Void
    let onDismiss: (() -> Void)?

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.addChildren(content)
        let current = presented()
        context.trackPresentation(current?.id, name: tag.rawValue, onDismiss: onDismiss)
        guard let current else { return }
        // Keyed by the presented identity: another item is another presentation, with fresh state.
        let key = ItemKey([StructuralKey.slot(tag.rawValue), StructuralKey.explicit(current.id)])
        let view = PresentedView(tag: tag, attributes: attributes, content: current.content, dismiss: dismiss)
        context.addItems([ViewItem(key: key, view: view)])
    }
}

/// The element of a sheet or popover, holding the presented content.
nonisolated struct PresentedView: PrimitiveView {
    let tag: ElementKind
    let attributes: ElementAttributes
    let content: any View
    let dismiss: () -> Void

    @MainActor func render(into context: inout RenderContext) {
        // The content's presentationBackground and presentationCornerRadius.
        let look = context.state("presentationLook") { PresentationLook() }
        look.node = context.node
        context.setPresentationElement(tag, attributes.merging(look.attributes) { own, _ in own })
        let dismiss = self.dismiss
        // The person's dismissal, unless the content refuses it (`interactiveDismissDisabled`).
        let dismissGuard = context.state("interactiveDismiss") { InteractiveDismissGuard() }
        context.on(.dismiss) { _ in
            guard !dismissGuard.isDisabled else { return }
            dismiss()
        }
        context.childEnvironment.interactiveDismissGuard = dismissGuard
        context.childEnvironment.presentationLook = look
        context.childEnvironment.dismiss = DismissAction(dismiss)
        context.childEnvironment.isPresented = true
        context.addChildren(content)
    }
}
