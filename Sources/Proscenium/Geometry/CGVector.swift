import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector (CoreGraphics's, which Linux Foundation lacks):
/// a scroll's velocity (`ScrollTargetBehaviorContext`).
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
#endif
