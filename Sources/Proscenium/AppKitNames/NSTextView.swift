import Foundation
import ProsceniumHost

/// AppKit's text: the editable text of `NSTextView`.
@MainActor @preconcurrency
open class NSText: NSView {
    /// The text.
    open var string: String = "" {
        didSet { if string != oldValue { setNeedsDisplayInPage() } }
    }

    /// Whether the person may edit the text; when not, it shows as text.
    open var isEditable = true {
        didSet { setNeedsDisplayInPage() }
    }

    open var isSelectable = true
    open var isRichText = true
    open var drawsBackground = true
    open var allowsUndo = false

    /// The text's font.
    open var font: NSFont? {
        didSet { setNeedsDisplayInPage() }
    }

    open var textColor: NSColor? {
        didSet { setNeedsDisplayInPage() }
    }

    open var backgroundColor: NSColor = .textBackgroundColor

    /// Told as the person edits (`textDidChange(_:)`).
    open weak var delegate: (any NSTextDelegate)?

    /// The person typed: the text is theirs, and the delegate is told.
    func personEdited(_ text: String) {
        guard isEditable, text != string else { return }
        if let delegate = delegate as? any NSTextViewDelegate, let view = self as? NSTextView,
           !delegate.textView(view, shouldChangeTextIn: NSRange(location: 0, length: (string as NSString).length),
                              replacementString: text) {
            setNeedsDisplayInPage()
            return
        }
        string = text
        delegate?.textDidChange(Notification(name: NSText.didChangeNotification, object: self))
    }

    override func describe(into element: inout PlatformElement) {
        if let font { element.attributes[.font] = .font(font.value) }
        if let textColor { element.attributes[.foreground] = .color(textColor.value) }
        guard isEditable else {
            element.kind = .text
            element.text = string
            return
        }
        element.kind = .texteditor
        element.attributes[.value] = .string(string)
        element.handlers[.input] = { [weak self] event in self?.personEdited(event.value ?? "") }
    }

    public static let didChangeNotification = Notification.Name("NSTextDidChangeNotification")
    public static let didBeginEditingNotification = Notification.Name("NSTextDidBeginEditingNotification")
    public static let didEndEditingNotification = Notification.Name("NSTextDidEndEditingNotification")
}

/// AppKit's text view: shows as a text editor (`string`, `isEditable`,
/// `font`) whose edits set `string` and tell the delegate
/// (`textDidChange(_:)`, asked first `textView(_:shouldChangeTextIn:replacementString:)`).
/// In an `NSScrollView` (`scrollableTextView()`), the scroll view is the editor's frame.
@MainActor @preconcurrency
open class NSTextView: NSText {
    /// A scroll view with a text view as its document view, as AppKit makes one.
    open class func scrollableTextView() -> NSScrollView {
        let scrollView = NSScrollView()
        scrollView.documentView = NSTextView()
        scrollView.hasVerticalScroller = true
        return scrollView
    }

    open var isAutomaticQuoteSubstitutionEnabled = false
    open var isAutomaticDashSubstitutionEnabled = false
    open var isAutomaticSpellingCorrectionEnabled = false
    open var isContinuousSpellCheckingEnabled = false
    open var usesFindBar = false
    open var isIncrementalSearchingEnabled = false
    open var textContainerInset: NSSize = .zero
}

/// What a text's delegate is told; every method is optional.
@MainActor @preconcurrency
public protocol NSTextDelegate: AnyObject {
    /// The person changed the text (`notification.object` is the text view).
    func textDidChange(_ notification: Notification)
    func textDidBeginEditing(_ notification: Notification)
    func textDidEndEditing(_ notification: Notification)
}

extension NSTextDelegate {
    public func textDidChange(_ notification: Notification) {}
    public func textDidBeginEditing(_ notification: Notification) {}
    public func textDidEndEditing(_ notification: Notification) {}
}

/// A text view's delegate; every method is optional.
@MainActor @preconcurrency
public protocol NSTextViewDelegate: NSTextDelegate {
    /// Asked before the person's edit is kept: false refuses it.
    func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange,
                  replacementString: String?) -> Bool
}

extension NSTextViewDelegate {
    public func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange,
                         replacementString: String?) -> Bool { true }
}

/// AppKit's scroll view: its `documentView` scrolls in it. With a text view
/// as the document (`NSTextView.scrollableTextView()`), it is the editor's
/// frame, filling what it is offered (the editor scrolls its own text).
@MainActor @preconcurrency
open class NSScrollView: NSView {
    /// The view that scrolls.
    open var documentView: NSView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let documentView { addSubview(documentView) }
        }
    }

    open var hasVerticalScroller = false {
        didSet { setNeedsDisplayInPage() }
    }
    open var hasHorizontalScroller = false {
        didSet { setNeedsDisplayInPage() }
    }
    open var autohidesScrollers = false
    open var drawsBackground = true
    open var borderType: NSBorderType = .noBorder

    override func describe(into element: inout PlatformElement) {
        element.children = documentView.map { [$0] } ?? []
        if documentView is NSText {
            element.kind = .frame
            element.attributes[.maxWidth] = .length(.infinity)
            element.attributes[.maxHeight] = .length(.infinity)
            return
        }
        element.kind = .scroll
        let axes = switch (hasHorizontalScroller, hasVerticalScroller) {
        case (true, true): "both"
        case (true, false): "horizontal"
        default: "vertical"
        }
        element.attributes[.axes] = .string(axes)
    }
}

/// A scroll view's border.
public enum NSBorderType: UInt, Sendable {
    case noBorder = 0, lineBorder = 1, bezelBorder = 2, grooveBorder = 3
}
