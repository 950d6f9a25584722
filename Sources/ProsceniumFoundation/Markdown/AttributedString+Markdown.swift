import Foundation

// Apple's Foundation parses Markdown into attributed strings; the Linux
// Foundation has neither the parser nor `InlinePresentationIntent`. These are
// Apple's spellings, over Proscenium's inline parser.

/// The inline styles Markdown gives a run of an attributed string.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute key for a run's inline presentation intent.
    @frozen public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }

    /// The inline presentation intent of a run (`string.inlinePresentationIntent`).
    /// Only its type is read: dynamic member lookup reaches the key through
    /// this key path and never calls it.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute.Type { InlinePresentationIntentAttribute.self }
}

extension AttributeDynamicLookup {
    public subscript(
        dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.Type>
    ) -> AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute {
        self[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self]
    }
}

extension AttributedString {
    /// Options that affect the parsing of Markdown content into an attributed string.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// The syntax for interpreting a Markdown string.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// The full Markdown syntax: paragraphs and headings are read,
            /// and their text is kept without the markers.
            case full
            /// Only the inline syntax; white space runs become one space.
            case inlineOnly
            /// Only the inline syntax, with white space kept as written.
            case inlineOnlyPreservingWhitespace
        }

        /// What the parser does with Markdown it cannot read.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        /// Creates a Markdown parsing options instance with the specified values.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.init(allowsExtendedAttributes: allowsExtendedAttributes, interpretedSyntax: interpretedSyntax,
                      failurePolicy: failurePolicy, languageCode: languageCode, appliesSourcePositionAttributes: false)
        }

        /// Creates a Markdown parsing options instance with the specified
        /// values. Source positions are not recorded on Linux.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// Creates an attributed string from a Markdown-formatted string using
    /// the provided options: runs carry `inlinePresentationIntent`
    /// (emphasis, strong, code, strikethrough) and `link`. With the full
    /// syntax, paragraphs follow one another with no separator between them
    /// (as on Apple's platforms, where only their presentation intent tells
    /// them apart) and heading and list markers are dropped; block
    /// presentation intents are not recorded.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        for segment in InlineMarkdown.parse(Self.inlineText(of: markdown, syntax: options.interpretedSyntax)) {
            var run = AttributedString(segment.text)
            if !segment.intent.isEmpty { run.inlinePresentationIntent = segment.intent }
            if let link = segment.link {
                run.link = baseURL.flatMap { URL(string: link, relativeTo: $0)?.absoluteURL } ?? URL(string: link)
            }
            append(run)
        }
    }

    /// Creates an attributed string from Markdown-formatted data (UTF-8).
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// The text the inline parser reads, for a syntax.
    static func inlineText(of markdown: String, syntax: MarkdownParsingOptions.InterpretedSyntax) -> String {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            return markdown
        case .inlineOnly:
            return markdown.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        case .full:
            // Paragraphs (split at blank lines) with their lines joined by a space.
            let paragraphs = markdown.components(separatedBy: "\n").reduce(into: [[String]]([[]])) { result, line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { if !(result.last?.isEmpty ?? true) { result.append([]) } } else {
                    result[result.count - 1].append(blockMarkersRemoved(trimmed))
                }
            }
            return paragraphs.filter { !$0.isEmpty }.map { $0.joined(separator: " ") }.joined()
        }
    }

    /// A line without the heading, quote or list marker that starts it.
    private static func blockMarkersRemoved(_ line: String) -> String {
        var rest = Substring(line)
        if rest.hasPrefix("#") {
            let hashes = rest.prefix { $0 == "#" }
            if hashes.count <= 6, rest.dropFirst(hashes.count).first == " " { rest = rest.dropFirst(hashes.count + 1) }
        } else if rest.hasPrefix("> ") {
            rest = rest.dropFirst(2)
        } else if ["- ", "* ", "+ "].contains(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(2)
        } else if let dot = rest.firstIndex(where: { $0 == "." || $0 == ")" }), rest[..<dot].allSatisfy(\.isNumber),
                  !rest[..<dot].isEmpty, rest[rest.index(after: dot)...].first == " " {
            rest = rest[rest.index(dot, offsetBy: 2)...]
        }
        return String(rest)
    }
}
