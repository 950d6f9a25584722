extension SecureField where Label == Text {
    /// A secure field that calls `onCommit` when the person presses Return in it.
    @available(*, deprecated, message: "Use onSubmit(of:_:)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        field.onCommit = onCommit
    }

    /// A secure field that calls `onCommit` when the person presses Return in it.
    @available(*, deprecated, message: "Use onSubmit(of:_:)")
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where S: StringProtocol {
        self.init(title, text: text)
        field.onCommit = onCommit
    }
}
