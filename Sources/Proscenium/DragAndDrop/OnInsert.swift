// `ForEach(...).onInsert(of:perform:)`: items dragged between the rows of a
// `List` are inserted into the data. Each row made by the content is a drop
// target (`dropTarget` `insert`); a drop on its top half inserts before it,
// on its bottom half after it.

import Foundation
import ProsceniumHost

/// The insert action of the `ForEach` an item comes from.
struct InsertAction {
    let types: [String]
    let action: (Int, [NSItemProvider]) -> Void
}

struct InsertActionKey: ViewTraitKey {
    static var defaultValue: InsertAction? { nil }
}

extension DynamicViewContent {
    /// Sets the insert action for the dynamic view: `action` gets the offset
    /// in `data` to insert at and the dropped items of `supportedContentTypes`.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        onInsert(of: supportedContentTypes.map(\.identifier), perform: action)
    }

    /// Sets the insert action for the dynamic view (type identifiers as strings).
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onInsert(of acceptedTypeIdentifiers: [String],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        EditableDynamicContent(base: self) { $0[InsertActionKey.self] = InsertAction(types: acceptedTypeIdentifiers, action: action) }
    }
}

extension DynamicViewContent {
    /// Sets the action that takes values of `payloadType` dropped between
    /// the rows: `action` gets the values (those that load) and the offset
    /// in `data` to insert them at, as `onInsert(of:perform:)` gives it.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void)
        -> some DynamicViewContent where T: Transferable {
        // Called on the main actor, and the values are handed back to it.
        let action = UncheckedBox(value: action)
        return onInsert(of: T.importedContentTypes()) { offset, providers in
            Task { @MainActor in
                let values = await NSItemProvider.loadTransferables(T.self, from: providers)
                if !values.isEmpty { action.value(values, offset) }
            }
        }
    }
}

extension RenderContext {
    /// Makes a list row at `index` of its `ForEach` a place to insert dropped items.
    mutating func acceptInserts(_ insert: InsertAction?, at index: Int?, into attributes: inout ElementAttributes) {
        guard let insert, let index else { return }
        attributes[.dropTarget] = "insert"
        acceptItemDrops(types: { insert.types }) { event, providers in
            let below = (event.y ?? 0) > (event.height ?? 0) / 2
            insert.action(index + (below ? 1 : 0), providers)
        }
    }

    /// Hears items dropped on this element (it marks itself a drop target):
    /// `perform` gets the drop's event and the dragged items of `types()`,
    /// when there are any. Files dropped from outside the page join the drag.
    mutating func acceptItemDrops(types: @escaping @MainActor () -> [String],
                                  perform: @escaping @MainActor (HostEvent, [NSItemProvider]) -> Void) {
        let node = self.node
        acceptDroppedFiles()
        on(.drop) { [weak node] event in
            guard let services = node?.graph.services else { return }
            services.itemDrag.handle(event) { handleDrop(event, services) }
        }
        func handleDrop(_ event: HostEvent, _ services: RuntimeServices) {
            switch event.value {
            case "enter", "move", "exit": return
            case "drop":
                let types = types()
                let providers = services.itemDrag.providers.filter { provider in
                    types.contains { provider.hasItemConformingToTypeIdentifier($0) }
                }
                guard !providers.isEmpty else { return }
                perform(event, providers)
            default:
                services.droppedEvents.dropped("unknown drop phase", kind: event.kind.rawValue)
            }
        }
    }
}
