// The item drag under way in an app: the page says where it begins and where
// it ends; the items stay here, as providers, and only element IDs go to the
// page and back. One app's windows share it, so a drag can cross them.

import Foundation

@MainActor
final class ItemDragState {
    /// The items of the drag under way (none: no drag).
    private(set) var providers: [NSItemProvider] = []

    func begin(_ providers: [NSItemProvider]) { self.providers = providers }
    func end() { providers = [] }
}
