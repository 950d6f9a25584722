import Foundation

/// What the workspace says about files and apps on this machine.
extension NSWorkspace {
    /// The centre the workspace posts its notifications to (apps launching,
    /// the machine sleeping), apart from `NotificationCenter.default` as on
    /// a Mac.
    public var notificationCenter: NotificationCenter { workspaceCenter }

    /// The icon the Finder shows for the file at `fullPath`: a folder, an
    /// app, or a document (the `folder`, `app` and `doc` symbols; a file
    /// that does not exist gets a document's).
    public func icon(forFile fullPath: String) -> NSImage {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: fullPath, isDirectory: &isFolder)
        let name: String
        if fullPath.hasSuffix(".app") { name = "app" } else if exists && isFolder.boolValue { name = "folder" } else { name = "doc" }
        return NSImage(content: .symbol(name), accessibilityText: (fullPath as NSString).lastPathComponent)
    }

    /// Where the app with `bundleIdentifier` is: this app's bundle for its
    /// own identifier; nil for others, since the page cannot start the
    /// machine's other apps.
    public func urlForApplication(withBundleIdentifier bundleIdentifier: String) -> URL? {
        Bundle.main.bundleIdentifier == bundleIdentifier ? Bundle.main.bundleURL : nil
    }

    /// Shows files in the Finder. A browser page cannot open the machine's
    /// file manager: nothing shows.
    public func activateFileViewerSelecting(_ fileURLs: [URL]) {}

    /// Shows a file in the Finder. A browser page cannot open the machine's
    /// file manager: nothing shows, and the answer is false.
    public func selectFile(_ fullPath: String?, inFileViewerRootedAtPath rootFullPath: String) -> Bool { false }
}
