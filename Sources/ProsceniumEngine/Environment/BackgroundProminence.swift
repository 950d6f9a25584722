/// The prominence of backgrounds underneath other views.
///
/// Background prominence should influence foreground styling to keep enough
/// contrast against the background. The selected rows of a `List` or `Table`
/// that has keyboard focus in the key window are filled with the accent
/// colour, as a Mac draws an emphasized selection; the views in those rows
/// read `.increased`, and every other view `.standard`.
///
/// Read and write it with `EnvironmentValues.backgroundProminence`.
public struct BackgroundProminence: Hashable, Sendable {
    /// Whether the background asks more contrast of what is on it.
    private let isIncreased: Bool

    /// The standard prominence of a background.
    ///
    /// This is the default level of prominence and doesn’t require any
    /// adjustment to achieve satisfactory contrast with the background.
    public static let standard = BackgroundProminence(isIncreased: false)

    /// A more prominent background that likely requires some changes to the
    /// views above it.
    ///
    /// This is the level of prominence for more highly saturated and full
    /// colour backgrounds, such as focused (emphasized) selected list rows.
    /// Typically foreground content takes on a monochrome style to have
    /// greater contrast against the background.
    public static let increased = BackgroundProminence(isIncreased: true)
}

extension EnvironmentValues {
    private struct BackgroundProminenceKey: EnvironmentKey {
        static var defaultValue: BackgroundProminence { .standard }
    }

    /// The prominence of the background underneath views associated with
    /// this environment.
    ///
    /// It is `.increased` in the selected rows of a focused list or table
    /// while their selection is drawn emphasized, where the display draws the
    /// rows' primary and secondary text and symbols white; read it to adjust
    /// colours of your own (a yellow star turning white, say).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
