import ProsceniumHost

/// A matrix to use in an RGBA colour transformation: five columns, each
/// with a red, green, blue and alpha component. Each output channel is the
/// dot product of its row with the input (red, green, blue, alpha, 1), so
/// the fifth column adds a constant. Draw with one through
/// `GraphicsContext.Filter.colorMatrix(_:)`.
@frozen public struct ColorMatrix: Equatable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix: colours pass unchanged.
    @inlinable public init() {}

    /// The twenty values row by row (red's five, then green's, blue's, alpha's).
    var rows: [Double] {
        [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init)
    }
}

extension GraphicsContext.Filter {
    /// What is drawn next with each colour transformed by `matrix`.
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        GraphicsContext.Filter(value: .colorMatrix(matrix.rows))
    }
}
