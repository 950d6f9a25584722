import Foundation

/// AppKit's button, as an alert's `addButton(withTitle:)` returns it: its
/// title and key equivalent. Only alerts make these; a view hierarchy of
/// AppKit views does not exist in the browser (use SwiftUI's `Button`).
@MainActor
open class NSButton: NSObject {
    open var title: String
    /// The key that presses it: "\r" for the default button, "\u{1b}" for Cancel.
    open var keyEquivalent: String = ""
    open var isEnabled = true
    open var tag = 0

    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// An AppKit alert: a message, informative text and buttons, shown as a
/// panel in the page the person is using. `runModal()` waits for the answer
/// while the app keeps handling the person's events, as on a Mac.
@MainActor
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
}
