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

/// What a `Text` says of itself besides its runs: a label assistive
/// technology reads instead of its characters, a heading level, the
/// language it is typeset in.
struct TextAnnotations: Hashable, Sendable {
    var label: String?
    var headingLevel: AccessibilityHeadingLevel?
    /// A BCP 47 tag (`typesettingLanguage(_:isEnabled:)`).
    var language: String?
    /// The text's own text scale (`Text.textScale(_:isEnabled:)`).
    var scale: Text.Scale?

    init() {}

    /// A concatenation's: each part read as its label, or else as its
    /// characters, so a labelled part keeps its label in the whole.
    init(_ lhs: Text, _ rhs: Text) {
        if lhs.annotations.label != nil || rhs.annotations.label != nil {
            label = (lhs.annotations.label ?? lhs.plainText) + (rhs.annotations.label ?? rhs.plainText)
        }
        headingLevel = lhs.annotations.headingLevel ?? rhs.annotations.headingLevel
        language = lhs.annotations.language ?? rhs.annotations.language
        scale = lhs.annotations.scale ?? rhs.annotations.scale
    }

    var isEmpty: Bool { label == nil && headingLevel == nil && language == nil && scale == nil }

    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        if let label { attributes[.label] = .string(label) }
        if let headingLevel { attributes[.headingLevel] = .number(Double(headingLevel.rawValue)) }
        if let language { attributes[.language] = .string(language) }
        return attributes
    }
}

extension Text {
    func withAnnotations(_ change: (inout TextAnnotations) -> Void) -> Text {
        var copy = self
        change(&copy.annotations)
        return copy
    }

    /// Adds a label to the text that assistive technology reads instead of
    /// its characters; in a concatenation it stands for this part.
    public func accessibilityLabel(_ label: Text) -> Text { withAnnotations { $0.label = label.plainText } }

    /// Adds a label to the text that assistive technology reads instead of its characters.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        withAnnotations { $0.label = labelKey.plainText }
    }

    /// Adds a label to the text that assistive technology reads instead of its characters.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
        withAnnotations { $0.label = String(label) }
    }

    /// Sets the accessibility level of this heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
        withAnnotations { $0.headingLevel = level }
    }

    /// Sets an accessibility text content type. Not supported: a browser's
    /// accessibility vocabulary has no counterpart.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}
