extension ViewModifier {
    /// This modifier, with every change it makes to the view shown with
    /// `animation` (`nil`: at once), unless the transaction `disablesAnimations`.
    @MainActor @preconcurrency
    public func animation(_ animation: Animation?) -> some ViewModifier {
        concat(TransactionModifier { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// This modifier, with `transform` run on the transaction of every change
    /// in the view it modifies.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        concat(TransactionModifier(transform: transform))
    }
}
