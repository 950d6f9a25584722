import Foundation

// `Text(_: AttributedString)`: an attributed string's runs as the text's
// runs, with the attributes SwiftUI defines for them (`foregroundColor`,
// `backgroundColor`, `font`, `kern`, `tracking`, `baselineOffset`), set as
// `string[range].backgroundColor = .yellow`.

extension AttributeScopes {
    /// Attribute scopes that SwiftUI defines.
    public struct SwiftUIAttributes: AttributeScope {
        /// A property for accessing a foreground color attribute.
        public let foregroundColor: ForegroundColorAttribute
        /// A property for accessing a background color attribute.
        public let backgroundColor: BackgroundColorAttribute
        /// A property for accessing a font attribute.
        public let font: FontAttribute
        /// A property for accessing an underline style attribute.
        public let underlineStyle: UnderlineStyleAttribute
        /// A property for accessing a strikethrough style attribute.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A property for accessing a kerning attribute.
        public let kern: KerningAttribute
        /// A property for accessing a tracking attribute.
        public let tracking: TrackingAttribute
        /// A property for accessing a baseline offset attribute.
        public let baselineOffset: BaselineOffsetAttribute
        /// A property for accessing attributes defined by the Foundation framework.
        public let foundation: FoundationAttributes

        public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
        public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
    }

    /// The attributes SwiftUI defines.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// A key for the color that draws a run of attributed text.
    @frozen public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// A key for the color that fills the area behind a run of attributed text.
    @frozen public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// A key for the underline of a run of attributed text.
    @frozen public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A key for the strikethrough of a run of attributed text.
    @frozen public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A key for the points added between the characters of a run of
    /// attributed text (negative: removed), as `Text.kerning(_:)` adds them.
    @frozen public enum KerningAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    /// A key for the points added after each character of a run of
    /// attributed text, as `Text.tracking(_:)` adds them; it wins over kerning.
    @frozen public enum TrackingAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    /// A key for the points a run of attributed text is raised by (negative:
    /// lowered), as `Text.baselineOffset(_:)` raises it.
    @frozen public enum BaselineOffsetAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }

    /// A key for the font of a run of attributed text.
    @frozen public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text of an attributed string: each run keeps its foreground and
    /// background colours, its font, its Markdown styles (strong, emphasis,
    /// code, strikethrough) and its link.
    // Disfavoured: Linux Foundation's `AttributedString` takes string
    // literals, and a literal must stay a `LocalizedStringKey` (Markdown).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [Run] = []
        for run in attributedContent.runs {
            var textRun = Run(string: String(attributedContent[run.range].characters))
            textRun.color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
            textRun.background = run[AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.self]
            textRun.font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
            textRun.kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self]
            textRun.tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self]
            textRun.baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self]
            if let line = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                textRun.setLine(\.underline, true, pattern: line.pattern, color: line.color)
            }
            if let line = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                textRun.setLine(\.strikethrough, true, pattern: line.pattern, color: line.color)
            }
            // Markdown's styles (`AttributedString(markdown:)`) and links.
            let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] ?? []
            textRun = textRun.adding(intent, link: run.link?.absoluteString)
            runs.append(textRun)
        }
        self.init(runs: runs.isEmpty ? [Run(string: "")] : runs)
    }
}
