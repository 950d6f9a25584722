extension ContentUnavailableView where Label == Proscenium.Label<Text, Image>, Description == Text?,
                                       Actions == EmptyView {
    /// A string title with an image from the app's assets, and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Proscenium.Label(title, image: name) }, description: { description })
    }
}

extension Stepper {
    /// A stepper that calls `onIncrement` and `onDecrement`, in the older
    /// argument order (the label last); a nil closure disables that direction.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
