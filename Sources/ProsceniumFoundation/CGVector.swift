import Foundation

/// A two-dimensional vector, as Core Graphics defines it (Linux's
/// Foundation lacks it): a scroll's velocity (`ScrollTargetBehaviorContext`).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public static var zero: CGVector { CGVector() }
}
