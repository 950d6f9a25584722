import Foundation
import ProsceniumHost

/// Defines how typesetting language is determined for text: the language
/// whose rules break its lines and whose glyphs draw characters that
/// languages share (Han characters in Chinese or Japanese forms, say). In the
/// page it is the text's `lang`.
public struct TypesettingLanguage: Sendable, Equatable {
    /// The BCP 47 tag, or nil for the language the text's content implies.
    let tag: String?

    /// Automatic language behavior: the language of the text around it.
    public static let automatic = TypesettingLanguage(tag: nil)

    /// Use explicit language.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(tag: language.minimalIdentifier)
    }
}

extension Text {
    /// Specifies the language for typesetting this text.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies the language for typesetting this text; `.automatic` takes
    /// the language of the text around it.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        isEnabled ? withAnnotations { $0.language = language.tag } : self
    }
}

nonisolated extension View {
    /// Specifies the language for typesetting the text in this view.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        typesettingLanguage(.explicit(language), isEnabled: isEnabled)
    }

    /// Specifies the language for typesetting the text in this view;
    /// `.automatic` takes the language of the text around it.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        let attributes: ElementAttributes = isEnabled ? language.tag.map { [.language: .string($0)] } ?? [:] : [:]
        return modifier(ElementAttributeModifier(attributes: attributes))
    }
}
