package import ProsceniumHost

/// Opens a window of a scene: `openWindow(id:)`, `openWindow(value:)`,
/// `openWindow(id:value:)`. A value already shown in a window brings that
/// window to the front instead of opening another.
@MainActor
public struct OpenWindowAction {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(open: @escaping (_ id: String?, _ value: AnyHashable?) -> Void) {
        self.open = open
    }

    package let open: (_ id: String?, _ value: AnyHashable?) -> Void

    /// Opens a window of the scene with this identifier (a `Window` that is
    /// already open comes to the front).
    public func callAsFunction(id: String) { open(id, nil) }

    /// Opens a window presenting `value`, in the window group whose
    /// presented type matches.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { open(nil, AnyHashable(value)) }

    /// Opens a window presenting `value` in the group with this identifier.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { open(id, AnyHashable(value)) }
}

/// Closes windows: the scene's window (`dismissWindow(id:)`), the one
/// presenting a value, or, called plainly, the window it is in.
@MainActor
public struct DismissWindowAction {
    package let dismiss: (_ id: String?, _ value: AnyHashable?) -> Void

    public func callAsFunction() { dismiss(nil, nil) }
    public func callAsFunction(id: String) { dismiss(id, nil) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { dismiss(nil, AnyHashable(value)) }
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { dismiss(id, AnyHashable(value)) }
}

/// Opens the app's settings window (the `Settings` scene), or brings it forward.
@MainActor
public struct OpenSettingsAction {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(open: @escaping () -> Void) {
        self.open = open
    }

    package let open: () -> Void
    public func callAsFunction() { open() }
}

/// Acts on the key window from commands (toggle sidebar, toolbar).
@MainActor
package struct KeyWindowActions {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(toggleHint: @escaping (WritableKeyPath<WindowHints, Bool>) -> Void = { _ in }) {
        self.toggleHint = toggleHint
    }

    package var toggleHint: (WritableKeyPath<WindowHints, Bool>) -> Void = { _ in }
}

/// Where a window is in its life: key, visible, or hidden.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Hidden: minimised, or its display (browser page) went away or is hidden.
    case background
    /// Visible but not receiving keyboard input.
    case inactive
    /// The key window, receiving keyboard input.
    case active
}

extension EnvironmentValues {
    private struct OpenWindowKey: EnvironmentKey {
        static var defaultValue: OpenWindowAction {
            MainActor.assumeIsolated {
                OpenWindowAction { id, _ in runtimeLog.warning("openWindow(\(id ?? "value")) outside an app: nothing to open") }
            }
        }
    }
    private struct DismissWindowKey: EnvironmentKey {
        static var defaultValue: DismissWindowAction {
            MainActor.assumeIsolated { DismissWindowAction { _, _ in } }
        }
    }
    private struct OpenSettingsKey: EnvironmentKey {
        static var defaultValue: OpenSettingsAction {
            MainActor.assumeIsolated { OpenSettingsAction { runtimeLog.warning("openSettings outside an app") } }
        }
    }
    private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
    private struct SupportsMultipleWindowsKey: EnvironmentKey { static var defaultValue: Bool { true } }
    private struct KeyWindowActionsKey: EnvironmentKey {
        static var defaultValue: KeyWindowActions { MainActor.assumeIsolated { KeyWindowActions() } }
    }

    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }

    /// The phase of the scene (for a scene) or window (for a view) reading it.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether the app can show several windows: true in the browser.
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsKey.self] }
        set { self[SupportsMultipleWindowsKey.self] = newValue }
    }

    package var keyWindowActions: KeyWindowActions {
        get { self[KeyWindowActionsKey.self] }
        set { self[KeyWindowActionsKey.self] = newValue }
    }
}

package import Logging
package let runtimeLog = Logger(label: "proscenium.runtime")

extension EnvironmentValues {
    private struct PlayFeedbackKey: EnvironmentKey {
        static var defaultValue: (@MainActor (FeedbackValue) -> Void)? { nil }
    }

    /// How the display showing this view plays haptic feedback.
    package var playFeedback: (@MainActor (FeedbackValue) -> Void)? {
        get { self[PlayFeedbackKey.self] }
        set { self[PlayFeedbackKey.self] = newValue }
    }
}

extension EnvironmentValues {
    private struct ShareItemsKey: EnvironmentKey {
        static var defaultValue: (@MainActor (ShareRequest) -> Void)? { nil }
    }

    /// How the display showing this view shares items (`ShareLink`).
    package var shareItems: (@MainActor (ShareRequest) -> Void)? {
        get { self[ShareItemsKey.self] }
        set { self[ShareItemsKey.self] = newValue }
    }
}
