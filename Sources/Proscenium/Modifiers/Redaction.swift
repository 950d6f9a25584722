import ProsceniumHost

/// Why the views below are drawn redacted: as placeholders while their data
/// loads, or with private data hidden.
public struct RedactionReasons: OptionSet, Sendable {
    public typealias Element = RedactionReasons
    public typealias ArrayLiteralElement = RedactionReasons

    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Draw the content as a generic placeholder (text as bars, images as blocks).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Hide the views marked `privacySensitive()`.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Show that the content is out of date, waiting for an update (drawn as a placeholder here).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

nonisolated extension View {
    /// Draws this view redacted for `reason`: texts become bars and images
    /// blocks (`.placeholder`), or the views marked `privacySensitive()` are
    /// hidden (`.privacy`). Reasons add up through nested modifiers.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentTransformModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws this view without redaction, whatever the views above ask.
    public func unredacted() -> some View {
        modifier(EnvironmentTransformModifier { $0.redactionReasons = [] })
    }

    /// Marks this view as showing private data: under `redacted(reason: .privacy)`
    /// its text is never sent to the display, only bars of its length.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentTransformModifier { $0.isPrivacySensitive = sensitive })
    }
}

extension EnvironmentValues {
    private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
    private struct PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// Why the views below are redacted (`redacted(reason:)`); empty: they are not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views below are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}

/// How a text or image is redacted.
enum Redaction: String {
    /// Drawn as a bar or block; the content is still sent.
    case placeholder
    /// Private: the content is replaced before it leaves the app.
    case privacy
}

extension EnvironmentValues {
    /// How the texts and images here are redacted, if they are.
    var redaction: Redaction? {
        let reasons = redactionReasons
        if reasons.isEmpty { return nil }
        if reasons.contains(.privacy), isPrivacySensitive { return .privacy }
        if !reasons.isDisjoint(with: [.placeholder, .invalidated]) { return .placeholder }
        return nil
    }
}

/// Text as a redacted bar of the same length: letters and digits become dots,
/// so nothing private is sent to the display.
func redactedText(_ text: String) -> String {
    String(text.map { $0.isWhitespace ? $0 : "•" })
}
