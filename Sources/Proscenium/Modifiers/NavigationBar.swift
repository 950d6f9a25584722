// iOS's navigation bar spellings (`navigationBarTitle`, `navigationBarItems`,
// `navigationBarHidden`, `navigationBarTitleDisplayMode`), which iOS and
// multiplatform apps use through `import SwiftUI`. The navigation bar of a
// window here is its title bar and toolbar strip: the title is the
// window's, the items are toolbar items at the navigation bar's leading and
// trailing placements, and hiding the bar hides the toolbar strip.

/// A configuration of the navigation bar at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
    /// How the navigation bar shows its title.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// The mode of the previous view in the stack (large at the root).
        case automatic
        /// The title in the bar's standard bounds.
        case inline
        /// A large title below the bar.
        case large
    }
}

/// The title display mode the frontmost view asks for (the last one set).
struct NavigationBarTitleDisplayModeKey: PreferenceKey {
    static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
    static func reduce(value: inout NavigationBarItem.TitleDisplayMode?,
                       nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
        if let next = nextValue() { value = next }
    }
}

/// Sets the title display mode unless a view inside sets one (the pushed,
/// innermost view's choice wins, as its title does).
nonisolated struct TitleDisplayModeModifier: PrimitiveModifier {
    let mode: NavigationBarItem.TitleDisplayMode

    @MainActor func render(content: any View, into context: inout RenderContext) {
        let mode = self.mode
        context.node.writePreference(NavigationBarTitleDisplayModeKey.self, own: mode) { inside in
            (inside ?? nil) ?? mode
        }
        context.addChildren(content)
    }
}

extension ViewGraph {
    /// The navigation bar title display mode the content asks for, if any.
    /// The window's title bar shows the title at its one size whatever the
    /// mode, as a Mac window's does.
    public var navigationBarTitleDisplayMode: NavigationBarItem.TitleDisplayMode? {
        root.preferenceValue(NavigationBarTitleDisplayModeKey.self) ?? nil
    }
}

nonisolated extension View {
    /// The title of the navigation bar (the window's title) for this view.
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// The title of the navigation bar (the window's title), localised.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }

    /// The title of the navigation bar (the window's title).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }

    /// The title of the navigation bar and how it shows.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The localised title of the navigation bar and how it shows.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title of the navigation bar and how it shows.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// How the navigation bar shows this view's title. The window's title
    /// bar here has one size (as a Mac window's); the mode is kept for the
    /// graph (`ViewGraph.navigationBarTitleDisplayMode`).
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(TitleDisplayModeModifier(mode: displayMode))
    }

    /// Items at the leading and trailing edges of the navigation bar: toolbar
    /// items at `navigationBarLeading` and `navigationBarTrailing`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Items at the leading edge of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Items at the trailing edge of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar (the window's toolbar strip) while this view
    /// shows.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }
}
