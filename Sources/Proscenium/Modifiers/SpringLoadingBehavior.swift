import ProsceniumHost

/// Whether views activate when something dragged pauses over them
/// (`springLoadingBehavior(_:)`).
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let kind: Int

    /// The views' own behaviour: a Mac's buttons are not spring-loaded
    /// unless asked.
    public static let automatic = SpringLoadingBehavior(kind: 0)
    /// Spring loaded interactions will be enabled for applicable views.
    public static let enabled = SpringLoadingBehavior(kind: 1)
    /// Spring loaded interactions will be disabled for applicable views.
    public static let disabled = SpringLoadingBehavior(kind: 2)
}

nonisolated extension View {
    /// Sets whether the buttons in this view are spring-loaded: with
    /// `.enabled`, an item dragged over a button (from a view of the app,
    /// or files from the desktop) that pauses there half a second clicks
    /// it, and the drag goes on, as a Mac's spring-loaded buttons do.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        modifier(EnvironmentTransformModifier { $0.springLoadingBehavior = behavior })
    }
}

extension EnvironmentValues {
    private struct SpringLoadingBehaviorKey: EnvironmentKey {
        static var defaultValue: SpringLoadingBehavior { .automatic }
    }

    /// Whether the views with this environment are spring-loaded: `enabled`
    /// buttons are; with `automatic` or `disabled` they are not.
    public internal(set) var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }

    /// The button attribute that has the display click it when a drag pauses over it, if any.
    var springLoadedAttribute: AttributeValue? { springLoadingBehavior == .enabled ? true : nil }
}
