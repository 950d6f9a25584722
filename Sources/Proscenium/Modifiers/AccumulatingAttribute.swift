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
        context.childEnvironment.accumulate(name, value, rule: rule)
        context.addChildren(content)
    }
}

extension EnvironmentValues {
    /// Combines `value` with the attribute `name` pending for the next element down.
    mutating func accumulate(_ name: AttributeKey, _ value: Double, rule: AccumulatingAttributeModifier.Rule) {
        // The identity (offset 0, opacity 1) changes nothing: no attribute.
        if value == (rule == .add ? 0 : 1) { return }
        var value = value
        if let existing = pendingElementAttributes[name].flatMap { $0.length ?? $0.number } {
            value = rule == .add ? existing + value : existing * value
        }
        // Offsets are lengths; opacity is a plain quantity.
        pendingElementAttributes[name] = rule == .add ? .length(value) : .number(value)
    }
}
