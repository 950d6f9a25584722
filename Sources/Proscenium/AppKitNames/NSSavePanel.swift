import Foundation
import UniformTypeIdentifiers

/// AppKit's Save panel: the app's own file panel (as `fileExporter` shows),
/// which browses the files of the machine the app runs on, in the page the
/// person is using. `runModal()` waits for the answer while the app keeps
/// handling the person's events, as on a Mac; `begin(completionHandler:)`
/// does not wait.
@MainActor @preconcurrency
open class NSSavePanel: NSObject {
    /// The file the person chose, once the panel has ended with `.OK`.
    open var url: URL? { chosen.first }
    /// The folder the panel opens in (the last one a panel chose from when nil).
    open var directoryURL: URL?
    /// The types the file may have; a Save panel saves as the first (any data when empty).
    open var allowedContentTypes: [UTType] = []
    /// The file name the Save panel proposes.
    open var nameFieldStringValue = ""
    /// The panel window's title (Save or Open when nil).
    open var title: String?
    /// Shown above the panel's files.
    open var message: String?
    /// The confirming button's title (Save or Open when nil).
    open var prompt: String?
    /// The file-name field's label (“Save As:” when nil).
    open var nameFieldLabel: String?
    /// Accepted; the panel lists folders and can always go into them.
    open var canCreateDirectories = true
    /// Lists names starting with a dot.
    open var showsHiddenFiles = false
    open var isExtensionHidden = false
    open var allowsOtherFileTypes = false
    var chosen: [URL] = []

    public override init() { super.init() }

    var isSavePanel: Bool { true }

    /// Shows the panel and waits for the person: `.OK` (with `url` set) or
    /// `.cancel`. With no page connected (or from a view's body) nothing
    /// shows and the answer is `.cancel`.
    @discardableResult
    open func runModal() -> NSApplication.ModalResponse {
        NSApplication.shared.runModal(unanswered: .cancel) { self.present(in: $0, answer: $1) }
    }

    /// Shows the panel and gives `handler` the answer when the person has answered.
    open func begin(completionHandler handler: @escaping (NSApplication.ModalResponse) -> Void) {
        guard let session = NSApplication.shared.runtime?.modalSession else {
            modalLog.warning("a file panel was asked for with no page connected: not shown")
            handler(.cancel)
            return
        }
        present(in: session, answer: handler)
    }

    private func present(in session: AppSession, answer: @escaping (NSApplication.ModalResponse) -> Void) {
        chosen = []
        let directory = directoryURL ?? session.runtime?.panelDirectory ?? URL(fileURLWithPath: "/")
        let mode: FilePanel.Mode = isSavePanel ? .save(type: allowedContentTypes.first ?? .data)
                                               : .open(types: allowedContentTypes.isEmpty ? [.item] : allowedContentTypes)
        let panel = FilePanel(mode: mode, title: title ?? (isSavePanel ? "Save" : "Open"), directory: directory,
                              fileName: nameFieldStringValue) { [weak self, weak session] url in
            self?.chosen = [url]
            session?.runtime?.panelDirectory = url.deletingLastPathComponent()
            answer(.OK)
            return true
        }
        panel.panelMessage = message
        panel.prompt = prompt
        panel.nameFieldLabel = nameFieldLabel
        panel.showsHiddenFiles = showsHiddenFiles
        panel.resolvesAliases = (self as? NSOpenPanel)?.resolvesAliases ?? true
        panel.onCancel = { answer(.cancel) }
        session.showPanel(panel)
    }
}

/// AppKit's Open panel: chooses a file of `allowedContentTypes` (any file
/// when empty). The panel chooses one file at a time, so `urls` holds one
/// URL even with `allowsMultipleSelection`, and folders are gone into
/// rather than chosen (`canChooseDirectories` is accepted and not honoured).
@MainActor @preconcurrency
open class NSOpenPanel: NSSavePanel {
    /// The files the person chose, once the panel has ended with `.OK`.
    open var urls: [URL] { chosen }
    open var canChooseFiles = true
    open var canChooseDirectories = false
    open var allowsMultipleSelection = false
    open var resolvesAliases = true

    override var isSavePanel: Bool { false }
}
