import ProsceniumHost

/// The hierarchy of a heading in relation to other headings.
///
/// On the element it is `headingLevel`, `1` to `6` (or `0`, unspecified);
/// the web display gives a heading that level (`aria-level`), and makes an
/// element with a level of 1 to 6 a heading if it is not one already.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading without a hierarchy.
    case unspecified = 0
    /// Level 1 heading.
    case h1 = 1
    /// Level 2 heading.
    case h2 = 2
    /// Level 3 heading.
    case h3 = 3
    /// Level 4 heading.
    case h4 = 4
    /// Level 5 heading.
    case h5 = 5
    /// Level 6 heading.
    case h6 = 6
}

extension AccessibilityAttachmentModifier {
    static func heading(_ level: AccessibilityHeadingLevel) -> Self {
        attributes([.headingLevel: .number(Double(level.rawValue))])
    }
}

nonisolated extension View {
    /// Sets the accessibility level of this heading, which assistive
    /// technology says alongside its text and navigates headings by.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(.heading(level))
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// Sets the accessibility level of this heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Content, Modifier> {
        accessibility(.heading(level))
    }
}
