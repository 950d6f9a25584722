// What a drop target is told about a drag over it (`DropInfo`), what it
// answers (`DropProposal`), and the delegate that hears it all (`DropDelegate`).

import Foundation

/// The current state of a drop: where the pointer is over the drop target
/// and the items the drag carries.
public struct DropInfo {
    /// The location of the drag in the coordinate space of the drop view.
    public var location: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether at least one item conforms to at least one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        hasItemsConforming(to: contentTypes.map(\.identifier))
    }

    /// Whether at least one item conforms to at least one of `types`.
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool {
        !itemProviders(for: types).isEmpty
    }

    /// The item providers with an item conforming to at least one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        itemProviders(for: contentTypes.map(\.identifier))
    }

    /// The item providers with an item conforming to at least one of `types`.
    @available(macOS, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        providers.filter { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
}

/// Operation types that determine how a drag and drop session handles the
/// transfer of data.
public enum DropOperation: Sendable, Hashable {
    /// The drop is cancelled: no data is transferred.
    case cancel
    /// The drop is forbidden here: no data is transferred.
    case forbidden
    /// The data is copied to the destination.
    case copy
    /// The data is moved to the destination.
    case move
}

/// The behavior of a drop.
public struct DropProposal: Sendable, CustomDebugStringConvertible {
    /// The drop operation that the drop proposes to perform.
    public let operation: DropOperation
    /// The drop operation for drops outside the source application.
    public let operationOutsideApplication: DropOperation?

    public init(operation: DropOperation) {
        self.operation = operation
        operationOutsideApplication = nil
    }

    public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
        operation = withinApplication
        operationOutsideApplication = outsideApplication
    }

    public var debugDescription: String { "DropProposal(operation: \(operation))" }
}

/// An interface that you implement to interact with a drop operation in a
/// view modified to accept drops (`onDrop(of:delegate:)`).
@MainActor @preconcurrency
public protocol DropDelegate {
    /// Whether the drop may go ahead: called when a drag with items of the
    /// expected types enters the view. The default is `true`.
    func validateDrop(info: DropInfo) -> Bool
    /// Incorporates the dropped items; `true` if the drop succeeded.
    func performDrop(info: DropInfo) -> Bool
    /// A validated drop entered the view.
    func dropEntered(info: DropInfo)
    /// A validated drop moved inside the view: the operation it would
    /// perform there, or nil for the last one (`copy` at first).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A validated drop left the view (or was dropped on it).
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}
