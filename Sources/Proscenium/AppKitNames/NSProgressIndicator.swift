import ProsceniumHost

/// AppKit's progress indicator: a bar (`doubleValue` of
/// `minValue ... maxValue`) or, when indeterminate or `.spinning`, a
/// spinner, shown as `ProgressView` shows them. A spinner that is not
/// animating and `isDisplayedWhenStopped` false is hidden.
@MainActor @preconcurrency
open class NSProgressIndicator: NSView {
    public enum Style: UInt, Sendable { case bar = 0, spinning = 1 }

    open var style: Style = .bar {
        didSet { setNeedsDisplayInPage() }
    }
    open var isIndeterminate = true {
        didSet { setNeedsDisplayInPage() }
    }
    open var doubleValue: Double = 0 {
        didSet { if doubleValue != oldValue { setNeedsDisplayInPage() } }
    }
    open var minValue: Double = 0 {
        didSet { setNeedsDisplayInPage() }
    }
    open var maxValue: Double = 100 {
        didSet { setNeedsDisplayInPage() }
    }
    open var isDisplayedWhenStopped = true {
        didSet { setNeedsDisplayInPage() }
    }

    private(set) var isAnimating = false

    open func startAnimation(_ sender: Any?) {
        isAnimating = true
        setNeedsDisplayInPage()
    }

    open func stopAnimation(_ sender: Any?) {
        isAnimating = false
        setNeedsDisplayInPage()
    }

    /// Adds `delta` to the value.
    open func increment(by delta: Double) { doubleValue += delta }

    override func describe(into element: inout PlatformElement) {
        element.kind = .progress
        if style == .spinning { element.attributes[.style] = "circular" }
        if !isIndeterminate, style == .bar {
            let span = maxValue - minValue
            element.attributes[.value] = .number(span > 0 ? min(max(doubleValue - minValue, 0), span) : 0)
            element.attributes[.total] = .number(span > 0 ? span : 1)
        }
        if !isAnimating, !isDisplayedWhenStopped, style == .spinning || isIndeterminate {
            element.attributes[.hidden] = true
        }
    }
}
