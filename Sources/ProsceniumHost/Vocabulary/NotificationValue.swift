/// A notification the app delivers (`UNUserNotificationCenter`): the page
/// shows it as a banner in its desktop's corner, as a Mac shows one in the
/// screen's, and says when the person clicks it.
public struct NotificationValue: Sendable, Equatable, Codable {
    /// The request's identifier: what a click reports back.
    public var id: String
    public var title: String
    public var subtitle: String
    public var body: String
    /// Whether it plays the alert sound.
    public var sound: Bool

    public init(id: String, title: String, subtitle: String = "", body: String = "", sound: Bool = false) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.sound = sound
    }
}
