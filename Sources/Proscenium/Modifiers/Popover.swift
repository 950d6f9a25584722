/// What a popover points at in the view it is attached to.
public enum PopoverAttachmentAnchor {
    /// A rectangle: the view's bounds, or a part of it.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in unit coordinates of its bounds (`.center`,
    /// `.topLeading`, `UnitPoint(x: 0.25, y: 1)`): the popover's arrow points there.
    case point(UnitPoint)

    var attributes: ElementAttributes {
        switch self {
        case let .rect(source):
            guard let rect = source.rectInView else { return [:] }
            let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            return [.anchorRect: .string(values.map { formatNumber(Double($0)) }.joined(separator: " "))]
        case let .point(point):
            // In unit coordinates: the page knows the view's size when it places the popover.
            guard point.x.isFinite, point.y.isFinite else { return [:] }
            return [.anchorPoint: .string("\(formatNumber(Double(point.x))) \(formatNumber(Double(point.y)))")]
        }
    }
}

extension Edge {
    var name: String {
        switch self {
        case .top: "top"
        case .leading: "leading"
        case .bottom: "bottom"
        case .trailing: "trailing"
        }
    }
}

nonisolated extension View {
    /// Presents `content` in a popover pointing at this view while `isPresented`
    /// is true: a `popover` element after this view, anchored to it. A click
    /// outside (a `dismiss` event) or `dismiss()` sets `isPresented` to false.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PresentationModifier(
            tag: .popover, attributes: popoverAttributes(attachmentAnchor, arrowEdge),
            presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
            dismiss: { isPresented.wrappedValue = false },
            onDismiss: nil))
    }

    /// Presents a popover for `item` while it is not nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge = .top,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(PresentationModifier(
            tag: .popover, attributes: popoverAttributes(attachmentAnchor, arrowEdge),
            presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
            dismiss: { item.wrappedValue = nil },
            onDismiss: nil))
    }
}

private func popoverAttributes(_ anchor: PopoverAttachmentAnchor, _ arrowEdge: Edge) -> ElementAttributes {
    var attributes = anchor.attributes
    attributes[.arrowEdge] = .string(arrowEdge.name)
    return attributes
}
