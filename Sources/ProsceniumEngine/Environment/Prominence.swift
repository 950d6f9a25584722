/// How prominent a section header is (`headerProminence(_:)`).
public enum Prominence: Sendable {
    /// The standard header: the list's small header style.
    case standard
    /// A larger, bolder header: it takes the headline font.
    case increased
}

/// How prominent a list row's badge is (`badgeProminence(_:)`).
public struct BadgeProminence: Hashable, Sendable {
    /// The row element's `badgeProminence` attribute (nil: standard).
    package let name: String?

    /// The least prominent: the count alone, without its capsule.
    public static let decreased = BadgeProminence(name: "decreased")
    /// The standard badge: a grey capsule.
    public static let standard = BadgeProminence(name: nil)
    /// The most prominent, for what asks for attention (unread messages): a red capsule.
    public static let increased = BadgeProminence(name: "increased")
}

extension EnvironmentValues {
    private struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
    private struct BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

    /// The prominence of section headers below (`headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// The prominence of list-row badges below (`badgeProminence(_:)`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}
