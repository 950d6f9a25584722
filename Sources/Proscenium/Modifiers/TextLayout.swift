import ProsceniumHost

// Spacing and case of the text in a subtree: environment values every
// `Text` below reads, left as attributes on its element.

extension Text {
    /// A letter case text is shown in, whatever its characters.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        var name: String { self == .uppercase ? "uppercase" : "lowercase" }
    }
}

nonisolated extension View {
    /// Adds `lineSpacing` points between the lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(EnvironmentTransformModifier { $0.lineSpacing = lineSpacing })
    }

    /// Adds `kerning` points between the characters of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(EnvironmentTransformModifier { $0.textKerning = kerning })
    }

    /// Adds `tracking` points between the characters of text in this view;
    /// it wins over `kerning(_:)`.
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(EnvironmentTransformModifier { $0.textTracking = tracking })
    }

    /// Raises text in this view by `baselineOffset` points (negative: lowers it).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(EnvironmentTransformModifier { $0.textBaselineOffset = baselineOffset })
    }

    /// Shows text in this view in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textCase = textCase })
    }
}

extension EnvironmentValues {
    private struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
    private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
    private struct KerningKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
    private struct TrackingKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
    private struct BaselineOffsetKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }

    /// Points between the lines of text here; set with `lineSpacing(_:)`.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// The letter case text here is shown in; set with `textCase(_:)`.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    var textKerning: CGFloat {
        get { self[KerningKey.self] }
        set { self[KerningKey.self] = newValue }
    }

    var textTracking: CGFloat? {
        get { self[TrackingKey.self] }
        set { self[TrackingKey.self] = newValue }
    }

    var textBaselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    /// The spacing and case attributes of a `text` element.
    var textLayoutAttributes: ElementAttributes {
        var attributes: ElementAttributes = [:]
        if lineSpacing != 0 { attributes[.lineSpacing] = .length(Double(lineSpacing)) }
        let letterSpacing = textTracking ?? textKerning
        if letterSpacing != 0 { attributes[.letterSpacing] = .length(Double(letterSpacing)) }
        if textBaselineOffset != 0 { attributes[.baselineOffset] = .length(Double(textBaselineOffset)) }
        if let textCase { attributes[.textCase] = .string(textCase.name) }
        return attributes
    }
}
