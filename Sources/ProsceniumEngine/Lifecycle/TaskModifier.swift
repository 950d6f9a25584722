/// Starts an async task when its content appears, cancels it when the content
/// disappears, and restarts it when `id` changes.
package nonisolated struct TaskModifier<ID: Equatable>: PrimitiveModifier {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(id: ID, priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        self.id = id
        self.priority = priority
        self.action = action
    }

    package let id: ID
    package let priority: TaskPriority
    package let action: @Sendable () async -> Void

    package final class Running {
        package var task: Task<Void, Never>?
        package var id: ID?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        var isNew = false
        let running = context.state("task") { isNew = true; return Running() }
        if isNew { context.node.onUnmount { running.task?.cancel() } }
        if running.task == nil || running.id != id {
            running.task?.cancel()
            running.id = id
            let action = self.action
            let priority = self.priority
            running.task = nil
            context.node.graph.afterUpdate {
                running.task = Task(priority: priority) { await action() }
            }
        }
        context.addChildren(content)
    }
}
