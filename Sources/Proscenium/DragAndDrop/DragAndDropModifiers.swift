// `onDrag` and `onDrop`: a view the person drags items from, and one that
// takes them. The page follows the pointer and reports the drag's begin on
// the source, then enter, move, exit and drop on targets (see
// ProsceniumWeb's itemdrag.js); the items stay in the app as providers.

import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Activates this view as the source of a drag and drop operation:
    /// `data` makes the item when a drag begins.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(DragSourceModifier(data: data))
    }

    /// Activates this view as the source of a drag and drop operation:
    /// once the drag begins, `preview` follows the pointer, centred over
    /// the source where the drag began.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(DragPreviewModifier(data: data, preview: preview()))
    }

    /// Defines the destination of a drag and drop operation that handles the
    /// dropped content with a closure that you specify. Files dragged in
    /// from the person's desktop arrive as copies the app can read (their
    /// file URLs and contents); a file over 700 KiB is not supported (the
    /// page uploads each in one message). Dragging between windows is not supported yet.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Defines the destination of a drag and drop operation that handles the
    /// dropped content and the drop location with a closure that you specify.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
    }

    /// Defines the destination of a drag and drop operation (type identifiers as strings).
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        onDrop(of: supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
    }

    /// Defines the destination of a drag and drop operation, handling the
    /// drop location too (type identifiers as strings).
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View {
        modifier(DropTargetModifier(types: supportedTypes, handling: .closure(isTargeted, action)))
    }

    /// Defines the destination of a drag and drop operation using behavior
    /// controlled by the delegate that you provide. A `forbidden` or `cancel`
    /// proposal from `dropUpdated` stops the drop, but the pointer's look
    /// over the target is not honoured (the page shows no copy or move badge).
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedContentTypes.map(\.identifier), delegate: delegate)
    }

    /// Defines the destination of a drag and drop operation using behavior
    /// controlled by the delegate that you provide (type identifiers as strings).
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        modifier(DropTargetModifier(types: supportedTypes, handling: .delegate(UncheckedDelegate(delegate: delegate))))
    }
}

/// A delegate handed to a nonisolated modifier; it is only used on the main actor.
struct UncheckedDelegate: @unchecked Sendable {
    // Unchecked: the delegate is made in a view's body and called on the main actor only.
    let delegate: any DropDelegate
}

/// The closure forms of `onDrop` as a delegate: `isTargeted` follows the
/// drag in and out, and a drop hands over the providers of the expected types.
@MainActor
struct ClosureDropDelegate: DropDelegate {
    let types: [String]
    let isTargeted: Binding<Bool>?
    let action: ([NSItemProvider], CGPoint) -> Bool

    func dropEntered(info: DropInfo) { isTargeted?.wrappedValue = true }
    func dropExited(info: DropInfo) { isTargeted?.wrappedValue = false }
    func performDrop(info: DropInfo) -> Bool { action(info.itemProviders(for: types), info.location) }
}

nonisolated struct DragSourceModifier: PrimitiveModifier {
    let data: () -> NSItemProvider

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.childEnvironment.pendingElementAttributes[.dragSource] = true
        context.onItemDrag(data)
        context.addChildren(content)
    }
}

/// A drag source with a preview of its own: a `layer` (role `dragPreview`)
/// whose second child, hidden, is what the page drags.
nonisolated struct DragPreviewModifier<Preview: View>: PrimitiveModifier {
    let data: () -> NSItemProvider
    let preview: Preview

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.setElement(.layer, [.role: "dragPreview", .alignment: .alignment(.center), .dragSource: true])
        context.onItemDrag(data)
        context.addChildren(content, slot: "base")
        context.addChildren(ZStack { preview }, slot: "layer")
    }
}

extension RenderContext {
    /// Takes the contents of files dropped from outside the page (`fileDrop`).
    mutating func acceptDroppedFiles() {
        let node = self.node
        on(.fileDrop) { [weak node] event in
            guard let services = node?.graph.services else { return }
            if !services.itemDrag.addDroppedFile(name: event.key ?? "", base64: event.value ?? "") {
                services.droppedEvents.dropped("unusable dropped file", kind: event.kind.rawValue)
            }
        }
    }

    /// Makes the drag's items with `data` when the page says a drag of this element began.
    mutating func onItemDrag(_ data: @escaping () -> NSItemProvider) {
        let node = self.node
        on(.itemDrag) { [weak node] event in
            guard let services = node?.graph.services else { return }
            switch event.value {
            case "begin": services.itemDrag.begin([data()])
            case "end": services.itemDrag.end()
            default: services.droppedEvents.dropped("unknown item drag phase", kind: event.kind.rawValue)
            }
        }
    }
}

/// What a drop target remembers while a drag is over it.
@MainActor
final class DropTargetSession {
    /// The drag over it was validated (`dropEntered` was called).
    var validated = false
    /// The last operation `dropUpdated` proposed.
    var operation = DropOperation.copy
}

nonisolated struct DropTargetModifier: PrimitiveModifier {
    /// Who hears the drag: the closure forms of `onDrop`, or a delegate.
    enum Handling {
        case closure(Binding<Bool>?, ([NSItemProvider], CGPoint) -> Bool)
        case delegate(UncheckedDelegate)

        @MainActor func delegate(types: [String]) -> any DropDelegate {
            switch self {
            case let .closure(isTargeted, action): ClosureDropDelegate(types: types, isTargeted: isTargeted, action: action)
            case let .delegate(box): box.delegate
            }
        }
    }

    let types: [String]
    let handling: Handling

    @MainActor func render(content: any View, into context: inout RenderContext) {
        context.childEnvironment.pendingElementAttributes[.dropTarget] = true
        let session = context.state("drop") { DropTargetSession() }
        let types = self.types, handling = self.handling, node = context.node
        let enabled = context.environment.isEnabled
        context.acceptDroppedFiles()
        context.on(.drop) { [weak node] event in
            guard let services = node?.graph.services else { return }
            services.itemDrag.handle(event) { handleDrop(event, services) }
        }
        func handleDrop(_ event: HostEvent, _ services: RuntimeServices) {
            let info = DropInfo(location: CGPoint(x: event.x ?? 0, y: event.y ?? 0), providers: services.itemDrag.providers)
            let delegate = handling.delegate(types: types)
            switch event.value {
            case "enter":
                // A drag with none of the expected types, or refused, does not activate the target.
                session.validated = enabled && info.hasItemsConforming(to: types) && delegate.validateDrop(info: info)
                session.operation = .copy
                guard session.validated else { return }
                delegate.dropEntered(info: info)
                if let proposal = delegate.dropUpdated(info: info) { session.operation = proposal.operation }
            case "move":
                guard session.validated else { return }
                if let proposal = delegate.dropUpdated(info: info) { session.operation = proposal.operation }
            case "exit":
                guard session.validated else { return }
                session.validated = false
                delegate.dropExited(info: info)
            case "drop":
                guard session.validated else { return }
                session.validated = false
                if session.operation == .copy || session.operation == .move { _ = delegate.performDrop(info: info) }
                delegate.dropExited(info: info)
            default:
                services.droppedEvents.dropped("unknown drop phase", kind: event.kind.rawValue)
            }
        }
        context.addChildren(content)
    }
}
