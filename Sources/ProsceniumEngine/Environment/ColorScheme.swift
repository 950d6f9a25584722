package import ProsceniumHost

/// The possible colour schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// The colour scheme that corresponds to a light appearance.
    case light
    /// The colour scheme that corresponds to a dark appearance.
    case dark

    package var name: String { self == .light ? "light" : "dark" }
    package init?(name: String) {
        switch name {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}

/// The contrast between the app's foreground and background colours.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    /// SwiftUI displays views with standard contrast.
    case standard
    /// SwiftUI displays views with increased contrast (the person asked the
    /// system for more: `prefers-contrast: more` in the browser).
    case increased
}

extension EnvironmentValues {
    private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
    private struct ColorSchemeContrastKey: EnvironmentKey { static var defaultValue: ColorSchemeContrast { .standard } }

    /// The colour scheme of this environment: the browser's (which follows the
    /// system's light or dark setting, live), or the window's own when a view
    /// in it asks for one with `preferredColorScheme(_:)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The contrast the person asked the system for, live.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
    }

    /// Sets the contrast (the display reports it; apps only read it).
    package var displayContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

/// Tells the window the colour scheme this view prefers while it is shown:
/// it flows up as a preference, where the last in tree order wins (a view's
/// over its ancestor's); nil asks for nothing.
package nonisolated struct PreferredColorSchemeModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(scheme: ColorScheme?) {
        self.scheme = scheme
    }

    package let scheme: ColorScheme?

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let scheme = self.scheme
        context.node.writePreference(PreferredColorSchemeKey.self, own: scheme) { inside in (inside ?? nil) ?? scheme }
        context.addChildren(content)
    }
}

/// The preference `preferredColorScheme(_:)` sets: the window reads it, and
/// `onPreferenceChange(PreferredColorSchemeKey.self)` sees it change.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?
    public static var defaultValue: ColorScheme? { nil }
    /// The last non-nil value in tree order wins.
    public static func reduce(value: inout PreferredColorSchemeKey.Value,
                              nextValue: () -> PreferredColorSchemeKey.Value) {
        if let next = nextValue() { value = next }
    }
}

extension ViewGraph {
    /// The colour scheme a view in this graph prefers: the last in tree order.
    package var preferredColorScheme: ColorScheme? { root.preferenceValue(PreferredColorSchemeKey.self) ?? nil }
}

/// The display's appearance, as its page reported it.
package struct DisplayAppearance: Equatable {
    package var colorScheme: ColorScheme = .light
    package var contrast: ColorSchemeContrast = .standard
    /// Whether the page's colours are inverted (`inverted-colors`, where the browser tells).
    package var invertsColors = false

    /// The appearance an `appearance` event reports; nil when malformed.
    @MainActor
    package init?(_ event: HostEvent, droppedEvents: DroppedEventLog) {
        guard let scheme = event.value.flatMap(ColorScheme.init(name:)) else {
            droppedEvents.dropped("an appearance that is neither light nor dark", kind: event.kind.rawValue)
            return nil
        }
        colorScheme = scheme
        // `key`: the contrast, then the person's display settings, space-separated.
        let settings = (event.key ?? "").split(separator: " ")
        contrast = settings.contains("increased") ? .increased : .standard
        invertsColors = settings.contains("invertColors")
    }

    package init() {}
}
