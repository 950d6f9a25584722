/// Starts an async task when its content appears, cancels it when the content
/// disappears, and restarts it when `id` changes.
package nonisolated struct TaskModifier<ID: Equatable>: PrimitiveModifier {
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

nonisolated extension View {
    /// Runs `action` in a task that starts when this view appears and is
    /// cancelled when it disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Like `task(priority:_:)`, and cancels and restarts the task when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
