import Foundation

/// UIKit's activity indicator: a spinner, shown as an indeterminate
/// circular `ProgressView`. With `hidesWhenStopped` (the default), it shows
/// only between `startAnimating()` and `stopAnimating()`.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    /// The spinner's size style: kept (the page draws one size).
    open var style: Style = .medium

    /// A spinner of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Whether the spinner hides while stopped.
    open var hidesWhenStopped = true {
        didSet { setNeedsDisplayInPage() }
    }

    /// Whether the spinner turns.
    open private(set) var isAnimating = false

    /// The spinner's colour: its tint.
    open var color: UIColor? {
        didSet { setNeedsDisplayInPage() }
    }

    open func startAnimating() {
        isAnimating = true
        setNeedsDisplayInPage()
    }

    open func stopAnimating() {
        isAnimating = false
        setNeedsDisplayInPage()
    }

    override func describe(into element: inout PlatformElement) {
        element.kind = .progress
        element.attributes[.style] = "circular"
        if let color { element.attributes[.tint] = .color(color.value) }
        if !isAnimating, hidesWhenStopped { element.attributes[.hidden] = true }
    }
}
