/// A piece of user interface: a description that lives only while its parent's
/// body runs. What must outlive it (state, objects, subscriptions) belongs to
/// the graph node of its identity.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// `Never`'s `Body` and `body` are declared once, in ProsceniumFoundation
/// (for `TransferRepresentation`): two modules declaring them would be ambiguous.
extension Never: View {}

/// Views that the graph realises itself (text, stacks, controls, modifiers).
/// Their `body` is never called.
@MainActor
package protocol PrimitiveView: View where Body == Never {
    /// Describes this view's element (if any) and its children for one render.
    func render(into context: inout RenderContext)
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

nonisolated extension View {
    /// Prints, when called in `body`, why the graph evaluated this body: the
    /// view's identity was new (`@self` on first appearance), its inputs changed
    /// (`@self changed`), or which dynamic properties (`_name changed`) did.
    @MainActor public static func _printChanges() {
        ViewNode.current?.printChanges(typeName: "\(Self.self)")
    }

    /// Logs why the body ran, like `_printChanges()`, to the graph's logger.
    @MainActor public static func _logChanges() {
        ViewNode.current?.printChanges(typeName: "\(Self.self)")
    }
}
