import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Draws this view moved, turned, scaled or skewed by `transform` about
    /// its top leading corner, without changing its place in the layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(TransformModifier(
            operation: .affine(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                               d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty)),
            isIdentity: transform == .identity))
    }

    /// Draws this view through a projective `transform` about its top
    /// leading corner (a perspective), without changing its place in the layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(TransformModifier(operation: transform.operation, isIdentity: transform.isIdentity))
    }
}
