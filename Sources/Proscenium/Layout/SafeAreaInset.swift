import Foundation

nonisolated extension View {
    /// Shows `content` along this view's top or bottom `edge`, across its
    /// whole width (placed by `alignment`), and insets this view by it: the
    /// view takes the rest of the space, `spacing` away (the default spacing
    /// when nil). A window's content has no other safe area here, so the
    /// inset is the content's own height.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(VerticalSafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Shows `content` along this view's leading or trailing `edge`, across
    /// its whole height (placed by `alignment`), and insets this view by it.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(HorizontalSafeAreaInset(edge: edge, alignment: alignment, spacing: spacing, inset: content()))
    }

    /// Adds `insets` to this view's safe area: its content is inset by them,
    /// as padding insets it, but its views that ignore the safe area
    /// (`ignoresSafeArea(_:edges:)`) reach into them. A scroll view's frame
    /// shrinks by them rather than its content scrolling under the margin.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        var attributes = insets.attributes
        attributes[.safeAreaPadding] = true
        return modifier(WrapperModifier(tag: .padding, attributes: attributes))
    }

    /// Adds `length` (the default padding when nil) on `edges` to this view's safe area.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` on every edge to this view's safe area.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

nonisolated struct VerticalSafeAreaInset<Inset: View>: ViewModifier {
    let edge: VerticalEdge
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let inset: Inset

    func body(content: Content) -> some View {
        VStack(spacing: spacing) {
            if edge == .top { bar }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { bar }
        }
    }

    private var bar: some View {
        inset.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

nonisolated struct HorizontalSafeAreaInset<Inset: View>: ViewModifier {
    let edge: HorizontalEdge
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let inset: Inset

    func body(content: Content) -> some View {
        HStack(spacing: spacing) {
            if edge == .leading { bar }
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { bar }
        }
    }

    private var bar: some View {
        inset.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
