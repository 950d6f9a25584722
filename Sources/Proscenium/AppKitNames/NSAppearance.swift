import Foundation
import Synchronization

/// An appearance AppKit draws with: light (`aqua`) or dark (`darkAqua`),
/// and their vibrant and high-contrast forms. `NSApp.effectiveAppearance`
/// follows the page's light or dark scheme and contrast, as a Mac's follows
/// the system's; setting `NSApp.appearance` draws every window of the app in
/// that appearance, as `preferredColorScheme` does for one window.
open class NSAppearance: NSObject, @unchecked Sendable {
    // Unchecked, as Apple declares it: an appearance's name is immutable; the app's current one is behind a Mutex.
    /// An appearance's name.
    public struct Name: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The light system appearance.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The dark system appearance.
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        /// The light vibrant appearance (a sidebar's, a popover's).
        public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
        /// The dark vibrant appearance.
        public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
        /// The light appearance with increased contrast.
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
        /// The dark appearance with increased contrast.
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityGraphiteDarkAqua")
        /// The light vibrant appearance with increased contrast.
        public static let accessibilityHighContrastVibrantLight = Name("NSAppearanceNameAccessibilityVibrantLight")
        /// The dark vibrant appearance with increased contrast.
        public static let accessibilityHighContrastVibrantDark = Name("NSAppearanceNameAccessibilityVibrantDark")

        static let known: [Name] = [.aqua, .darkAqua, .vibrantLight, .vibrantDark, .accessibilityHighContrastAqua,
                                    .accessibilityHighContrastDarkAqua, .accessibilityHighContrastVibrantLight,
                                    .accessibilityHighContrastVibrantDark]

        var isDark: Bool {
            [.darkAqua, .vibrantDark, .accessibilityHighContrastDarkAqua, .accessibilityHighContrastVibrantDark].contains(self)
        }

        var isHighContrast: Bool { rawValue.hasPrefix("NSAppearanceNameAccessibility") }
    }

    /// The appearance's name.
    public let name: Name

    /// The system appearance of that name; nil for a name AppKit does not know.
    public init?(named name: Name) {
        guard Name.known.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    init(_ name: Name) {
        self.name = name
        super.init()
    }

    /// Whether views drawn in it may be vibrant: the vibrant appearances'.
    open var allowsVibrancy: Bool { name.rawValue.contains("Vibrant") }

    /// Of `appearances`, the one that best fits this appearance: itself,
    /// else one as light or dark (the plain one first, then the vibrant,
    /// then one of the same contrast); nil when none is as light or dark.
    open func bestMatch(from appearances: [Name]) -> Name? {
        if appearances.contains(name) { return name }
        let sameTone = appearances.filter { Name.known.contains($0) && $0.isDark == name.isDark }
        let plain: Name = name.isDark ? .darkAqua : .aqua
        if sameTone.contains(plain) { return plain }
        return sameTone.first { $0.isHighContrast == name.isHighContrast } ?? sameTone.first
    }

    @TaskLocal private static var drawing: NSAppearance?

    /// The appearance drawing uses now: the one `performAsCurrentDrawingAppearance(_:)`
    /// runs a block in, else the app's effective appearance as its windows last drew.
    open class func currentDrawing() -> NSAppearance {
        if let drawing { return drawing }
        return NSAppearance(drawn.withLock { $0 })
    }

    /// The app's effective appearance as last drawn or asked for: kept
    /// under a lock, since `currentDrawing()` may be asked off the main actor.
    private static let drawn = Mutex(Name.aqua)

    /// Notes the app's effective appearance (each update, and when asked for).
    static func noteDrawn(_ name: Name) { drawn.withLock { $0 = name } }

    /// Runs `block` with this as the current drawing appearance (`currentDrawing()`).
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        NSAppearance.$drawing.withValue(self) { block() }
    }

    /// The current drawing appearance.
    @available(macOS, introduced: 10.9, deprecated: 12.0, message: "Use currentDrawing() or performAsCurrentDrawingAppearance(_:)")
    open class var current: NSAppearance! { currentDrawing() }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSAppearance)?.name == name }
    open override var hash: Int { name.hashValue }

    /// The colour scheme this appearance draws in.
    var colorScheme: ColorScheme { name.isDark ? .dark : .light }

    /// The appearance of a colour scheme and contrast.
    static func of(_ scheme: ColorScheme, increasedContrast: Bool) -> NSAppearance {
        switch (scheme, increasedContrast) {
        case (.dark, false): NSAppearance(.darkAqua)
        case (.dark, true): NSAppearance(.accessibilityHighContrastDarkAqua)
        case (_, false): NSAppearance(.aqua)
        case (_, true): NSAppearance(.accessibilityHighContrastAqua)
        }
    }
}

extension NSApplication {
    /// The appearance the app draws in: `appearance` when set, else the
    /// page's light or dark scheme and contrast (light outside a page).
    public var effectiveAppearance: NSAppearance {
        let effective = appearance ?? {
            let display = runtime?.modalSession?.appearance ?? DisplayAppearance()
            return NSAppearance.of(display.colorScheme, increasedContrast: display.contrast == .increased)
        }()
        NSAppearance.noteDrawn(effective.name)
        return effective
    }

    /// Redraws every window once the app's appearance (or cursor) changed.
    func appearanceChanged() {
        for session in runtime?.sessions ?? [] {
            for window in session.windows { window.graph.requestUpdate() }
        }
    }
}

