import ProsceniumHost

extension Text {
    /// Defines text scales: a logical text scale relative to the base font
    /// which is used.
    public struct Scale: Sendable, Hashable {
        let isSecondary: Bool

        /// Defines default text scale: the font as it is.
        public static let `default` = Scale(isSecondary: false)
        /// Defines secondary text scale: on a Mac, the font one step smaller.
        ///
        /// How much smaller is not documented. Proscenium takes the next
        /// smaller text style of macOS (body 13 pt becomes callout 12 pt,
        /// title 22 pt becomes title 2 17 pt, keeping the style's weight);
        /// the 10-point styles and fonts of a fixed size are scaled by 12/13,
        /// the ratio of callout to body.
        public static let secondary = Scale(isSecondary: true)
    }

    /// Applies a text scale to the text: with `isEnabled` false the text
    /// scale is unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return withAnnotations { $0.scale = scale }
    }
}

nonisolated extension View {
    /// Applies a text scale to text in the view: with `isEnabled` false the
    /// text scale is unchanged.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textScale) { if isEnabled { $0 = scale } }
    }
}

extension EnvironmentValues {
    private struct TextScaleKey: EnvironmentKey {
        static let defaultValue = Text.Scale.default
    }

    /// The text scale the texts inside draw at (`textScale(_:isEnabled:)`).
    var textScale: Text.Scale {
        get { self[TextScaleKey.self] }
        set { self[TextScaleKey.self] = newValue }
    }
}

extension FontValue {
    /// macOS's text style sizes and weights (as the layout engine has them).
    private static let styleSizes: [TextStyle: (size: Double, weight: Weight)] = [
        .largeTitle: (26, .regular), .title: (22, .regular), .title2: (17, .regular), .title3: (15, .regular),
        .headline: (13, .bold), .body: (13, .regular), .callout: (12, .regular), .subheadline: (11, .regular),
        .footnote: (10, .regular), .caption: (10, .regular), .caption2: (10, .medium),
    ]

    /// The style a style steps down to at the secondary text scale.
    private static let smallerStyle: [TextStyle: TextStyle] = [
        .largeTitle: .title, .title: .title2, .title2: .title3, .title3: .body,
        .headline: .callout, .body: .callout, .callout: .subheadline, .subheadline: .footnote,
    ]

    /// The ratio of callout to body, for fonts no smaller style fits.
    static let secondaryScaleRatio = 12.0 / 13.0

    /// This font at the secondary text scale.
    var secondaryScaled: FontValue {
        var font = self
        if let style {
            let own = Self.styleSizes[style] ?? (13, .regular)
            if let smaller = Self.smallerStyle[style] {
                font.style = smaller
                if weight == nil, let theirs = Self.styleSizes[smaller], theirs.weight != own.weight {
                    font.weight = own.weight
                }
            } else {
                // The smallest styles: a size of their own, still following the style's scaling.
                font.style = nil
                font.size = own.size * Self.secondaryScaleRatio
                font.scaling = style
                if weight == nil, own.weight != .regular { font.weight = own.weight }
            }
        } else if let size {
            font.size = size * Self.secondaryScaleRatio
        }
        return font
    }
}

extension [AttributeKey: AttributeValue] {
    /// The element's font (body when it has none) at the secondary text scale.
    mutating func scaleFontToSecondary() {
        var font = FontValue(style: .body)
        if case let .font(own)? = self[.font] { font = own }
        self[.font] = .font(font.secondaryScaled)
    }
}
