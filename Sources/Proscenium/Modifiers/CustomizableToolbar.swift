import ProsceniumHost

// Customisable toolbars (`toolbar(id:content:)`): items with identifiers,
// some of which a toolbar shows only once the person adds them. The items
// show as the other toolbar items do; one that does not show by default is
// in the toolbar hidden (`hidden`), where customisation can reveal it.

/// Conforming types represent items that can be placed in various locations
/// in a customizable toolbar.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement and content, which
    /// allows for user customization; with `showsByDefault` false it is left
    /// out of the toolbar until the person adds it.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
                @ViewBuilder content: () -> Content) {
        self.init(identifier: id, placement: placement, content: content(), showsByDefault: showsByDefault)
    }
}

extension OptionalToolbarContent: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

extension ConditionalToolbarContent: CustomizableToolbarContent
    where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

/// A sequence of toolbar content is customizable content. (SwiftUI's builder
/// checks that each piece is; Swift cannot state that of a tuple's elements
/// here, so a non-customizable item in `toolbar(id:)` is accepted and shown.)
extension TupleToolbarContent: CustomizableToolbarContent {}

nonisolated extension View {
    /// Populates the toolbar or navigation bar with the specified items,
    /// allowing for user customization. The items show as `toolbar(content:)`
    /// shows them; those made with `showsByDefault: false` are hidden.
    public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        modifier(ToolbarModifier(toolbar: ToolbarView(content: content(), visibility: nil, bars: [])))
    }
}
