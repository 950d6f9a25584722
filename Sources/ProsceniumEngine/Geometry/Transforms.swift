package import ProsceniumHost

extension Angle {
    /// Degrees without the float noise of the radians round trip (30° stays 30).
    package var tidyDegrees: Double { (degrees * 1e9).rounded() / 1e9 }
}

extension UnitPoint {
    package var transformAnchor: TransformValue.Anchor { TransformValue.Anchor(x: Double(x), y: Double(y)) }
}

/// Leaves a transform for the next element down, composed with those applied
/// outside it: SwiftUI applies the innermost effect first, so it goes last.
package nonisolated struct TransformModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(operation: TransformValue.Operation, isIdentity: Bool = false) {
        self.operation = operation
        self.isIdentity = isIdentity
    }

    package let operation: TransformValue.Operation
    package var isIdentity = false

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        if !isIdentity { context.childEnvironment.appendPendingTransform(operation) }
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    /// Adds `operation` inside the transform pending for the next element down.
    package mutating func appendPendingTransform(_ operation: TransformValue.Operation) {
        let outer = pendingElementAttributes[.transform]?.transform ?? TransformValue([])
        pendingElementAttributes[.transform] = .transform(outer.appending(operation))
    }
}
