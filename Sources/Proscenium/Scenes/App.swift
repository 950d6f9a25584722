/// An app: its body is the scenes it shows. `@main` on a type conforming to
/// `App` starts it on the default display (import `SwiftUI` or `ProsceniumWeb`).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

/// The root of the app's scene graph: it owns the app value, whose
/// `@StateObject`s and `@State` live in this node.
nonisolated struct AppRoot<A: App>: View, PrimitiveView {
    let app: A

    @MainActor func render(into context: inout RenderContext) {
        let scenes = context.node.evaluateInstalled(app) { $0.body }
        context.addChildren(SceneNode(scene: scenes))
    }
}
