import ProsceniumHost

nonisolated extension View {
    /// Underlines the text in this view: every `Text` below, with a line of
    /// `pattern` in `color` (the text's own colour when nil).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                          color: Color? = nil) -> some View {
        modifier(EnvironmentTransformModifier {
            $0.textUnderline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        })
    }

    /// Strikes through the text in this view: every `Text` below, with a
    /// line of `pattern` in `color` (the text's own colour when nil).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                              color: Color? = nil) -> some View {
        modifier(EnvironmentTransformModifier {
            $0.textStrikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil
        })
    }
}

extension EnvironmentValues {
    private struct TextUnderlineKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }
    private struct TextStrikethroughKey: EnvironmentKey { static var defaultValue: Text.LineStyle? { nil } }

    /// `underline(_:pattern:color:)` on a view: how the text below is underlined.
    var textUnderline: Text.LineStyle? {
        get { self[TextUnderlineKey.self] }
        set { self[TextUnderlineKey.self] = newValue }
    }

    /// `strikethrough(_:pattern:color:)` on a view: how the text below is struck through.
    var textStrikethrough: Text.LineStyle? {
        get { self[TextStrikethroughKey.self] }
        set { self[TextStrikethroughKey.self] = newValue }
    }

    /// The `text` element's line attributes from the environment.
    var textLineAttributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        for (key, style) in [(AttributeKey.underline, textUnderline), (.strikethrough, textStrikethrough)] {
            guard let style else { continue }
            attributes[key] = true
            if let color = style.color { attributes[.decorationColor] = .color(color.value) }
            if style.pattern != .solid { attributes[.decorationPattern] = .string(style.pattern.name) }
        }
        return attributes
    }
}
