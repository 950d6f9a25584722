extension EnvironmentValues {
    private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Whether the person asked for less motion: the browser's
    /// `prefers-reduced-motion`, sent by the page when it connects and when it
    /// changes. The page itself then turns movement into fades.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

extension AppSession {
    /// The display's reduce-motion preference changed: every window's views see it.
    package func setReducesMotion(_ reduces: Bool) {
        guard reducesMotion != reduces else { return }
        reducesMotion = reduces
        for window in windows where window.graph.rootEnvironment.accessibilityReduceMotion != reduces {
            var environment = window.graph.rootEnvironment
            environment.accessibilityReduceMotion = reduces
            window.graph.setRootEnvironment(environment)
        }
    }
}
