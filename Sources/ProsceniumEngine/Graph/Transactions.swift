import Foundation
package import ProsceniumHost

// How a state change's transaction reaches the patches it causes.
//
// A change made in `withAnimation` (or through an animated binding) records
// the current transaction on the node it dirties. When that node renders, the
// transaction is the graph's `renderTransaction` for its whole subtree,
// changed on the way down by `.animation` and `.transaction` modifiers; a
// node rendered on its own (dirty, its parent clean) starts from what its
// ancestors' modifiers make of an empty transaction. Every patch is emitted
// with the animation of the transaction it was made in; a run of patches
// under one animation follows one `Patch.animate` marker.

extension ViewNode {
    /// Notes the transaction of a change that dirties this node. An animated
    /// transaction wins over a plain one made in the same event.
    package func noteTransaction(_ transaction: Transaction?) {
        guard let transaction else { return }
        for completion in transaction.completions { completion.claimed = true }
        guard var pending = pendingTransaction else {
            pendingTransaction = transaction
            return
        }
        pending.completions += transaction.completions
        if transaction.animation != nil || transaction.disablesAnimations || pending.animation == nil {
            let completions = pending.completions
            pending = transaction
            pending.completions = completions
        }
        pendingTransaction = pending
    }

    /// Sets the graph's transaction for this node's render and returns the
    /// one it replaces. A change of the node's own with an animation (or one
    /// that disables them) replaces what its parent renders in.
    package func beginTransaction(in graph: ViewGraph) -> Transaction {
        let outer = graph.renderTransaction
        if let pending = pendingTransaction {
            pendingTransaction = nil
            graph.completionsToSchedule += pending.completions.map { ($0, pending.animation?.value) }
            if pending.animation != nil || pending.disablesAnimations {
                var own = pending
                own.completions = []
                graph.renderTransaction = own
            } else if !pending.values.isEmpty {
                // Values of the change's own keys (`withTransaction(\.key, value)`)
                // reach the views it updates, whatever animation they render in.
                graph.renderTransaction.values.merge(pending.values) { _, own in own }
            }
        }
        transactionModifier = nil
        return outer
    }

    /// The transaction a node rendering on its own starts from: what its
    /// ancestors' modifiers make of an empty one, outermost first.
    package func inheritedTransaction() -> Transaction {
        var modifiers: [(inout Transaction) -> Void] = []
        var ancestor = parent
        while let node = ancestor {
            if let modifier = node.transactionModifier { modifiers.append(modifier) }
            ancestor = node.parent
        }
        var transaction = Transaction()
        for modifier in modifiers.reversed() { modifier(&transaction) }
        return transaction
    }
}

extension ViewGraph {
    /// The animation patches made now are made under.
    package var renderAnimation: AnimationValue? { renderTransaction.animation?.value }

    package func noteAnimated(_ animation: AnimationValue) {
        longestAnimationThisFlush = max(longestAnimationThisFlush ?? 0, animation.totalDuration)
    }

    /// Runs the completions of this flush's transactions once its animations
    /// are done: at once when it animated nothing, never for one that repeats
    /// forever.
    package func scheduleCompletions() {
        let completions = completionsToSchedule
        let longest = longestAnimationThisFlush
        completionsToSchedule = []
        longestAnimationThisFlush = nil
        guard !completions.isEmpty else { return }
        let delay = longest ?? 0
        for (completion, animation) in completions {
            // An animation that says when it is logically complete (a custom
            // one's, `logicallyComplete(after:)`) runs such completions then.
            var wait = delay
            if completion.criteria == .logicallyComplete, let logical = animation?.logicalTotalDuration {
                wait = min(wait, logical)
            }
            guard wait.isFinite else { continue }
            DispatchQueue.main.asyncAfter(deadline: .now() + wait) { completion.run() }
        }
    }
}

extension RenderContext {
    /// Changes the transaction this view's subtree renders in, now and for
    /// descendants that render on their own later in this flush.
    package mutating func transformTransaction(_ transform: @escaping (inout Transaction) -> Void) {
        let previous = node.transactionModifier
        let combined: (inout Transaction) -> Void = { transaction in
            previous?(&transaction)
            transform(&transaction)
        }
        node.transactionModifier = combined
        transform(&node.graph.renderTransaction)
    }
}
