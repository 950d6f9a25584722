import ProsceniumHost

/// When the keyboard's shift key turns on by itself as a person types
/// (`textInputAutocapitalization(_:)`): the text field's `autocapitalize`,
/// which touch keyboards follow (a physical keyboard ignores it, as on a Mac).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String

    /// Never capitalise.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "none") }
    /// Capitalise the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    /// Capitalise the first letter of every sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    /// Capitalise every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }

    /// The behaviour of UIKit's `type`.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }

    private init(name: String) { self.name = name }
}

/// UIKit's autocapitalization types (`autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

nonisolated extension View {
    /// How the text fields in this view capitalise as a person types (nil: the system's default).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textInputAutocapitalization = autocapitalization })
    }

    /// How the text fields in this view capitalise as a person types.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(TextInputAutocapitalization(style))
    }

    /// Whether the text fields in this view leave autocorrection (and
    /// spell checking) off: the field's `autocorrect` attribute.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentTransformModifier { $0.autocorrectionDisabled = disable })
    }

    /// Whether the text fields in this view leave autocorrection off (nil: the default).
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentTransformModifier { $0.autocorrectionDisabled = disable ?? false })
    }
}

extension EnvironmentValues {
    private struct AutocorrectionDisabledKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private struct AutocapitalizationKey: EnvironmentKey {
        static var defaultValue: TextInputAutocapitalization? { nil }
    }

    /// Whether text fields below leave autocorrection off.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// Whether text fields below leave autocorrection off (nil: the default,
    /// on); the older name of `autocorrectionDisabled`, which it sets.
    @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled")
    public var disableAutocorrection: Bool? {
        get { autocorrectionDisabled ? true : nil }
        set { autocorrectionDisabled = newValue ?? false }
    }

    /// How text fields below capitalise (nil: the default).
    var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }

    /// The text-input hints of a text field here, as its attributes.
    func textInputHints(into attributes: inout [AttributeKey: AttributeValue]) {
        if let autocapitalization = textInputAutocapitalization { attributes[.autocapitalize] = .string(autocapitalization.name) }
        if autocorrectionDisabled { attributes[.autocorrect] = false }
        if let kind = textContentType?.kind { attributes[.contentType] = .string(kind.rawValue) }
        if let submitLabel { attributes[.submitLabel] = .string(submitLabel.name) }
    }
}
