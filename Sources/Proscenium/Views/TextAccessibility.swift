import ProsceniumHost

/// The kind of text a view shows, which assistive technology reads
/// accordingly (a spreadsheet's cells, source code's punctuation).
///
/// Not supported: a browser's accessibility vocabulary has no counterpart,
/// and the modifiers taking it keep Apple's declarations and change nothing.
public struct AccessibilityTextContentType: Hashable, Sendable {
    let name: String

    /// A type that represents generic text that has no specific type.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// A type that represents text used for input, like in the Terminal app.
    public static let console = AccessibilityTextContentType(name: "console")
    /// A type that represents text used by a file browser, like in the Finder app.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// A type that represents text used in a message, like in the Messages app.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// A type that represents text used in a story or poem, like in the Books app.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// A type that represents text used in source code, like in Swift Playgrounds.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// A type that represents text used in a grid of data, like in the Numbers app.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A type that represents text used in a document, like in the Pages app.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// What a `Text` tells assistive technology besides its characters: a label
/// read instead of them, a heading level.
struct TextAccessibility: Hashable, Sendable {
    var label: String?
    var headingLevel: AccessibilityHeadingLevel?

    init() {}

    /// A concatenation's: each part read as its label, or else as its
    /// characters, so a labelled part keeps its label in the whole.
    init(_ lhs: Text, _ rhs: Text) {
        if lhs.accessibility.label != nil || rhs.accessibility.label != nil {
            label = (lhs.accessibility.label ?? lhs.plainText) + (rhs.accessibility.label ?? rhs.plainText)
        }
        headingLevel = lhs.accessibility.headingLevel ?? rhs.accessibility.headingLevel
    }

    var isEmpty: Bool { label == nil && headingLevel == nil }

    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        if let label { attributes[.label] = .string(label) }
        if let headingLevel { attributes[.headingLevel] = .number(Double(headingLevel.rawValue)) }
        return attributes
    }
}

extension Text {
    private func withAccessibility(_ change: (inout TextAccessibility) -> Void) -> Text {
        var copy = self
        change(&copy.accessibility)
        return copy
    }

    /// Adds a label to the text that assistive technology reads instead of
    /// its characters; in a concatenation it stands for this part.
    public func accessibilityLabel(_ label: Text) -> Text { withAccessibility { $0.label = label.plainText } }

    /// Adds a label to the text that assistive technology reads instead of its characters.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        withAccessibility { $0.label = labelKey.plainText }
    }

    /// Adds a label to the text that assistive technology reads instead of its characters.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        withAccessibility { $0.label = String(label) }
    }

    /// Sets the accessibility level of this heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        withAccessibility { $0.headingLevel = level }
    }

    /// Sets an accessibility text content type. Not supported: a browser's
    /// accessibility vocabulary has no counterpart.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}
