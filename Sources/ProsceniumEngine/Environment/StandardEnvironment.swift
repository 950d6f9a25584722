package import ProsceniumHost

extension EnvironmentValues {
    private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
    private struct ForegroundKey: EnvironmentKey { static var defaultValue: ColorValue? { nil } }

    /// Whether controls accept input; `.disabled(true)` turns it off below.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The colour of text and symbols below (`foregroundStyle`, `foregroundColor`).
    package var foregroundColorValue: ColorValue? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }
}
