// The item drag under way in an app: the page says where it begins and where
// it ends; the items stay here, as providers, and only element IDs go to the
// page and back. One app's windows share it, so a drag can cross them.

import Foundation
package import ProsceniumHost

@MainActor
package final class ItemDragState {
    /// The items of the drag under way (none: no drag).
    package private(set) var providers: [NSItemProvider] = []

    /// Whether the items are files from outside the page, whose contents
    /// come only when they are dropped.
    package private(set) var fromOutside = false

    package func begin(_ providers: [NSItemProvider]) {
        self.providers = providers
        fromOutside = false
    }

    package func end() {
        providers = []
        fromOutside = false
    }

    /// Runs `body` for a `drop` event. Files from outside the page (`key`
    /// `files`) begin with their first `enter` and end with `exit` or `drop`:
    /// they have no source to end them.
    package func handle(_ event: HostEvent, _ body: () -> Void) {
        let outside = event.key == "files"
        if outside, event.value == "enter" { beginFiles() }
        body()
        if outside, event.value == "exit" || event.value == "drop" { end() }
    }

    /// Files dragged in from the person's desktop: until they are dropped the
    /// page knows only that they are files, so one stands for them.
    package func beginFiles() {
        guard !fromOutside else { return }
        let placeholder = NSItemProvider()
        placeholder.registerDataRepresentation(forTypeIdentifier: "public.file-url", visibility: .all) { completion in
            completion(nil, NSError(domain: NSItemProvider.errorDomain, code: NSItemProvider.ErrorCode.itemUnavailableError.rawValue))
            return nil
        }
        providers = [placeholder]
        fromOutside = true
    }

    /// A dropped file's contents arrived: it is saved to a folder of its own
    /// and offered as its URL and its contents (`NSItemProvider(contentsOf:)`).
    /// False when the name or contents are unusable.
    package func addDroppedFile(name: String, base64: String) -> Bool {
        let safe = (name as NSString).lastPathComponent
        guard fromOutside, !safe.isEmpty, safe != ".", safe != "..", !safe.contains("/"),
              let data = Data(base64Encoded: base64) else { return false }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("proscenium-drops", isDirectory: true)
            .appendingPathComponent(UUID().uuidString, isDirectory: true)
        let file = folder.appendingPathComponent(safe)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: file)
        } catch { return false }
        guard let provider = NSItemProvider(contentsOf: file) else { return false }
        // The first file replaces the placeholder.
        if providers.count == 1, providers[0].registeredTypeIdentifiers == ["public.file-url"], providers[0].suggestedName == nil {
            providers = []
        }
        providers.append(provider)
        return true
    }
}
