import Foundation

/// AppKit's workspace, as apps open links with it: web and mail links open
/// in a new browser tab, as `openURL` does; files and other URLs go to the
/// app itself (its documents, `onOpenURL`), since the page cannot start the
/// machine's other apps. Revealing files in the Finder
/// (`activateFileViewerSelecting(_:)`, `selectFile(_:inFileViewerRootedAtPath:)`)
/// has no visible effect: a browser page cannot open the machine's file manager.
@MainActor @preconcurrency
open class NSWorkspace: NSObject {
    /// The process's workspace.
    public static let shared = NSWorkspace()
    /// `notificationCenter`: the workspace's own.
    let workspaceCenter = NotificationCenter()

    public override init() { super.init() }

    /// Opens `url`; false when no page is connected to open it in.
    @discardableResult
    open func open(_ url: URL) -> Bool {
        guard let session = NSApplication.shared.runtime?.modalSession else { return false }
        session.openExternal(url)
        return true
    }
}
