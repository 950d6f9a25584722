// `draggable` and `dropDestination`: drag and drop of `Transferable` values.
// They ride the item-provider machinery of `onDrag`/`onDrop`: the payload is
// registered in a provider when the drag begins, and a drop loads each
// provider as the expected type before the action runs with the values.

import Foundation
import ProsceniumHost

nonisolated extension View {
    /// Activates this view as the source of a drag and drop operation: the
    /// payload is made when the drag begins and travels in every type its
    /// representations export, to this app's drop destinations. Dragging out
    /// of the browser to another app (the desktop, a native editor) is not
    /// supported: the payload stays in the app, which the page cannot hand
    /// to the person's system.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View where T: Transferable {
        onDrag { NSItemProvider(transferring: payload()) }
    }

    /// Activates this view as the source of a drag and drop operation whose
    /// preview, centred over the source, follows the pointer once the drag
    /// begins. Dragging out of the browser to another app is not supported.
    public func draggable<V, T>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View
    where V: View, T: Transferable {
        onDrag({ NSItemProvider(transferring: payload()) }, preview: preview)
    }

    /// Defines the destination of a drag and drop operation that handles the
    /// dropped content with a closure that you specify. The action runs once
    /// every dropped item is loaded as a `T` (items that cannot be are left
    /// out); files dragged in from the person's desktop arrive as copies, a
    /// `URL` destination receiving their file URLs and a `Data` one their contents.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View where T: Transferable {
        let delegate = TransferableDropDelegate(action: action, isTargeted: isTargeted)
        return modifier(DropTargetModifier(types: T.importedContentTypes().map(\.identifier),
                                           handling: .delegate(UncheckedDelegate(delegate: delegate))))
    }
}

extension NSItemProvider {
    /// A provider offering `value`'s representations.
    convenience init<T: Transferable>(transferring value: T) {
        self.init()
        register(value)
    }
}

/// `dropDestination`'s closures as a drop delegate (made where the view is
/// described, used only on the main actor).
nonisolated struct TransferableDropDelegate<T: Transferable>: DropDelegate {
    let action: ([T], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void

    @MainActor func validateDrop(info: DropInfo) -> Bool { true }
    @MainActor func dropEntered(info: DropInfo) { isTargeted(true) }
    @MainActor func dropExited(info: DropInfo) { isTargeted(false) }

    @MainActor func performDrop(info: DropInfo) -> Bool {
        let providers = info.itemProviders(for: T.importedContentTypes())
        let action = self.action, location = info.location
        Task { @MainActor in
            let values = await NSItemProvider.loadTransferables(T.self, from: providers)
            _ = action(values, location)
        }
        return true
    }
}

extension NSItemProvider {
    /// Loads a `T` from each provider, in order, leaving out those that fail.
    static func loadTransferables<T: Transferable>(_ type: T.Type, from providers: [NSItemProvider]) async -> [T] {
        var values: [T] = []
        for provider in providers {
            let result: Result<T, any Error> = await withCheckedContinuation { continuation in
                provider.loadTransferable(type: T.self) { continuation.resume(returning: $0) }
            }
            if case let .success(value) = result { values.append(value) }
        }
        return values
    }
}
