/// Whether a menu closes once one of its actions runs
/// (`menuActionDismissBehavior(_:)`). A Mac closes a menu after every
/// action, whichever of these is asked for, and so does this display; the
/// behaviour that keeps a menu open (`disabled`) does not exist on macOS.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String

    /// The context's behaviour: on a Mac, the menu closes.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes after its action runs.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
}

extension EnvironmentValues {
    private struct MenuActionDismissBehaviorKey: EnvironmentKey {
        static var defaultValue: MenuActionDismissBehavior { .automatic }
    }

    /// The dismiss behaviour of the menus and menu items below.
    var menuActionDismissBehavior: MenuActionDismissBehavior {
        get { self[MenuActionDismissBehaviorKey.self] }
        set { self[MenuActionDismissBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Whether the menus (or menu items) in this view close after their
    /// actions run: on a Mac they always do.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        modifier(EnvironmentTransformModifier { $0.menuActionDismissBehavior = behavior })
    }
}
