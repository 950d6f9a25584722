import ProsceniumHost

/// The options for controlling the repeatability of button actions
/// (`buttonRepeatBehavior(_:)`).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let kind: Int

    /// The automatic repeat behavior: buttons act once per click, as on a Mac.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Repeating button actions will be enabled.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Repeating button actions will be disabled.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

nonisolated extension View {
    /// Sets whether buttons in this view should repeatedly trigger their
    /// actions on prolonged interactions.
    ///
    /// With `.enabled`, a button acts as soon as the pointer goes down on it
    /// (or Space on the focused button), then again after half a second and
    /// every tenth of a second while it is held there, as macOS repeats keys;
    /// it does not act again when let go. Holding a button's keyboard
    /// shortcut acts once.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        modifier(EnvironmentTransformModifier { $0.buttonRepeatBehavior = behavior })
    }
}

extension EnvironmentValues {
    private struct ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }

    /// Whether buttons with this associated environment should repeatedly
    /// trigger their actions on prolonged interactions: `enabled` repeats,
    /// `disabled` and `automatic` (a Mac's buttons do not repeat) act once.
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// The button attribute that has the display repeat its clicks, if any.
    var buttonRepeatAttribute: AttributeValue? { buttonRepeatBehavior == .enabled ? true : nil }
}
