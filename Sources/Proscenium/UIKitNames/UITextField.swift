import Foundation

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

    override func textDidChangeByPerson() {
        (delegate as? any UITextFieldDelegate)?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        if isSecureTextEntry { element.attributes[.secure] = "true" }
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
