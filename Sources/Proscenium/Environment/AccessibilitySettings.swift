/// The person's accessibility display settings, as far as a web page can
/// learn them. `accessibilityReduceMotion` (`prefers-reduced-motion`) and
/// `colorSchemeContrast` (`prefers-contrast`) are elsewhere.
extension EnvironmentValues {
    private struct InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct DifferentiateWithoutColorKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether the display's colours are inverted: the page's
    /// `inverted-colors` media query, which Safari answers. Chromium and
    /// Firefox do not answer it, so there it is not supported: false.
    public internal(set) var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the person asked for information not to be conveyed by colour
    /// alone. Browsers tell pages no such setting, so it is not supported: always false.
    public internal(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver (a screen reader) is running. Browsers keep this
    /// from pages, by design, so it is not supported: always false. The
    /// display's ARIA roles and names serve a screen reader whether or not the app knows of it.
    public internal(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
}
