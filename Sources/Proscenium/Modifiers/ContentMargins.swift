import Foundation

/// Where content margins apply in a scroll view: its content, its scroll
/// indicators, or (`automatic`) both.
public struct ContentMarginPlacement: Sendable {
    let appliesToContent: Bool
    /// The content and the indicators of the scroll views inside.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: true) }
    /// The content of the scroll views inside, inset within what scrolls.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: true) }
    /// The scroll indicators of the scroll views inside. Not honoured: the
    /// page's scroll bars are the browser's own, which cannot be inset.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(appliesToContent: false) }
}

nonisolated extension View {
    /// Margins between the scroll views inside this view and their content,
    /// on `edges`: the content scrolls inset by `insets` (its edges' values).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            guard placement.appliesToContent else { return }
            var margins = environment.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.scrollContentMargins = margins
        })
    }

    /// Margins of `length` (nil: the system's, 16 points) between the scroll
    /// views inside this view and their content, on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(edges, length ?? defaultPadding), for: placement)
    }

    /// Margins of `length` on every edge between the scroll views inside this
    /// view and their content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}

extension EnvironmentValues {
    private struct ScrollContentMarginsKey: EnvironmentKey { static var defaultValue: EdgeInsets { EdgeInsets() } }

    /// The margins the scroll views below inset their content by (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}
