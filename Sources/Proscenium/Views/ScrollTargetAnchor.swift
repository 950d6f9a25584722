extension Transaction {
    private struct ScrollTargetAnchorKey: TransactionKey {
        static var defaultValue: UnitPoint? { nil }
    }

    /// Where a view scrolled to in this transaction is placed in the scroll
    /// view's visible region: it wins over the anchor of the
    /// `scrollPosition(id:anchor:)` whose binding the transaction sets, and
    /// is taken by `ScrollViewProxy.scrollTo(_:anchor:)` when that names none.
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}
