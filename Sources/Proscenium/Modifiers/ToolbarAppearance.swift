import ProsceniumHost

// How a window's bars look: their background and colour scheme, and the
// title's display mode. Each is a `toolbar` element of the view's bars
// (without items), which the display applies to the bars it names.

nonisolated extension View {
    /// Specifies the preferred visibility of backgrounds on a bar managed by
    /// SwiftUI: `.hidden` draws the window's title bar and toolbar without
    /// their background, over the window's content colour.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars) { _ in [.barBackground: .string(visibility.name)] }
    }

    /// Specifies the preferred shape style of the background of a bar managed
    /// by SwiftUI: a colour fills the window's title bar and toolbar (or the
    /// bottom bar); another style keeps the bar's own material.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars) { environment in
            guard let color = style.paint(in: environment)?.color else { return [.barBackground: "visible"] }
            return [.barBackground: "visible", .background: .color(color)]
        }
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI: the
    /// window's title bar and toolbar (or the bottom bar), and their items,
    /// draw in that scheme; nil, the window's own.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars) { _ in colorScheme.map { [.colorScheme: .string($0.name)] } ?? [:] }
    }

    private func barAppearance(_ bars: [ToolbarPlacement],
                               _ appearance: @escaping @MainActor (EnvironmentValues) -> ElementAttributes) -> some View {
        modifier(ToolbarModifier(toolbar: ToolbarView(content: nil, visibility: nil, bars: bars, appearance: appearance)))
    }
}

/// A type that defines the behavior of title of a toolbar. On a Mac the
/// title shows in the title bar whatever the mode, as the display shows it.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String

    /// The automatic mode.
    public static var automatic: ToolbarTitleDisplayMode { .init(name: "automatic") }
    /// The inline mode.
    public static var inline: ToolbarTitleDisplayMode { .init(name: "inline") }
    /// The inline large mode.
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(name: "inlineLarge") }
}

nonisolated extension View {
    /// Configures the toolbar title display mode for this view. As on a Mac,
    /// where SwiftUI leaves the title in the title bar, the window is unchanged.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }
}
