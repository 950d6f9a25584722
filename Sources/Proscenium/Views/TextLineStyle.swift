extension Text {
    /// Description of the style used to draw the line for `StrikethroughStyleAttribute`
    /// and `UnderlineStyleAttribute`.
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        /// Creates a line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()

        /// The pattern, that the line has.
        public struct Pattern: Hashable, Sendable {
            let name: String

            /// Draw a solid line.
            public static let solid = Pattern(name: "solid")
            /// Draw a line of dots.
            public static let dot = Pattern(name: "dot")
            /// Draw a line of dashes.
            public static let dash = Pattern(name: "dash")
            /// Draw a line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Draw a line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

extension Text.Run {
    /// Turns the underline or strikethrough on or off, with its pattern and colour.
    mutating func setLine(_ line: WritableKeyPath<Text.Run, Bool>, _ isActive: Bool,
                          pattern: Text.LineStyle.Pattern, color: Color?) {
        self[keyPath: line] = isActive
        guard isActive else { return }
        self.linePattern = pattern
        if let color { self.lineColor = color }
    }
}
