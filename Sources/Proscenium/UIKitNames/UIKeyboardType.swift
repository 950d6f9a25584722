import ProsceniumHost

/// UIKit's keyboard types, as SwiftUI apps name them through `import SwiftUI`
/// (`.keyboardType(.decimalPad)`). A text field's type is its
/// `keyboardType` attribute: the browser shows the matching on-screen
/// keyboard (numbers, a decimal pad, a telephone pad, e-mail, URL or search
/// keys) on touch devices; a physical keyboard types anything, as an iPad's.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The old name of `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }

    /// The attribute value: the kind of keys the field wants; nil for the
    /// default keyboard.
    var attributeName: String? {
        switch self {
        case .default, .asciiCapable: nil
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "number"
        case .phonePad, .namePhonePad: "phone"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .twitter: "twitter"
        case .webSearch: "search"
        }
    }
}

nonisolated extension View {
    /// The keyboard the text fields in this view ask for.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentTransformModifier { $0.keyboardType = type })
    }
}

extension EnvironmentValues {
    private struct KeyboardTypeKey: EnvironmentKey {
        static var defaultValue: UIKeyboardType { .default }
    }

    /// The keyboard text fields below ask for (`keyboardType(_:)`).
    var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
}
