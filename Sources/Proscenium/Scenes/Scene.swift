/// A part of an app's user interface with a life cycle the platform manages:
/// a window group, a single window, the settings window, a menu-bar extra, a
/// document group.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Scenes the runtime realises itself.
@MainActor
protocol PrimitiveScene: Scene where Body == Never {
    /// Describes this scene's declaration for one evaluation of the app's body.
    func declare(into context: inout RenderContext)
}

extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Builds scenes from closures: several scenes, `if`, `#if os(...)`.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<(repeat each Content)> {
        TupleScene((repeat each content))
    }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: Scene>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: Scene, F: Scene>(first: T) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .first(first)) }
    public static func buildEither<T: Scene, F: Scene>(second: F) -> _ConditionalScene<T, F> { _ConditionalScene(storage: .second(second)) }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes, as a scene builder with several children makes them.
nonisolated public struct TupleScene<T>: Scene {
    let value: T

    init<each Content: Scene>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        TupleWalkers.register(TupleScene.self) {
            TupleWalker<T, any Scene> { tuple, body in
                var position = 0
                for scene in repeat each tuple {
                    body(position, scene)
                    position += 1
                }
            }
        }
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// One of two scenes, from a builder's `if`/`else`.
nonisolated public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: Scene where Wrapped: Scene {
    public var body: Never { fatalError() }
}

extension Group: Scene where Content: Scene {
    public init(@SceneBuilder content: () -> Content) { self.init(grouping: content()) }
    public var body: Never { fatalError() }
}

// MARK: Scenes as nodes of the app's scene graph

/// The view the scene graph uses for a scene value: primitive scenes declare
/// themselves; custom scenes get their dynamic properties installed and their
/// body evaluated, as a view's would be.
nonisolated struct SceneNode<S: Scene>: View, PrimitiveView {
    let scene: S

    @MainActor func render(into context: inout RenderContext) {
        if let primitive = scene as? any PrimitiveScene {
            primitive.declare(into: &context)
        } else {
            let body = context.node.evaluateInstalled(scene) { $0.body }
            context.addChildren(SceneNode<S.Body>(scene: body))
        }
    }
}

extension SceneNode: ViewListProvider {
    @MainActor func appendItems(key: ItemKey, traits: ViewTraits, into items: inout [ViewItem]) {
        switch scene {
        case let tuple as any TupleSceneProtocol:
            tuple.appendSceneItems(key: key, into: &items)
        case let conditional as any ConditionalSceneProtocol:
            conditional.appendSceneItems(key: key, into: &items)
        case let optional as any OptionalSceneProtocol:
            optional.appendSceneItems(key: key, into: &items)
        case let group as any GroupSceneProtocol:
            group.appendSceneItems(key: key, into: &items)
        default:
            items.append(ViewItem(key: key, view: self, traits: traits))
        }
    }
}

@MainActor protocol TupleSceneProtocol { func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) }
@MainActor protocol ConditionalSceneProtocol { func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) }
@MainActor protocol OptionalSceneProtocol { func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) }
@MainActor protocol GroupSceneProtocol { func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) }

@MainActor
func appendScene(_ scene: any Scene, key: ItemKey, into items: inout [ViewItem]) {
    func open<S: Scene>(_ scene: S) { flattenItems(SceneNode(scene: scene), key: key, into: &items) }
    open(scene)
}

extension TupleScene: TupleSceneProtocol {
    @MainActor func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) {
        // Registered when the builder made this value.
        let walker = TupleWalkers.walker(TupleScene.self, as: TupleWalker<T, any Scene>.self)
        walker?.walk(value) { position, scene in
            appendScene(scene, key: key.appending(StructuralKey.position(position)), into: &items)
        }
    }
}

extension _ConditionalScene: ConditionalSceneProtocol {
    @MainActor func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) {
        switch storage {
        case let .first(scene): appendScene(scene, key: key.appending(StructuralKey.branch(true)), into: &items)
        case let .second(scene): appendScene(scene, key: key.appending(StructuralKey.branch(false)), into: &items)
        }
    }
}

extension Optional: OptionalSceneProtocol where Wrapped: Scene {
    func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) {
        if let scene = self { appendScene(scene, key: key.appending(StructuralKey.some), into: &items) }
    }
}

extension Group: GroupSceneProtocol where Content: Scene {
    func appendSceneItems(key: ItemKey, into items: inout [ViewItem]) {
        appendScene(content, key: key, into: &items)
    }
}
