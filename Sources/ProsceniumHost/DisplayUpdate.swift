/// One change of what a display session shows.
public enum DisplayChange: Sendable, Equatable, Codable {
    /// A new surface, with its whole content.
    case open(Surface)
    /// A surface went away.
    case close(SurfaceID)
    /// A surface's title, frame, order or focus changed.
    case configure(SurfaceID, SurfaceAttributes)
    /// A surface's content changed.
    case patch(SurfaceID, [Patch])
    /// The app asks the display to open a web or mail link (`openURL`, `Link`)
    /// outside the app: the browser opens http, https and mailto URLs in a new
    /// tab and ignores any other.
    case openURL(String)
    /// The app put text on the pasteboard (`NSPasteboard.general`): the
    /// display puts it on the person's clipboard.
    case copyText(String)
    /// A `ShareLink` was clicked: the display offers the items to the system's
    /// share sheet, or copies them where it has none.
    case share(ShareRequest)
    /// The app asks for haptic feedback (`sensoryFeedback`, a feedback
    /// generator): the display plays it where its device can.
    case feedback(FeedbackValue)
    /// The app plays, pauses or stops a sound (`AVAudioPlayer`, `AVPlayer`,
    /// `NSSound`): the display plays it.
    case sound(SoundCommand)
    /// The app delivers a notification (`UNUserNotificationCenter`): the
    /// display shows it as a banner.
    case notify(NotificationValue)
    /// The app ended editing in a window (its first responder resigned):
    /// the display takes keyboard focus from the window's views.
    case endEditing(SurfaceID)

    private enum CodingKeys: String, CodingKey {
        case op, surface, id, attributes, patches, url, text, share, feedback, sound, notification
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .op) {
        case "open": self = .open(try c.decode(Surface.self, forKey: .surface))
        case "close": self = .close(try c.decode(SurfaceID.self, forKey: .id))
        case "configure":
            self = .configure(try c.decode(SurfaceID.self, forKey: .id),
                              try c.decode(SurfaceAttributes.self, forKey: .attributes))
        case "patch":
            self = .patch(try c.decode(SurfaceID.self, forKey: .id),
                          try c.decode(PatchList.self, forKey: .patches).patches)
        case "openURL":
            self = .openURL(try c.decode(String.self, forKey: .url))
        case "copy":
            self = .copyText(try c.decode(String.self, forKey: .text))
        case "share":
            self = .share(try c.decode(ShareRequest.self, forKey: .share))
        case "feedback":
            self = .feedback(try c.decode(FeedbackValue.self, forKey: .feedback))
        case "sound":
            self = .sound(try c.decode(SoundCommand.self, forKey: .sound))
        case "notify":
            self = .notify(try c.decode(NotificationValue.self, forKey: .notification))
        case "endEditing":
            self = .endEditing(try c.decode(SurfaceID.self, forKey: .id))
        case let op:
            throw DecodingError.dataCorruptedError(forKey: .op, in: c, debugDescription: "unknown change \(op)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .open(surface):
            try c.encode("open", forKey: .op)
            try c.encode(surface, forKey: .surface)
        case let .close(id):
            try c.encode("close", forKey: .op)
            try c.encode(id, forKey: .id)
        case let .configure(id, attributes):
            try c.encode("configure", forKey: .op)
            try c.encode(id, forKey: .id)
            try c.encode(attributes, forKey: .attributes)
        case let .patch(id, patches):
            try c.encode("patch", forKey: .op)
            try c.encode(id, forKey: .id)
            try c.encode(patches, forKey: .patches)
        case let .openURL(url):
            try c.encode("openURL", forKey: .op)
            try c.encode(url, forKey: .url)
        case let .copyText(text):
            try c.encode("copy", forKey: .op)
            try c.encode(text, forKey: .text)
        case let .share(request):
            try c.encode("share", forKey: .op)
            try c.encode(request, forKey: .share)
        case let .feedback(value):
            try c.encode("feedback", forKey: .op)
            try c.encode(value, forKey: .feedback)
        case let .sound(command):
            try c.encode("sound", forKey: .op)
            try c.encode(command, forKey: .sound)
        case let .notify(value):
            try c.encode("notify", forKey: .op)
            try c.encode(value, forKey: .notification)
        case let .endEditing(id):
            try c.encode("endEditing", forKey: .op)
            try c.encode(id, forKey: .id)
        }
    }
}

/// Everything one coalesced update changed, sent to a display as one message.
public struct DisplayUpdate: Sendable, Equatable, Codable {
    public var changes: [DisplayChange]
    public init(changes: [DisplayChange] = []) { self.changes = changes }
    public var isEmpty: Bool { changes.isEmpty }
}
