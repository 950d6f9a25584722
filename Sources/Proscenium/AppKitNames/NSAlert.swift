import Foundation

/// AppKit's button, as an alert's `addButton(withTitle:)`, a window's
/// `standardWindowButton(_:)` and a status item's `button` return it: its
/// title, key equivalent, enabled and hidden states.
@MainActor @preconcurrency
open class NSButton: NSControl {
    open var title: String
    /// The key that presses it: "\r" for the default button, "\u{1b}" for Cancel.
    open var keyEquivalent: String = ""
    /// A checkbox's state: on, off or mixed.
    open var state: NSControl.StateValue = .off
    /// The image the button shows (a status item's icon).
    open var image: NSImage? {
        didSet { setNeedsDisplayInPage() }
    }

    public init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) { nil }
}

/// An AppKit alert: a message, informative text and buttons, shown as a
/// panel in the page the person is using. `runModal()` waits for the answer
/// while the app keeps handling the person's events, as on a Mac.
@MainActor @preconcurrency
open class NSAlert: NSObject {
    /// How serious the alert is. A critical alert's panel says so.
    public enum Style: UInt, Sendable {
        case warning = 0
        case informational = 1
        case critical = 2
    }

    /// The alert's title.
    open var messageText = ""
    /// The text under the title.
    open var informativeText = ""
    open var alertStyle: Style = .warning
    /// The buttons, first (the default, on the right) to last.
    open private(set) var buttons: [NSButton] = []
    /// Whether the alert shows a "Do not show this message again" checkbox
    /// under its text; after the alert, `suppressionButton?.state` says
    /// whether the person ticked it.
    open var showsSuppressionButton = false
    /// The checkbox `showsSuppressionButton` shows; its `title` is the
    /// checkbox's label.
    open var suppressionButton: NSButton? {
        if let madeSuppressionButton { return madeSuppressionButton }
        let button = NSButton(title: "Do not show this message again")
        madeSuppressionButton = button
        return button
    }
    private var madeSuppressionButton: NSButton?
    public override init() { super.init() }

    /// An alert that describes `error`.
    public convenience init(error: any Error) {
        self.init()
        let error = error as NSError
        messageText = error.localizedDescription
        informativeText = error.localizedRecoverySuggestion ?? error.localizedFailureReason ?? ""
    }

    /// Adds a button: the first is the default (Return), one titled Cancel
    /// answers Escape, one titled "Don't Save" answers Command-D.
    @discardableResult
    open func addButton(withTitle title: String) -> NSButton {
        let button = NSButton(title: title)
        button.tag = NSApplication.ModalResponse.alertFirstButtonReturn.rawValue + buttons.count
        if buttons.isEmpty {
            button.keyEquivalent = "\r"
        } else if title == "Cancel" {
            button.keyEquivalent = "\u{1b}"
        } else if title == "Don't Save" || title == "Don’t Save" {
            button.keyEquivalent = "d"
        }
        buttons.append(button)
        return button
    }

    /// Shows the alert and waits for the person's answer:
    /// `.alertFirstButtonReturn` for the first button, and so on. With no
    /// page connected (or from a view's body) nothing shows and the answer
    /// is `.abort`.
    @discardableResult
    open func runModal() -> NSApplication.ModalResponse {
        if buttons.isEmpty { addButton(withTitle: "OK") }
        return NSApplication.shared.runModal(unanswered: .abort) { $0.showAlert(self, answer: $1) }
    }

    /// Shows the alert over `sheetWindow` without waiting: the app goes on,
    /// and `handler` gets the person's answer (`.alertFirstButtonReturn`
    /// and so on; `.abort` when it is closed without one). With the window
    /// closed, nothing shows and `handler` gets `.abort`.
    open func beginSheetModal(for sheetWindow: NSWindow,
                              completionHandler handler: ((NSApplication.ModalResponse) -> Void)? = nil) {
        if buttons.isEmpty { addButton(withTitle: "OK") }
        guard let session = sheetWindow.instance?.session else {
            handler?(.abort)
            return
        }
        session.showAlert(self) { handler?($0) }
    }
}
