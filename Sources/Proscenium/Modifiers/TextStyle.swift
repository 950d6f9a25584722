import ProsceniumHost

// How text in a subtree looks: environment values that every `Text` below reads.

/// How lines of multi-line text align.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing

    public static var allCases: [TextAlignment] { [.leading, .center, .trailing] }

    /// The display's horizontal position for lines of text.
    var value: AlignmentValue {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension Text {
    /// Where text that does not fit is cut, and the ellipsis goes.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle

        var name: String {
            switch self {
            case .head: "head"
            case .tail: "tail"
            case .middle: "middle"
            }
        }
    }
}

/// Whether text can be selected (and copied) by the person.
@MainActor @preconcurrency
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    /// The default font of text in this view; a text's own `.font` wins.
    public func font(_ font: Font?) -> some View {
        modifier(EnvironmentTransformModifier { $0.font = font })
    }

    /// The weight of text in this view, whatever its font; nil restores the font's own.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textWeight = weight })
    }

    /// Makes text in this view bold (or, with `false`, not bold).
    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    /// The design of text in this view (serif, rounded, monospaced), whatever
    /// its font; nil restores each font's own.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textDesign = design })
    }

    /// How wide the characters of text in this view are, whatever its font;
    /// nil restores each font's own.
    public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textWidth = width })
    }

    /// Text in this view in the fixed-width variant of its font (or, with
    /// `false`, its own).
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentTransformModifier { $0.textMonospaced = isActive })
    }

    /// Digits of text in this view all of one width, so numbers that change keep their place.
    public func monospacedDigit() -> some View {
        modifier(EnvironmentTransformModifier { $0.textMonospacedDigits = true })
    }

    /// Makes text in this view italic (or, with `false`, not italic).
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(EnvironmentTransformModifier { $0.textItalic = isActive })
    }

    /// The most lines text in this view takes; nil for no limit. Text cut short
    /// ends with an ellipsis, placed by `truncationMode(_:)`.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentTransformModifier { $0.lineLimit = number })
    }

    /// The most lines text in this view takes; with `reservesSpace`, it keeps
    /// that many lines' height even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentTransformModifier { environment in
            environment.lineLimit = limit
            environment.reservesLineSpace = reservesSpace
        })
    }

    /// How the lines of multi-line text in this view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(EnvironmentTransformModifier { $0.multilineTextAlignment = alignment })
    }

    /// Where text in this view that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(EnvironmentTransformModifier { $0.truncationMode = mode })
    }

    /// Whether the person can select the text in this view.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        // Read on the main actor, where the protocol is isolated; the transform runs anywhere.
        let allowsSelection = S.allowsSelection
        return modifier(EnvironmentTransformModifier { $0.textSelectable = allowsSelection })
    }
}

extension EnvironmentValues {
    private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
    private struct ReservesLineSpaceKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
    private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
    private struct TextWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
    private struct TextItalicKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct TextSelectableKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct TextDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }
    private struct TextWidthKey: EnvironmentKey { static var defaultValue: Font.Width? { nil } }
    private struct TextMonospacedKey: EnvironmentKey { static var defaultValue: Bool { false } }
    private struct TextMonospacedDigitsKey: EnvironmentKey { static var defaultValue: Bool { false } }

    /// The design `fontDesign(_:)` gives text below, or nil for each font's own.
    var textDesign: Font.Design? {
        get { self[TextDesignKey.self] }
        set { self[TextDesignKey.self] = newValue }
    }

    /// The width `fontWidth(_:)` gives text below, or nil for each font's own.
    var textWidth: Font.Width? {
        get { self[TextWidthKey.self] }
        set { self[TextWidthKey.self] = newValue }
    }

    /// Whether `monospaced()` asked for fixed-width text below.
    var textMonospaced: Bool {
        get { self[TextMonospacedKey.self] }
        set { self[TextMonospacedKey.self] = newValue }
    }

    /// Whether `monospacedDigit()` asked for digits of one width below.
    var textMonospacedDigits: Bool {
        get { self[TextMonospacedDigitsKey.self] }
        set { self[TextMonospacedDigitsKey.self] = newValue }
    }

    /// The most lines text takes, or nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    var reservesLineSpace: Bool {
        get { self[ReservesLineSpaceKey.self] }
        set { self[ReservesLineSpaceKey.self] = newValue }
    }

    /// `fontWeight(_:)`, `bold()`: a weight that applies whatever the font.
    var textWeight: Font.Weight? {
        get { self[TextWeightKey.self] }
        set { self[TextWeightKey.self] = newValue }
    }

    var textItalic: Bool {
        get { self[TextItalicKey.self] }
        set { self[TextItalicKey.self] = newValue }
    }

    var textSelectable: Bool {
        get { self[TextSelectableKey.self] }
        set { self[TextSelectableKey.self] = newValue }
    }
}

/// The attributes of a `text` element that come from the environment (not
/// from the text's own runs, which win over them).
@MainActor
func textStyleAttributes(_ environment: EnvironmentValues) -> ElementAttributes {
    var attributes: ElementAttributes = [:]
    if let weight = legibleWeight(environment) ?? environment.textWeight { attributes[.weight] = .string(weight.name) }
    if environment.textItalic { attributes[.italic] = true }
    if let design = environment.textDesign { attributes[.design] = .string(design.name) }
    if let width = environment.textWidth { attributes[.fontWidth] = .number(Double(width.value)) }
    if environment.textMonospaced { attributes[.monospaced] = true }
    if environment.textMonospacedDigits { attributes[.monospacedDigits] = true }
    if let limit = environment.lineLimit {
        attributes[.lineLimit] = .string(String(limit))
        if environment.reservesLineSpace { attributes[.reservesSpace] = true }
    }
    if let minimum = environment.minimumLineCount, minimum > 1 { attributes[.minimumLines] = .string(String(minimum)) }
    if environment.multilineTextAlignment != .leading {
        attributes[.textAlignment] = .alignment(environment.multilineTextAlignment.value)
    }
    if environment.truncationMode != .tail { attributes[.truncationMode] = .string(environment.truncationMode.name) }
    if environment.textSelectable { attributes[.selectable] = true }
    attributes.merge(environment.textLayoutAttributes) { _, new in new }
    attributes.merge(environment.textFittingAttributes) { _, new in new }
    attributes.merge(environment.textLineAttributes) { _, new in new }
    return attributes
}
