/// What a `ShareLink` asks the display to share: the browser offers it to
/// the system's share sheet (Web Share) where it has one, else copies the
/// items to the clipboard.
public struct ShareRequest: Sendable, Equatable, Codable {
    /// The items, as text (strings, or URLs' absolute strings).
    public var items: [String]
    /// `true`: the items are URLs.
    public var isURL: Bool
    /// A title for activities with a subject field.
    public var subject: String?
    /// A description for activities with a message field.
    public var message: String?

    public init(items: [String], isURL: Bool, subject: String? = nil, message: String? = nil) {
        self.items = items
        self.isURL = isURL
        self.subject = subject
        self.message = message
    }
}
