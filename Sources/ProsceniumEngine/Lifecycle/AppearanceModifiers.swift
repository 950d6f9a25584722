/// Runs actions when its content enters the tree (`onAppear`) or leaves it
/// (`onDisappear`): a new identity appears, an old one disappears.
package nonisolated struct AppearanceModifier: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
    }

    package let onAppear: (() -> Void)?
    package let onDisappear: (() -> Void)?

    package final class Latest {
        package var onDisappear: (() -> Void)?
        package var appeared = false
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let latest = context.state("appearance") { Latest() }
        latest.onDisappear = onDisappear
        if !latest.appeared {
            latest.appeared = true
            let graph = context.node.graph
            if let onAppear { graph.afterUpdate(onAppear) }
            context.node.onUnmount { [weak graph] in
                // Runs after the update that removed the view, not in the middle of it.
                if let action = latest.onDisappear { graph?.afterUpdate(disappearing: true, action) }
            }
        }
        context.addChildren(content)
    }
}
