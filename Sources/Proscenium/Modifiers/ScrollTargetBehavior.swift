import Foundation

/// Where a scroll view's scrolling ends (`scrollTargetBehavior(_:)`).
///
/// `.paging` and `.viewAligned` are carried out by the display (CSS scroll
/// snapping). A behaviour of the app's own type is accepted but not
/// honoured: the display cannot call its `updateTarget` while the person
/// scrolls, so the scroll view settles anywhere.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where scrolling would end, to where it should.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

/// A scroll behaviour the display carries out itself.
protocol BuiltInScrollTargetBehavior: ScrollTargetBehavior {
    /// Its `scrollSnap` attribute.
    var snapName: String { get }
}

/// Where a scroll view should scroll to.
public struct ScrollTarget {
    /// The rectangle the scroll view should show.
    public var rect: CGRect
    /// How the rectangle aligns in the visible region (nil: as little as needed).
    public var anchor: UnitPoint?

    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll behaviour knows as it places a target.
public struct ScrollTargetBehaviorContext {
    /// Where scrolling would have ended without the behaviour.
    public var originalTarget: ScrollTarget
    /// How fast the scroll was moving, in points per second.
    public var velocity: CGVector
    /// The size of the content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes the scroll view scrolls on.
    public var axes: Axis.Set
}

/// Scrolling that settles on whole pages, the size of the scroll view.
public struct PagingScrollTargetBehavior: BuiltInScrollTargetBehavior {
    public init() {}

    var snapName: String { "paging" }

    /// Rounds the target to the nearest page on each axis.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let size = context.containerSize
        if context.axes.contains(.horizontal), size.width > 0 {
            target.rect.origin.x = (target.rect.origin.x / size.width).rounded() * size.width
        }
        if context.axes.contains(.vertical), size.height > 0 {
            target.rect.origin.y = (target.rect.origin.y / size.height).rounded() * size.height
        }
    }
}

/// Scrolling that settles with a view of the scroll view's
/// `scrollTargetLayout()` at its leading or top edge.
public struct ViewAlignedScrollTargetBehavior: BuiltInScrollTargetBehavior {
    /// How many views one scroll may pass.
    public struct LimitBehavior: Hashable, Sendable {
        let name: String
        /// Limited where the size class along the scroll axis is compact.
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        /// One view at a time.
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        /// Any number of views.
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    var snapName: String { limitBehavior == .always ? "viewAligned always" : "viewAligned" }

    /// The display aligns to the views' frames, which the core does not
    /// know: the target is left as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages, the size of the scroll view.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with one of the views of the scroll target layout at the edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles with one of the views of the scroll target layout at the edge,
    /// passing at most one at a time with `.always`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
