/// What a link bound to a selection or a flag reads and sets: one object
/// per link. As three closures (is active, activate, deactivate) each kept
/// its own copy of the binding and the tag, and made the link's view too
/// large to keep inline: 600 bytes a link, a third of a window's list rows.
class LinkBinding {
    /// Whether the link's destination shows.
    var isActive: Bool { false }
    /// Shows the destination (the link was clicked).
    func activate() {}
    /// Hides it (the destination was dismissed).
    func deactivate() {}
}

/// `NavigationLink(destination:tag:selection:)`: active while `selection`
/// equals `tag`.
final class SelectionLinkBinding<Tag: Hashable>: LinkBinding {
    let selection: Binding<Tag?>
    let tag: Tag

    init(_ selection: Binding<Tag?>, tag: Tag) {
        self.selection = selection
        self.tag = tag
    }

    override var isActive: Bool { selection.wrappedValue == tag }
    override func activate() { selection.wrappedValue = tag }
    // Only its own tag: another link may have been selected since.
    override func deactivate() { if selection.wrappedValue == tag { selection.wrappedValue = nil } }
}

/// `NavigationLink(destination:isActive:)`: active while the flag is true.
final class FlagLinkBinding: LinkBinding {
    let flag: Binding<Bool>

    init(_ flag: Binding<Bool>) { self.flag = flag }

    override var isActive: Bool { flag.wrappedValue }
    override func activate() { flag.wrappedValue = true }
    override func deactivate() { flag.wrappedValue = false }
}
