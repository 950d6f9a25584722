nonisolated extension View {
    /// Runs `action` in a task that starts when this view appears and is
    /// cancelled when it disappears. The action runs on the actor of the
    /// code that wrote it (a view's `body`: the main actor), as SwiftUI's.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Like `task(priority:_:)`, and cancels and restarts the task when `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
