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
    public package(set) var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the person asked for information not to be conveyed by colour
    /// alone. Browsers tell pages no such setting, so it is not supported: always false.
    public package(set) var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether VoiceOver (a screen reader) is running. Browsers keep this
    /// from pages, by design, so it is not supported: always false. The
    /// display's ARIA roles and names serve a screen reader whether or not the app knows of it.
    public package(set) var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
}

/// Settings a web page is never told, each the value a Mac has with the
/// setting off (docs/COMPATIBILITY.md): browsers keep assistive technology
/// and most display settings from pages.
extension EnvironmentValues {
    private struct AccessibilityEnabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether an accessibility technology (VoiceOver, Switch Control) is in
    /// use. Not supported: browsers keep this from pages, so it is false unless the app sets it.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running. Not supported: browsers keep this from pages; always false.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether the person asked to dim flashing lights in video. Not
    /// supported: browsers tell pages no such setting; always false.
    public var accessibilityDimFlashingLights: Bool { false }

    /// Whether animated images play: true, as on a Mac with the setting on
    /// (its default). Not supported: browsers tell pages no such setting.
    public var accessibilityPlayAnimatedImages: Bool { true }

    /// Whether the person asked for button shapes. Not supported:
    /// browsers tell pages no such setting; always false.
    public var accessibilityShowButtonShapes: Bool { false }

    /// Whether the person asked for less transparency. Not supported:
    /// Proscenium does not read the page's setting yet; always false.
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether the large content viewer (an iOS feature, which a Mac lacks) is on: false, as on a Mac.
    public var accessibilityLargeContentViewerEnabled: Bool { false }

    /// Whether quick actions (a watchOS feature, which a Mac lacks) are on: false, as on a Mac.
    public var accessibilityQuickActionsEnabled: Bool { false }
}
