import Foundation
package import ProsceniumHost

/// A 3×3 projective transform of the plane (SwiftUI's `ProjectionTransform`):
/// a point (x, y) goes to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w)
/// with w = m13·x + m23·y + m33.
@frozen
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The projective form of an affine transform.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it keeps parallel lines parallel (no perspective row).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    package var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    package init(rows r: [[CGFloat]]) {
        m11 = r[0][0]; m12 = r[0][1]; m13 = r[0][2]
        m21 = r[1][0]; m22 = r[1][1]; m23 = r[1][2]
        m31 = r[2][0]; m32 = r[2][1]; m33 = r[2][2]
    }

    /// This transform followed by `rhs` (row vectors: self × rhs).
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var out = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { out[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return ProjectionTransform(rows: out)
    }

    /// Inverts it in place; returns false (and leaves it) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        guard det != 0, det.isFinite else { return false }
        func cofactor(_ r: Int, _ c: Int) -> CGFloat {
            let rs = (0..<3).filter { $0 != r }, cs = (0..<3).filter { $0 != c }
            let minor = m[rs[0]][cs[0]] * m[rs[1]][cs[1]] - m[rs[0]][cs[1]] * m[rs[1]][cs[0]]
            return (r + c).isMultiple(of: 2) ? minor : -minor
        }
        var out = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { out[i][j] = cofactor(j, i) / det } }
        self = ProjectionTransform(rows: out)
        return true
    }

    /// Its inverse (itself when it has none).
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    package var operation: TransformValue.Operation {
        .projection([m11, m12, m13, m21, m22, m23, m31, m32, m33].map(Double.init))
    }
}

extension CGPoint {
    /// The point moved by a projective transform.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        return CGPoint(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
