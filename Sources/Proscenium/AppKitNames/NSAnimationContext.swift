import Foundation
import ProsceniumEngine

/// AppKit's animation context: the duration and pacing of the changes made
/// through views' animator proxies (`NSView.animator()`) in a group.
///
/// `runAnimationGroup(_:completionHandler:)` runs its block with a context
/// of its own on top of the stack (a copy of the one below it). A change
/// to a view's `alphaValue`, `frame` or `isHidden` made through
/// `animator()` in the block is shown by the page over the context's
/// `duration` with its `timingFunction` (linear when nil), as a SwiftUI
/// animation of the view's element; with a duration of 0, or on a view
/// the page is not showing, the value is simply set. A change made to the
/// view itself, not through its animator, is shown at once unless
/// `allowsImplicitAnimation` is true. The completion handler runs on the
/// main actor once the duration has passed.
@MainActor @preconcurrency
open class NSAnimationContext: NSObject {
    /// How long the group's animations take, in seconds (AppKit's default, 0.25).
    open var duration: TimeInterval = 0.25

    /// The pacing of the group's animations; nil: linear.
    open var timingFunction: CAMediaTimingFunction?

    /// Whether changes made to views directly, not through `animator()`,
    /// animate too.
    open var allowsImplicitAnimation = false

    /// Runs once the animations of the group begun with this context are done.
    open var completionHandler: (() -> Void)?

    /// A context with AppKit's defaults.
    public override init() { super.init() }

    init(copying other: NSAnimationContext) {
        super.init()
        duration = other.duration
        timingFunction = other.timingFunction
        allowsImplicitAnimation = other.allowsImplicitAnimation
    }

    /// The groups begun and not yet ended, innermost last.
    private static var stack: [NSAnimationContext] = []
    /// The context of changes made outside any group.
    private static let outermost = NSAnimationContext()

    /// The context of the innermost group begun and not ended; outside any
    /// group, one that lasts for the app.
    open class var current: NSAnimationContext { stack.last ?? outermost }

    /// Begins a group: a copy of the current context goes on top of the stack.
    open class func beginGrouping() {
        stack.append(NSAnimationContext(copying: current))
    }

    /// Ends the innermost group: its completion handler runs once its
    /// duration has passed.
    open class func endGrouping() {
        guard let context = stack.popLast() else { return }
        guard let handler = context.completionHandler else { return }
        context.completionHandler = nil
        let delay = max(context.duration, 0)
        Task { @MainActor in
            if delay > 0 { try? await Task.sleep(for: .seconds(delay)) }
            handler()
        }
    }

    /// Runs `changes` in a group of its own, then `completionHandler` once
    /// the group's duration has passed.
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void,
                                      completionHandler: (@Sendable () -> Void)? = nil) {
        beginGrouping()
        let context = current
        if let completionHandler { context.completionHandler = completionHandler }
        changes(context)
        endGrouping()
    }

    /// Runs `changes` in a group of its own.
    open class func runAnimationGroup(_ changes: (NSAnimationContext) -> Void) {
        runAnimationGroup(changes, completionHandler: nil)
    }

    /// The SwiftUI animation a change made in this context is shown with;
    /// nil when it has no duration.
    var animation: Animation? {
        guard duration > 0 else { return nil }
        guard let timingFunction else { return .linear(duration: duration) }
        let (x1, y1, x2, y2) = timingFunction.controlPoints
        return .timingCurve(Double(x1), Double(y1), Double(x2), Double(y2), duration: duration)
    }

    /// Views whose animator proxy was asked for in an open group, or since
    /// the outermost context last showed its changes.
    private static var animating: Set<ObjectIdentifier> = []
    private static var clearScheduled = false

    /// Marks `view`'s changes, until the group ends, as made through its animator.
    static func noteAnimator(of view: NSView) {
        animating.insert(ObjectIdentifier(view))
        // AppKit ends its implicit group when the run loop turns: so does
        // the mark.
        guard !clearScheduled else { return }
        clearScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                animating = []
                clearScheduled = false
            }
        }
    }

    /// The animation a change to `view` made now is shown with, if any.
    static func animation(forChangeOf view: NSView) -> Animation? {
        let context = current
        guard animating.contains(ObjectIdentifier(view)) || (context.allowsImplicitAnimation && !stack.isEmpty)
        else { return nil }
        return context.animation
    }
}

/// Core Animation's timing function: a cubic Bézier curve from (0, 0) to
/// (1, 1) mapping the fraction of an animation's time passed to the
/// fraction of its change made.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let controlPoints: (Float, Float, Float, Float)

    /// A curve with control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (c1x, c1y, c2x, c2y)
        super.init()
    }

    /// One of Core Animation's named curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0 ... 3: the curve's start, its two control
    /// points, its end).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let (c1x, c1y, c2x, c2y) = controlPoints
        let points: [(Float, Float)] = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        guard points.indices.contains(index) else { return }
        values[0] = points[index].0
        values[1] = points[index].1
    }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pacing.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at first, then faster.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Fast at first, then slower.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system's usual curve: control points (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

extension NSView {
    /// AppKit's animator proxy: the view itself, its changes to
    /// `alphaValue`, `frame` and `isHidden` made through it shown by the
    /// page over the current `NSAnimationContext`'s duration (see there).
    public func animator() -> Self {
        NSAnimationContext.noteAnimator(of: self)
        return self
    }
}
