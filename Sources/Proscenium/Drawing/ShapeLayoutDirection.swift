import Foundation
import ProsceniumHost

nonisolated extension Shape {
    /// Returns the behavior this shape should use for different layout
    /// directions: `.mirrors`, so a shape's path is drawn mirrored in a
    /// right-to-left environment unless the shape says `.fixed`.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}

nonisolated extension Rectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension RoundedRectangle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Circle { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Ellipse { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension Capsule { public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed } }
nonisolated extension OffsetShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension RotatedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension ScaledShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }
nonisolated extension TransformedShape { public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior } }

/// A path outline mirrored left to right when the shape mirrors in the
/// environment's layout direction (built-in outlines are symmetric).
@MainActor func mirroredForLayoutDirection<S: Shape>(_ outline: ShapeValue, of shape: S, size: CGSize?,
                                                      in environment: EnvironmentValues) -> ShapeValue {
    guard case let .path(path, reference) = outline.base,
          shape.layoutDirectionBehavior != .fixed,
          shape.layoutDirectionBehavior.mirrors(environment.layoutDirection) else { return outline }
    let width = reference?.x ?? Double(size?.width ?? 100)
    var mirrored = outline
    mirrored.base = .path(path.mirroredHorizontally(width: width), reference: reference)
    return mirrored
}

extension ShapePath {
    /// The path reflected about the vertical line at half of `width`.
    func mirroredHorizontally(width: Double) -> ShapePath {
        mapped { Point(x: width - $0.x, y: $0.y) }
    }
}
