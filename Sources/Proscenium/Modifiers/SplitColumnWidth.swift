/// The width a `NavigationSplitView` column's view asks for.
struct SplitColumnWidthKey: ViewTraitKey {
    static var defaultValue: TableColumnWidth? { nil }
}

nonisolated extension View {
    /// Sets a fixed, preferred width for the column containing this view:
    /// the split view's column is that wide.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        columnWidth(TableColumnWidth(fixed: width))
    }

    /// Sets a flexible, preferred width for the column containing this view:
    /// at least `min`, at first `ideal`, at most `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> some View {
        columnWidth(TableColumnWidth(min: min, ideal: ideal, max: max))
    }

    private func columnWidth(_ width: TableColumnWidth) -> some View {
        modifier(RowTraitModifier { $0.values[ObjectIdentifier(SplitColumnWidthKey.self)] = width })
    }
}
