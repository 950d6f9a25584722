import ProsceniumHost

nonisolated extension View {
    /// Shows the changes in this view made when `value` changes with
    /// `animation` (`nil`: at once), whatever transaction made them, unless
    /// the transaction `disablesAnimations`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Shows every change in this view with `animation`.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @available(macOS, introduced: 10.15, deprecated: 12.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        })
    }

    /// Shows the changes of the modifiers applied in `body` with `animation`;
    /// the content (the placeholder `body` is given) keeps the transaction it had.
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let outer = TransactionMemory()
        let inner = body(PlaceholderContentView(content: self, outer: outer))
        return ScopedTransaction(content: inner, outer: outer) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Changes the transaction of every change in this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform))
    }

    /// Changes the transaction of the changes in this view made when `value` changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(ValueTransactionModifier(value: value, transform: transform))
    }

    /// Changes the transaction of the modifiers applied in `body`.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let outer = TransactionMemory()
        let inner = body(PlaceholderContentView(content: self, outer: outer))
        return ScopedTransaction(content: inner, outer: outer, transform: transform)
    }
}

/// Runs a transform on the transaction of everything below.
nonisolated struct TransactionModifier: PrimitiveModifier {
    let transform: (inout Transaction) -> Void
    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.transformTransaction(transform)
        context.addChildren(content)
    }
}

/// The value an `.animation(_:value:)` saw last, and in which flush it changed.
final class ChangeMemory<V: Equatable> {
    var value: V?
    var changedIn = -1

    /// Notes `value`; returns whether it differs from the last one seen in an earlier flush.
    @MainActor func note(_ value: V, graph: ViewGraph) -> Bool {
        if let last = self.value, last != value { changedIn = graph.flushGeneration }
        self.value = value
        return changedIn == graph.flushGeneration
    }
}

/// Transforms the transaction below in the flush its value changed in.
@MainActor
func transformWhenChanged<V: Equatable>(_ value: V, _ context: inout RenderContext,
                                        _ transform: @escaping (inout Transaction) -> Void) {
    let graph = context.node.graph
    let memory = context.state("changeMemory") { ChangeMemory<V>() }
    guard memory.note(value, graph: graph) else { return }
    let generation = graph.flushGeneration
    context.transformTransaction { [weak graph] transaction in
        // Descendants rendering later in another flush see no change.
        guard graph?.flushGeneration == generation else { return }
        transform(&transaction)
    }
}

nonisolated struct ValueAnimationModifier<V: Equatable>: PrimitiveModifier {
    let animation: Animation?
    let value: V
    @MainActor func render(content: any View, into context: inout RenderContext) {
        let animation = self.animation
        transformWhenChanged(value, &context) { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
        context.addChildren(content)
    }
}

nonisolated struct ValueTransactionModifier<V: Equatable>: PrimitiveModifier {
    let value: V
    let transform: (inout Transaction) -> Void
    @MainActor func render(content: any View, into context: inout RenderContext) {
        transformWhenChanged(value, &context, transform)
        context.addChildren(content)
    }
}

/// The transaction outside an `.animation(_:body:)`, for its placeholder.
final class TransactionMemory {
    var transaction = Transaction()
}

/// `.animation(_:body:)` and `.transaction(_:body:)`: the transform applies to
/// `content` (the body's modifiers); the placeholder inside restores `outer`.
nonisolated struct ScopedTransaction<Content: View>: PrimitiveView {
    let content: Content
    let outer: TransactionMemory
    let transform: (inout Transaction) -> Void
    @MainActor func render(into context: inout RenderContext) {
        outer.transaction = context.node.graph.renderTransaction
        context.transformTransaction(transform)
        context.addChildren(content)
    }
}

/// The view an `.animation(_:body:)` or `.transaction(_:body:)` body is
/// given: the modified view, shown with the transaction from outside.
nonisolated public struct PlaceholderContentView<Value>: View {
    let content: any View
    /// The transaction outside (`.animation(_:body:)`); nil keeps the one it renders in.
    let outer: TransactionMemory?
    public typealias Body = Never
    public var body: Never { fatalError("PlaceholderContentView is primitive") }
}

extension PlaceholderContentView: PrimitiveView {
    @MainActor package func render(into context: inout RenderContext) {
        if let outer = self.outer?.transaction { context.transformTransaction { $0 = outer } }
        context.addChildren(content)
    }
}
