/// A container for a view that you can show in the Touch Bar.
///
/// Not supported on this platform: a browser has no Touch Bar (nor does a
/// Mac without one), so a Touch Bar's content is accepted and never shown.
nonisolated public struct TouchBar<Content: View> {
    let id: String?
    let content: Content

    /// Creates a non-customizable Touch Bar view container.
    public init(@ViewBuilder content: () -> Content) {
        id = nil
        self.content = content()
    }

    /// Creates a customizable Touch Bar view container with a globally unique identifier.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.id = id
        self.content = content()
    }
}

/// Whether a Touch Bar item is required, shown by default or optional when
/// a person customises the Touch Bar, with its customisation identifier.
/// Not supported on this platform: a browser has no Touch Bar.
public enum TouchBarItemPresence: Sendable {
    case required(String)
    case `default`(String)
    case optional(String)
}

nonisolated extension View {
    /// Sets the content that the Touch Bar displays.
    ///
    /// Not supported on this platform: a browser has no Touch Bar, so the
    /// content is accepted and never shown; give its commands another way in
    /// (a button, a menu item).
    public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        self
    }

    /// Sets the Touch Bar content to be shown in the Touch Bar when applicable.
    ///
    /// Not supported on this platform: a browser has no Touch Bar, so the
    /// content is accepted and never shown.
    public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> some View {
        self
    }

    /// Sets the behavior of the user-customized view. Not supported on this
    /// platform: a browser has no Touch Bar to customise.
    public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View {
        self
    }

    /// Sets principal views that have special significance to this Touch Bar.
    /// Not supported on this platform: a browser has no Touch Bar.
    public func touchBarItemPrincipal(_ principal: Bool = true) -> some View {
        self
    }

    /// Sets a user-visible string that identifies the view's functionality.
    /// Not supported on this platform: a browser has no Touch Bar to customise.
    public func touchBarCustomizationLabel(_ label: Text) -> some View {
        self
    }
}
