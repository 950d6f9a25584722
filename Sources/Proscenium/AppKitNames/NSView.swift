import Foundation

/// AppKit's view, as a representable (`NSViewRepresentable`) makes it; UIKit's
/// `UIView` is the same class (one class serves both spellings, so
/// `WKWebView` and the other views shared by the two kits are one type).
///
/// A view shows in the page as what it is: the known subclasses as their
/// controls (`NSTextField`, `NSTextView` in an `NSScrollView`,
/// `NSVisualEffectView`, `NSProgressIndicator`, `UIActivityIndicatorView`,
/// `WKWebView`); any other view as an empty box with its subviews in it,
/// each the size of its frame, placed at its frame's origin. The top view
/// takes its `intrinsicContentSize` where it has one, else what it is
/// offered, as in SwiftUI. Custom drawing is not
/// supported: a subclass's `draw(_:)` and layers cannot run in the page, so
/// its box shows empty. Setting a property the page shows shows the change.
///
/// Once it is shown, `window` is the `NSWindow` of the window it is in: the
/// common "window accessor" view (`DispatchQueue.main.async { view.window?... }`)
/// reaches its window.
///
/// Its tracking areas (`addTrackingArea(_:)`) tell their owners when the
/// pointer enters, moves in and leaves them in the page.
@MainActor @preconcurrency
open class NSView: NSResponder {
    /// The view's frame in its superview, in points.
    open var frame: NSRect {
        didSet { if frame != oldValue { showChange { $0.frame = $0.frame ?? oldValue } } }
    }

    /// The view's own coordinates: its frame's size at the origin.
    open var bounds: NSRect {
        get { NSRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The views inside this one, back to front.
    open private(set) var subviews: [NSView] = []
    /// The view this one is inside.
    open private(set) weak var superview: NSView?

    /// Whether the view is hidden: it takes no part in the page.
    open var isHidden = false {
        didSet { if isHidden != oldValue { showChange { $0.isHidden = $0.isHidden ?? oldValue } } }
    }

    /// AppKit's opacity, 0 ... 1.
    open var alphaValue: CGFloat = 1 {
        didSet { if alphaValue != oldValue { showChange { $0.alpha = $0.alpha ?? oldValue } } }
    }

    /// UIKit's spelling of `alphaValue`.
    open var alpha: CGFloat {
        get { alphaValue }
        set { alphaValue = newValue }
    }

    /// A name tests and accessibility find the view by.
    open var identifier: NSUserInterfaceItemIdentifier? {
        didSet { setNeedsDisplayInPage() }
    }

    /// UIKit's tag / AppKit's tag.
    open var tag: Int = 0

    /// Whether the view lays out with constraints; kept (the page lays out).
    open var translatesAutoresizingMaskIntoConstraints = true

    /// Whether the view has a layer (`layer`): setting it true gives the
    /// view one, which the page draws as the view's box.
    open var wantsLayer = false {
        didSet {
            if wantsLayer, layer == nil { layer = makeBackingLayer() }
        }
    }

    /// The view's Core Animation layer: nil until `wantsLayer` is set (or
    /// a layer is given). The page draws its background colour, corner
    /// radius, border, opacity, shadow and clipping on the view's box.
    open var layer: CALayer? {
        didSet {
            oldValue?.view = nil
            layer?.view = self
            setNeedsDisplayInPage()
        }
    }

    /// The layer `wantsLayer` gives the view.
    open func makeBackingLayer() -> CALayer { CALayer() }

    /// Whether the view shows a focus ring when focused: `.none` takes the
    /// page's focus ring off the view and the controls in it.
    open var focusRingType: NSFocusRingType = .default {
        didSet { if focusRingType != oldValue { setNeedsDisplayInPage() } }
    }

    /// The view's tracking areas, in the order they were added.
    open internal(set) var trackingAreas: [NSTrackingArea] = []

    /// Whether this is a class's appearance proxy (`UIAppearance`), which
    /// the page never shows.
    var isAppearanceProxy = false

    /// Whether the view's coordinates grow downwards from its top left
    /// corner; AppKit's default is from the bottom left (false).
    open var isFlipped: Bool { false }

    /// A view with an empty frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// A view with a frame.
    public init(frame frameRect: NSRect) {
        frame = frameRect
        super.init()
    }

    /// Archives are not read on Linux: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` in front of the other subviews, taking it from its superview.
    open func addSubview(_ view: NSView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        // As AppKit's: what a subview does not handle goes to its superview.
        view.nextResponder = self
        view.host = nil
        setNeedsDisplayInPage()
        view.viewDidMoveToSuperview()
    }

    /// Takes this view out of its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if nextResponder === superview { nextResponder = nil }
        superview.setNeedsDisplayInPage()
        viewDidMoveToSuperview()
    }

    /// Told after the view moved to another superview (or none).
    open func viewDidMoveToSuperview() {}
    /// Told after the view went into a window (or out of one).
    open func viewDidMoveToWindow() {}
    /// Told when the view's tracking areas may need recomputing: when it goes
    /// into a window. Overrides remove their areas and add new ones.
    open func updateTrackingAreas() {}

    // In the class, not an extension: subclasses override these (to keep
    // their own list of areas) and Swift lets them override only what the
    // class itself declares.
    /// Adds a tracking area: its owner hears the pointer over it.
    open func addTrackingArea(_ trackingArea: NSTrackingArea) {
        guard !trackingAreas.contains(where: { $0 === trackingArea }) else { return }
        trackingAreas.append(trackingArea)
        setNeedsDisplayInPage()
    }

    /// Removes a tracking area.
    open func removeTrackingArea(_ trackingArea: NSTrackingArea) {
        trackingAreas.removeAll { $0 === trackingArea }
        setNeedsDisplayInPage()
    }
    /// The deepest view at `point` (in the superview's coordinates): the
    /// last subview, front first, that holds it, else this view; nil when
    /// the point is outside the frame or the view is hidden. A mouse button
    /// going down over a representable's view goes to the view this returns
    /// from the top view, and that view hears the drag and the button
    /// coming up, outside it too.
    open func hitTest(_ point: NSPoint) -> NSView? {
        guard !isHidden, frame.contains(point) else { return nil }
        let local = convertFromSuperview(point)
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(local) { return hit }
        }
        return self
    }

    /// Whether a click in a window that is not key reaches the view as
    /// well as making the window key: no, unless a subclass says so.
    open func acceptsFirstMouse(for event: NSEvent?) -> Bool { false }

    /// The kinds of touch the view takes (`touchesBegan(with:)`): a page
    /// hears no trackpad touches, so none reach it whatever it allows.
    open var allowedTouchTypes: NSTouch.TouchTypeMask = []

    /// Whether the view hears resting fingers as touches: kept; no
    /// touches reach a page (see `allowedTouchTypes`).
    open var wantsRestingTouches = false

    /// UIKit's `didMoveToWindow()`.
    open func didMoveToWindow() {}
    /// Told that the view should lay out its subviews: the page lays out.
    open func layout() {}
    /// UIKit's `layoutSubviews()`.
    open func layoutSubviews() {}
    /// Custom drawing cannot run in the page: never called.
    open func draw(_ dirtyRect: NSRect) {}

    /// Whether the page should draw the view again; setting it does.
    open var needsDisplay: Bool {
        get { false }
        set { if newValue { setNeedsDisplayInPage() } }
    }

    /// Asks the page to show the view again.
    open func setNeedsDisplay() { setNeedsDisplayInPage() }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    /// The size the view would like; unknown (`noIntrinsicMetric`) unless a subclass knows.
    open var intrinsicContentSize: NSSize { NSSize(width: -1, height: -1) }

    /// The window the view is shown in: set once the view's representable is
    /// in a window's view graph; nil before and after.
    open var window: NSWindow? {
        if let superview { return superview.window }
        return host?.window
    }

    // MARK: Showing in the page

    /// The node that shows this view, while it is shown (the top view of a representable).
    weak var host: PlatformViewHost?

    /// The view the mouse button went down on, while it is held: it hears
    /// the drag and the button coming up (kept on the top view).
    weak var mouseTarget: NSView?
    /// The pressure of the held button, last reported (kept on the top view).
    var heldPressure: Float = 0

    /// What the page shows in place of the view's own values while an
    /// animated change waits for the view's first showing.
    struct PresentedValues {
        var frame: NSRect?
        var alpha: CGFloat?
        var isHidden: Bool?
    }
    var presented = PresentedValues()

    /// The frame, opacity and hiddenness the page shows now.
    var shownFrame: NSRect { presented.frame ?? frame }
    var shownAlpha: CGFloat { presented.alpha ?? alphaValue }
    var shownHidden: Bool { presented.isHidden ?? isHidden }

    /// Shows a change of the frame, opacity or hiddenness: over the current
    /// animation context's duration when it was made through `animator()`
    /// (`NSAnimationContext`), else at once. A view not shown yet (just
    /// added) is first shown as it was (`keep` keeps the old value), then
    /// animated to the new value.
    func showChange(keep: (inout PresentedValues) -> Void) {
        guard let animation = NSAnimationContext.animation(forChangeOf: self) else {
            setNeedsDisplayInPage()
            return
        }
        if host?.node == nil, nearestHost?.node != nil {
            keep(&presented)
            setNeedsDisplayInPage()
            // In an update of its own, after the one that shows it, so the
            // page has drawn the old value to animate from.
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.presented = PresentedValues()
                withAnimation(animation) { self.setNeedsDisplayInPage() }
            }
            return
        }
        withAnimation(animation) { setNeedsDisplayInPage() }
    }

    /// The node showing this view or the nearest view it is in.
    var nearestHost: PlatformViewHost? {
        var view: NSView? = self
        while let current = view {
            if let host = current.host { return host }
            view = current.superview
        }
        return nil
    }

    /// Shows the change in the page: the node that shows this view (or its top view) renders again.
    func setNeedsDisplayInPage() {
        var view: NSView? = self
        while let current = view {
            if let host = current.host {
                host.invalidate()
                return
            }
            view = current.superview
        }
    }

    /// What this view shows in the page: its element and its subviews.
    /// Known subclasses override it; any other view is a box of its frame.
    /// `focusRingType` `.none`: the page draws no focus ring on the view or in it.
    func describeFocusRing(into element: inout PlatformElement) {
        if focusRingType == .none { element.attributes[.focusEffect] = "none" }
    }

    func describe(into element: inout PlatformElement) {
        element.kind = .frame
        element.children = subviews
        describeFocusRing(into: &element)
        if superview != nil {
            // A subview is its frame.
            let frame = shownFrame
            if frame.width > 0 { element.attributes[.width] = .length(Double(frame.width)) }
            if frame.height > 0 { element.attributes[.height] = .length(Double(frame.height)) }
            return
        }
        // As SwiftUI sizes a representable's view: its intrinsic size where
        // it has one, else whatever it is offered.
        let intrinsic = intrinsicContentSize
        if intrinsic.width >= 0 {
            element.attributes[.width] = .length(Double(intrinsic.width))
        } else {
            element.attributes[.maxWidth] = .length(.infinity)
        }
        if intrinsic.height >= 0 {
            element.attributes[.height] = .length(Double(intrinsic.height))
        } else {
            element.attributes[.maxHeight] = .length(.infinity)
        }
    }
}

/// A name for a user-interface item (`NSView.identifier`).
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// UIKit's view: the same class as AppKit's `NSView` (see there).
public typealias UIView = NSView
