// How `UNUserNotificationCenter` (in its own module) reaches the display:
// notifications go to every page of the app, clicks come back
// (`Runtime/NotificationClicks.swift`).
import ProsceniumHost

/// The app's notification banners.
package enum NotificationOutput {
    /// The app that asks for a notification: where it is shown when it comes
    /// (one app per process, except where tests run several side by side).
    package struct Target: Sendable {
        weak var runtime: AppRuntime?
    }

    /// The app running now.
    @MainActor package static func currentTarget() -> Target { Target(runtime: NSApplication.shared.runtime) }

    /// Shows `notification` on every page of `target`'s app (else the app
    /// running now), as a Mac shows a banner on its screen whichever window is in front.
    @MainActor package static func deliver(_ notification: NotificationValue, to target: Target? = nil) {
        guard let runtime = target?.runtime ?? NSApplication.shared.runtime else { return }
        for session in runtime.sessions {
            session.pendingChanges.append(.notify(notification))
            runtime.scheduleUpdate(for: session)
        }
    }
}
