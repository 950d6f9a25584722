extension EnvironmentValues {
    private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }

    /// The default font of text below; set with `.font(_:)`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}
