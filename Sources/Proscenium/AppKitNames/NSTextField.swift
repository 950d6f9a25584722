import Foundation
import ProsceniumHost
import ProsceniumLayout
import ProsceniumText

/// AppKit's text field: an editable field shows as a text field
/// (`stringValue`, `placeholderString`), whose edits set `stringValue` and
/// tell the delegate (`controlTextDidChange(_:)`); a field that is not
/// editable (`NSTextField(labelWithString:)`) shows as text. UIKit's
/// `UITextField` is a subclass with its spellings (`text`, `placeholder`).
@MainActor @preconcurrency
open class NSTextField: NSControl {
    /// The field's text.
    open var stringValue: String = "" {
        didSet { if stringValue != oldValue { setNeedsDisplayInPage() } }
    }

    /// Shown while the field is empty.
    open var placeholderString: String? {
        didSet { setNeedsDisplayInPage() }
    }

    /// Whether the person may edit the text; a label's is false.
    open var isEditable = true {
        didSet { setNeedsDisplayInPage() }
    }

    open var isSelectable = true
    open var isBordered = true
    open var isBezeled = true
    open var drawsBackground = true

    /// The text's font.
    open var font: NSFont? {
        didSet { setNeedsDisplayInPage() }
    }

    /// The text's colour.
    open var textColor: NSColor? {
        didSet { setNeedsDisplayInPage() }
    }

    /// Told as the person edits.
    open weak var delegate: (any NSTextFieldDelegate)?

    /// An editable field with `string` in it.
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }

    /// A label: text that cannot be edited.
    public convenience init(labelWithString stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
        isEditable = false
        isSelectable = false
        isBordered = false
        drawsBackground = false
    }

    /// A label that wraps.
    public convenience init(wrappingLabelWithString stringValue: String) {
        self.init(labelWithString: stringValue)
    }

    /// The text as a number, 0 when it is not one.
    open var doubleValue: Double {
        get { Double(stringValue) ?? 0 }
        set { stringValue = String(newValue) }
    }

    open var integerValue: Int {
        get { Int(stringValue) ?? 0 }
        set { stringValue = String(newValue) }
    }

    /// The person typed `text`: kept and told.
    func personEdited(_ text: String) {
        guard isEditable, isEnabled, text != stringValue else { return }
        stringValue = text
        textDidChangeByPerson()
        delegate?.controlTextDidChange(Notification(name: NSControl.textDidChangeNotification, object: self))
    }

    /// Told after the person's edit, before the delegate (UIKit's events).
    func textDidChangeByPerson() {}

    /// The size the field's text needs on one line, in its font (the
    /// system font of 13 points when it has none), measured with the
    /// font files the page draws with: the text's width and 2 points each
    /// side (the cell's padding) by the font's line height; a bezeled or
    /// bordered field adds its frame's 2 points each side and 3 above and
    /// below. Placeholder text counts while the field is empty.
    open override var intrinsicContentSize: NSSize {
        var attributes: [AttributeKey: AttributeValue] = [:]
        if let font { attributes[.font] = .font(font.value) }
        let measured = TextRunFont(attributes)
        let text = stringValue.isEmpty ? (placeholderString ?? "") : stringValue
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let textWidth = lines.map { TextMeasurer.shared.width(of: String($0), in: measured.font) }.max() ?? 0
        var width = (textWidth + 4).rounded(.up)
        var height = (measured.lineHeight * Double(max(lines.count, 1))).rounded(.up)
        if isBezeled || isBordered {
            width += 4
            height += 6
        }
        return NSSize(width: width, height: height)
    }

    override func describe(into element: inout PlatformElement) {
        describeFocusRing(into: &element)
        if superview != nil {
            // A subview is its frame, as `sizeToFit()` or the app set it.
            if frame.width > 0 { element.attributes[.width] = .length(Double(frame.width)) }
            if frame.height > 0 { element.attributes[.height] = .length(Double(frame.height)) }
        }
        if let font { element.attributes[.font] = .font(font.value) }
        if let textColor { element.attributes[.foreground] = .color(textColor.value) }
        guard isEditable else {
            element.kind = .text
            element.text = stringValue
            return
        }
        element.kind = .textfield
        element.attributes[.value] = .string(stringValue)
        if let placeholderString { element.attributes[.placeholder] = .string(placeholderString) }
        if !isEnabled { element.attributes[.disabled] = true }
        element.handlers[.input] = { [weak self] event in self?.personEdited(event.value ?? "") }
    }
}

/// AppKit's search field: a text field shown as one.
@MainActor @preconcurrency
open class NSSearchField: NSTextField {}

/// AppKit's secure field: a text field whose text shows as dots.
@MainActor @preconcurrency
open class NSSecureTextField: NSTextField {
    override func describe(into element: inout PlatformElement) {
        super.describe(into: &element)
        if element.kind == .textfield { element.attributes[.secure] = true }
    }
}

/// What a control's delegate is told; every method is optional.
@MainActor @preconcurrency
public protocol NSControlTextEditingDelegate: AnyObject {
    /// The person changed the text (`notification.object` is the field).
    func controlTextDidChange(_ obj: Notification)
}

extension NSControlTextEditingDelegate {
    public func controlTextDidChange(_ obj: Notification) {}
}

/// A text field's delegate.
@MainActor @preconcurrency
public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}

/// AppKit's control: a view a person works (fields, buttons, indicators).
@MainActor @preconcurrency
open class NSControl: NSView {
    /// Whether the control takes input at all.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplayInPage() } }
    }

    /// Resizes the control to the size its content needs
    /// (`intrinsicContentSize`), keeping its origin; a control that does
    /// not know one keeps its size.
    open func sizeToFit() {
        let size = intrinsicContentSize
        guard size.width >= 0, size.height >= 0 else { return }
        frame.size = size
    }

    public static let textDidChangeNotification = Notification.Name("NSControlTextDidChangeNotification")

    /// The object the control's action is sent to; nil: the responder chain.
    open weak var target: AnyObject?

    /// The action the control sends when the person uses it (a status
    /// item's button, when clicked).
    open var action: Selector?

    /// Sends `action` to `target` through `NSApplication.sendAction(_:to:from:)`,
    /// the control as sender. False with no action, or when none took it.
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
        guard let action else { return false }
        return NSApplication.shared.sendAction(action, to: target, from: self)
    }

    /// A control's state: a checkbox's on, off or mixed.
    public struct StateValue: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let mixed = StateValue(-1)
        public static let off = StateValue(0)
        public static let on = StateValue(1)
    }
}
