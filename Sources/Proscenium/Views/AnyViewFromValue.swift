extension AnyView {
    /// The view `value` is, type-erased; nil when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(existential: view)
    }
}
