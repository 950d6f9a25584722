/// Whether a scroll view bounces at its edges (`scrollBounceBehavior(_:axes:)`).
///
/// `.always` cannot be honoured: Chromium on Linux draws no elastic
/// overscroll, so a scroll view never bounces and one whose content fits does
/// not scroll, as `.basedOnSize` draws on a Mac. The values flow down the
/// environment for the views that read them.
public struct ScrollBounceBehavior: Sendable {
    package enum Kind: Sendable { case automatic, always, basedOnSize }
    package let kind: Kind

    /// The platform's behaviour.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// Bounces whether or not the content fits.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// Bounces only when the content is larger than the scroll view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }
}

/// How scrolling dismisses the software keyboard (`scrollDismissesKeyboard(_:)`).
/// A Mac has no software keyboard, nor has a desktop page, so no mode changes
/// what shows, as on a Mac.
public struct ScrollDismissesKeyboardMode: Sendable {
    package enum Kind: Sendable { case automatic, immediately, interactively, never }
    package let kind: Kind

    /// The platform's behaviour.
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .automatic) }
    /// Dismisses the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .immediately) }
    /// Dismisses the keyboard as a drag moves past it.
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .interactively) }
    /// Never dismisses the keyboard when scrolling.
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(kind: .never) }
}

/// The order of a menu's items (`menuOrder(_:)`). A Mac lists a menu's items
/// top to bottom as written whichever order is asked for, and so does this
/// display.
public struct MenuOrder: Equatable, Hashable, Sendable {
    package let name: String

    /// The platform's order: as written, on a Mac.
    public static let automatic = MenuOrder(name: "automatic")
    /// The items as written, first at the top.
    public static let fixed = MenuOrder(name: "fixed")
}

extension EnvironmentValues {
    private struct HorizontalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
    private struct VerticalBounceKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
    private struct DismissesKeyboardKey: EnvironmentKey {
        static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
    }
    private struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
    private struct LuminanceReducedKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// How scroll views below bounce horizontally (`scrollBounceBehavior(_:axes:)`).
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalBounceKey.self] }
        set { self[HorizontalBounceKey.self] = newValue }
    }

    /// How scroll views below bounce vertically (`scrollBounceBehavior(_:axes:)`).
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalBounceKey.self] }
        set { self[VerticalBounceKey.self] = newValue }
    }

    /// How scrolling below dismisses the software keyboard (`scrollDismissesKeyboard(_:)`).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[DismissesKeyboardKey.self] }
        set { self[DismissesKeyboardKey.self] = newValue }
    }

    /// The order of the items of menus below (`menuOrder(_:)`).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether the display dims for an always-on state: false on a Mac and here,
    /// which have none; an app may set it to preview its dimmed look.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}
