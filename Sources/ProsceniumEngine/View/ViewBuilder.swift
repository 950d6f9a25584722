/// Builds views from closures: any number of children, `if`/`else`, `if let`,
/// `switch`, optionals, `#if` and `for`-free `ForEach`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(.trueContent(first)) }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(.falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Views in sequence, as a builder with several children makes them.
nonisolated public struct TupleView<T>: View {
    public var value: T

    /// Views in sequence; the graph reads them through the walker made
    /// from the pack (see `TupleWalker`).
    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        TupleWalkers.register(TupleView.self) {
            TupleWalker<T, any View> { tuple, body in
                var position = 0
                for child in repeat each tuple {
                    body(position, child)
                    position += 1
                }
            }
        }
    }

    /// A value not known to be views one by one (made in generic code): the
    /// graph shows it only if it is a view itself.
    @_disfavoredOverload
    public init(_ value: T) { self.value = value }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// The view a builder's `if`/`else` or `switch` makes: one branch or the other,
/// each with its own identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public let storage: Storage
    package init(_ storage: Storage) { self.storage = storage }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view that shows nothing.
nonisolated public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Several views as one, without layout of its own; modifiers on a group apply
/// to each of its views.
public struct Group<Content> {
    public var content: Content
}

extension Group {
    /// A group of `content`, for the vocabulary's groups of scenes, commands
    /// and rotor entries (an initializer in another module must delegate).
    package init(grouping content: Content) { self.content = content }
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A type-erased view. Its identity includes the wrapped view's type: a
/// different type is a different view.
nonisolated public struct AnyView: View {
    package let storage: any View
    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    /// A view the caller holds as `any View`.
    package init(existential view: any View) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}
