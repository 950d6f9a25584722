/// Runs an action after the value it watches changes between two updates.
package nonisolated struct OnChangeModifier<Value: Equatable>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }

    package let value: Value
    package let initial: Bool
    package let action: (Value, Value) -> Void

    package final class Last {
        package var value: Value?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let last = context.state("onChange") { Last() }
        let graph = context.node.graph
        let action = self.action
        let new = value
        if let old = last.value {
            if old != new { graph.afterUpdate { action(old, new) } }
        } else if initial {
            graph.afterUpdate { action(new, new) }
        }
        last.value = new
        context.addChildren(content)
    }
}
