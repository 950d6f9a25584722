extension EnvironmentValues {
    private struct BackgroundMaterialKey: EnvironmentKey { static var defaultValue: Material? { nil } }

    /// The material beneath the views here: the one a `background(_:)` of a
    /// material behind them draws; nil on anything else.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}
