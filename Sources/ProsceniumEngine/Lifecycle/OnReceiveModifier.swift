import Combine

/// Subscribes to a publisher while its content is in the tree and runs the
/// latest action with each value, on the main actor.
package nonisolated struct OnReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
    package init(publisher: P, action: @escaping (P.Output) -> Void) {
        self.publisher = publisher
        self.action = action
    }

    package let publisher: P
    package let action: (P.Output) -> Void

    package final class Subscription {
        package var cancellable: AnyCancellable?
        package var action: ((P.Output) -> Void)?
    }

    @MainActor package func render(content: any View, into context: inout RenderContext) {
        let subscription = context.state("onReceive") { Subscription() }
        subscription.action = action
        if subscription.cancellable == nil {
            let graph = context.node.graph
            subscription.cancellable = publisher.sink { [weak subscription, weak graph] value in
                // Handed to the main actor and used only there; the publisher lets it go.
                nonisolated(unsafe) let value = value
                onMainActor {
                    subscription?.action?(value)
                    // A value may change state: show it (one update per value).
                    graph?.requestUpdate()
                }
            }
            context.node.onUnmount { subscription.cancellable = nil }
        }
        context.addChildren(content)
    }
}
