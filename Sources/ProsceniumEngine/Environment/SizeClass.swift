/// How much room views have along one axis: `\.horizontalSizeClass` and
/// `\.verticalSizeClass`.
///
/// A window is horizontally compact when it (or the page, on a phone, where
/// windows fill the page) is narrower than 600 points, as an iPhone or an
/// iPad's split view is, and vertically compact when it is lower than 500
/// points, as an iPhone on its side is; otherwise regular.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact
    case regular

    /// Narrower than this is horizontally compact.
    package static let compactWidth = 600.0
    /// Lower than this is vertically compact.
    package static let compactHeight = 500.0
}

extension DisplayScreen {
    /// The size classes of a window of `width` by `height` points on this
    /// screen (nil: the display sizes it, within the screen).
    package func sizeClasses(width: Double?, height: Double?) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let shownWidth = min(width ?? Double(visible.width), Double(visible.width))
        let shownHeight = min(height ?? Double(visible.height), Double(visible.height))
        return (shownWidth < UserInterfaceSizeClass.compactWidth ? .compact : .regular,
                shownHeight < UserInterfaceSizeClass.compactHeight ? .compact : .regular)
    }
}

extension EnvironmentValues {
    private struct HorizontalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { .regular }
    }

    private struct VerticalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { .regular }
    }

    /// The horizontal size class of the window: compact when it is narrow.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the window: compact when it is low.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Sets both size classes for a window of that size on `screen`.
    package mutating func setSizeClasses(on screen: DisplayScreen, width: Double?, height: Double?) {
        let classes = screen.sizeClasses(width: width, height: height)
        horizontalSizeClass = classes.horizontal
        verticalSizeClass = classes.vertical
    }
}
