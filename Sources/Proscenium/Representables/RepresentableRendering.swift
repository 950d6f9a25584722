import ProsceniumHost

/// What a representable's node keeps across renders: the coordinator and
/// the view (or controller) it made once, and how to dismantle them.
@MainActor
final class RepresentableStorage {
    var made: AnyObject?
    var coordinator: Any?
}

/// The one way the four representable protocols run: the coordinator and
/// the view (or controller) are made once per view identity, then updated on
/// every render (the first included), and dismantled when the view leaves.
/// The view made is shown as a child (`PlatformViewContent`), so that its own
/// changes show without updating the representable again.
@MainActor
struct RepresentableDriver<Coordinator, Made: AnyObject> {
    let makeCoordinator: () -> Coordinator
    let make: (Coordinator, Transaction, EnvironmentValues) -> Made
    let update: (Made, Coordinator, Transaction, EnvironmentValues) -> Void
    let dismantle: (Made, Coordinator) -> Void
    /// `sizeThatFits` for the unspecified proposal: the view's ideal size.
    let idealSize: (Made, Coordinator, Transaction, EnvironmentValues) -> CGSize?
    let shownView: (Made) -> NSView

    func render(into context: inout RenderContext) {
        let storage = context.state("representable") { RepresentableStorage() }
        let transaction = context.node.graph.renderTransaction
        let environment = context.environment
        let made: Made
        let coordinator: Coordinator
        if let existing = storage.made as? Made, let kept = storage.coordinator as? Coordinator {
            made = existing
            coordinator = kept
        } else {
            coordinator = makeCoordinator()
            made = make(coordinator, transaction, environment)
            storage.made = made
            storage.coordinator = coordinator
            let dismantle = self.dismantle
            context.node.onUnmount { [storage] in
                guard let made = storage.made as? Made, let coordinator = storage.coordinator as? Coordinator else { return }
                storage.made = nil
                storage.coordinator = nil
                dismantle(made, coordinator)
                (made as? NSViewController)?.disappeared()
            }
            if let controller = made as? NSViewController {
                context.node.graph.afterUpdate { [weak controller] in controller?.appeared() }
            }
        }
        update(made, coordinator, transaction, environment)
        let view = shownView(made)
        // The page lays out, so it cannot ask again for each proposal: the
        // size for the unspecified one (the ideal size) is the view's size.
        let size = idealSize(made, coordinator, transaction, environment)
        context.addChildren(PlatformViewContent(view: view, size: size).id(ObjectIdentifier(view)))
    }
}

/// Representable views (which types are is one of `ViewTypeFacts`).
@MainActor
enum Representables {
    /// Renders a representable view (`ViewTypeFacts.Facts.isRepresentable`) with its installed dynamic properties.
    static func render(_ view: any View, into context: inout RenderContext) {
        func open<V: View>(_ view: V, _ context: inout RenderContext) {
            var installed = view
            installDynamicProperties(&installed, node: context.node)
            var inner = context
            context.node.tracked {
                switch installed {
                case let representable as any NSViewRepresentable: representable.renderRepresentable(into: &inner)
                case let representable as any UIViewRepresentable: representable.renderRepresentable(into: &inner)
                case let representable as any NSViewControllerRepresentable: representable.renderRepresentable(into: &inner)
                case let representable as any UIViewControllerRepresentable: representable.renderRepresentable(into: &inner)
                default: break
                }
            }
            context = inner
        }
        open(view, &context)
    }
}
