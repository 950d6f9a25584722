import ProsceniumHost

/// Leaves a numeric attribute for the next element down that accumulates
/// when the modifier is applied twice to the same element, as SwiftUI's
/// effects do: two `.opacity(0.5)` make 0.25, two `.offset(x: 10)` make 20.
/// (`ElementAttributeModifier` would let the inner one win.)
nonisolated struct AccumulatingAttributeModifier: PrimitiveModifier {
    enum Rule { case add, multiply }
    let name: AttributeKey
    let value: Double
    let rule: Rule

    @MainActor func render(content: any View, into context: inout RenderContext) {
        // The identity (offset 0, opacity 1) changes nothing: no attribute.
        if value == (rule == .add ? 0 : 1) {
            context.addChildren(content)
            return
        }
        var value = self.value
        if let existing = context.childEnvironment.pendingElementAttributes[name]?.string.flatMap(Double.init) {
            value = rule == .add ? existing + value : existing * value
        }
        context.childEnvironment.pendingElementAttributes[name] = .string(formatNumber(value))
        context.addChildren(content)
    }
}
