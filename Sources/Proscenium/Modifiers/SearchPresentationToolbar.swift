/// Whether presenting search may hide the toolbar's content: an iPhone's
/// navigation bar gives way to its search field. Not supported: a Mac's
/// search field sits in the toolbar, which searching never hides, so it
/// changes nothing that shows, in SwiftUI on a Mac or here.
public struct SearchPresentationToolbarBehavior: Sendable {
    let avoidsHiding: Bool
    /// The platform's behaviour (on a Mac: the toolbar stays).
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(avoidsHiding: false) }
    /// The toolbar keeps its content while search is presented.
    public static var avoidHidingContent: SearchPresentationToolbarBehavior {
        SearchPresentationToolbarBehavior(avoidsHiding: true)
    }
}

nonisolated extension View {
    /// Whether presenting search may hide this view's toolbar content. Not
    /// supported: a Mac's toolbar stays while searching, so it changes nothing that shows.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
}
