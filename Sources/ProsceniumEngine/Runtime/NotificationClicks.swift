// A click on a notification banner comes back from the display as an event;
// what it means is the notification center's (`UserNotifications`, on the
// vocabulary), which registers its answer here.

/// Where a click on one of the app's notification banners goes.
package enum NotificationClicks {
    /// The notification center's response to a click, given the notification's identifier.
    @MainActor package static var handler: ((String) -> Void)?

    @MainActor package static func clicked(_ id: String) {
        guard !id.isEmpty else { return }
        handler?(id)
    }
}
