import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Sets whether this view mirrors its contents horizontally when the
    /// layout direction is right-to-left: when `enabled`, the view is drawn
    /// flipped about its center in a right-to-left environment.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(LayoutDirectionFlip(behavior: enabled ? .mirrors : .fixed))
    }

    /// Sets the behavior of this view for different layout directions: the
    /// view is drawn flipped horizontally about its center when the
    /// environment's direction is the one `behavior` mirrors in.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionFlip(behavior: behavior))
    }
}
