/// The active appearance expected of controls in a window.
///
/// Deprecated in SwiftUI in favour of `EnvironmentValues.appearsActive`; kept
/// because apps still read it. As on macOS 15 and later it is mapped to and
/// from `appearsActive`: the key window's views read `.key`, others `.inactive`.
public enum ControlActiveState: Equatable, Sendable, Hashable, CaseIterable {
    case key
    case active
    case inactive
}

extension EnvironmentValues {
    private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }

    /// Whether views and styles in this environment should prefer an active
    /// appearance: true in the key (focused) window of the page, false in the others.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// The active appearance expected of controls in a window: `.key` when
    /// `appearsActive`, else `.inactive`; setting `.key` or `.active` sets
    /// `appearsActive` to true, `.inactive` to false.
    public var controlActiveState: ControlActiveState {
        get { appearsActive ? .key : .inactive }
        set { appearsActive = newValue != .inactive }
    }
}
