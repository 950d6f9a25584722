import Combine

/// A view that runs `action` with each value `publisher` sends while
/// `content` shows: what `onReceive(_:perform:)` makes.
nonisolated public struct SubscriptionView<PublisherType, Content>: View
where PublisherType: Publisher, Content: View, PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// The publisher subscribed to while the view shows.
    public var publisher: PublisherType
    /// What runs with each value the publisher sends.
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    @MainActor public var body: some View {
        content.onReceive(publisher, perform: action)
    }
}
