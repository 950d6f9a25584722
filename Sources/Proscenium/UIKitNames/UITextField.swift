import Foundation
import ProsceniumHost

/// UIKit's text field: `NSTextField` with UIKit's spellings (`text`,
/// `placeholder`), shown as a text field whose edits set `text`, tell the
/// delegate's (`UITextFieldDelegate`) `textFieldDidChangeSelection(_:)` and post
/// `UITextField.textDidChangeNotification` (`NSControl`'s).
@MainActor @preconcurrency
open class UITextField: NSTextField {
    /// The field's text.
    open var text: String? {
        get { stringValue }
        set { stringValue = newValue ?? "" }
    }

    /// Shown while the field is empty.
    open var placeholder: String? {
        get { placeholderString }
        set { placeholderString = newValue }
    }

    /// Whether the text shows as dots.
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplayInPage() }
    }

    /// When the field shows its clear button, a grey circled cross at its
    /// end while it has text that empties it: never (the default), only
    /// while the field has focus, only while it has not, or always. Unless
    /// set on the field, `UITextField.appearance()`'s.
    open var clearButtonMode: ViewMode {
        get {
            if let ownClearButtonMode { return ownClearButtonMode }
            if isAppearanceProxy { return .never }
            return AppearanceProxies.existingProxy(of: UITextField.self)?.clearButtonMode ?? .never
        }
        set {
            ownClearButtonMode = newValue
            appearanceSettingChanged()
        }
    }

    private var ownClearButtonMode: ViewMode?

    /// When an overlay of the field (its clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3

        /// The `clearButton` attribute; nil for never.
        var attributeValue: AttributeValue? {
            switch self {
            case .never: nil
            case .whileEditing: "whileEditing"
            case .unlessEditing: "unlessEditing"
            case .always: "always"
            }
        }
    }

    override func textDidChangeByPerson() {
        (delegate as? any UITextFieldDelegate)?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        if isSecureTextEntry { element.attributes[.secure] = true }
        if !isSecureTextEntry, let mode = clearButtonMode.attributeValue { element.attributes[.clearButton] = mode }
    }
}

/// What a UIKit text field's delegate is told; every method is optional.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSTextFieldDelegate {
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
