// Modifiers whose effect has no counterpart in a page: each is SwiftUI's
// declaration, so that an app's code compiles, and says why it changes
// nothing here (docs/census/differing.tsv keeps the same reasons).

nonisolated extension View {
    /// The visibility of the system's overlays over this view (an iPhone's
    /// home indicator). Not supported: a Mac has no such overlays, so SwiftUI
    /// on a Mac draws nothing either, and neither does the page.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Tags the interactions with this view for the system's performance
    /// tools (Instruments' hang and hitch tracking). Not supported: a browser
    /// has no such tool to tell; nothing shows in SwiftUI either.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

    /// Marks this view as content a widget shows as out of date while its
    /// intent runs. Not supported: a browser has no widget host.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }

    /// Lets the scroll views inside draw their content beyond their bounds.
    /// Not supported: a browser's scroll containers always clip what
    /// overflows them (CSS `overflow: auto` never shows it), so content stays clipped.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Flashes the overlay scroll indicators of the scroll views inside when
    /// they appear. Not supported: the page's scroll bars are the browser's
    /// own, which a page cannot flash.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the overlay scroll indicators of the scroll views inside when
    /// `value` changes. Not supported: the page's scroll bars are the
    /// browser's own, which a page cannot flash.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
}
