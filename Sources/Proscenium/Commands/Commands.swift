/// Menus and menu items an app adds to the menu bar: `CommandMenu`s, and
/// `CommandGroup`s placed in the standard menus.
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Commands the runtime realises itself.
@MainActor
protocol PrimitiveCommands: Commands where Body == Never {
    func declare(into context: inout RenderContext)
}

extension PrimitiveCommands {
    public var body: Never { fatalError("\(Self.self) is a primitive command set") }
}

/// Builds command sets from closures.
@resultBuilder
public struct CommandsBuilder {
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands<(repeat each C)> {
        TupleCommands((repeat each content))
    }
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    public static func buildOptional<C: Commands>(_ content: C?) -> C? { content }
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> { .init(storage: .first(first)) }
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> { .init(storage: .second(second)) }
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// No commands.
nonisolated public struct EmptyCommands: Commands, PrimitiveCommands {
    public init() {}
    func declare(into context: inout RenderContext) {}
}

/// Several command sets.
nonisolated public struct TupleCommands<T>: Commands, PrimitiveCommands {
    let value: T

    init<each Content: Commands>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        TupleWalkers.register(TupleCommands.self) {
            TupleWalker<T, any Commands> { tuple, body in
                var position = 0
                for commands in repeat each tuple {
                    body(position, commands)
                    position += 1
                }
            }
        }
    }

    @MainActor func declare(into context: inout RenderContext) {
        // Registered when the builder made this value.
        let walker = TupleWalkers.walker(TupleCommands.self, as: TupleWalker<T, any Commands>.self)
        walker?.walk(value) { position, commands in
            context.addChildren(AnyCommands(commands).node, slot: "\(position)")
        }
    }
}

/// One of two command sets, from a builder's `if`/`else`.
nonisolated public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands, PrimitiveCommands {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    @MainActor func declare(into context: inout RenderContext) {
        switch storage {
        case let .first(commands): context.addChildren(CommandsNode(commands: commands), slot: "true")
        case let .second(commands): context.addChildren(CommandsNode(commands: commands), slot: "false")
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    public var body: Never { fatalError() }
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    func declare(into context: inout RenderContext) {
        if let commands = self { context.addChildren(CommandsNode(commands: commands), slot: "some") }
    }
}

extension Group: Commands where Content: Commands {
    public init(@CommandsBuilder content: () -> Content) { self.init(grouping: content()) }
    public var body: Never { fatalError() }
}

extension Group: PrimitiveCommands where Content: Commands {
    func declare(into context: inout RenderContext) {
        context.addChildren(CommandsNode(commands: content))
    }
}

/// A type-erased command set.
@MainActor
struct AnyCommands {
    let commands: any Commands
    init(_ commands: any Commands) { self.commands = commands }

    /// The command set as a node of the commands graph.
    var node: any View {
        func open<C: Commands>(_ commands: C) -> any View { CommandsNode(commands: commands) }
        return open(commands)
    }
}

/// A command set as a node of the commands graph: primitive sets declare
/// menus and groups; custom sets get their dynamic properties (`@FocusedBinding`,
/// `@FocusedValue`, `@Environment`) installed and their body evaluated.
nonisolated struct CommandsNode<C: Commands>: View, PrimitiveView {
    let commands: C

    @MainActor func render(into context: inout RenderContext) {
        if let primitive = commands as? any PrimitiveCommands {
            primitive.declare(into: &context)
        } else {
            let body = context.node.evaluateInstalled(commands) { $0.body }
            context.addChildren(CommandsNode<C.Body>(commands: body))
        }
    }
}
