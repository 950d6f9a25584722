/// An Open or Save panel: a window that browses the files of the machine the
/// app runs on. The person picks entries the panel listed (element IDs, never
/// paths), so no path typed or sent by a display can reach elsewhere.
@MainActor
final class FilePanel: @MainActor ObservableObject {
    enum Mode {
        case open(types: [UTType])
        case save(type: UTType)
        /// Choose a folder (the one shown when confirmed): files are listed but not chosen.
        case chooseFolder(action: String)
    }

    struct Entry: Identifiable, Hashable {
        let name: String
        let url: URL
        let isFolder: Bool
        let isChoosable: Bool
        var id: String { name }
    }

    /// Stored: OpenCombine makes a fresh publisher per read for objects without `@Published`.
    let objectWillChange = ObservableObjectPublisher()
    let mode: Mode
    let title: String
    private(set) var directory: URL
    var fileName: String
    var selection: String?
    var message: String?
    /// A file the person chose to save over: asked about before replacing it.
    var pendingReplace: URL?
    private let completion: (URL) -> Bool
    weak var window: WindowInstance?
    private(set) var isFinished = false
    /// Shown above the files (`fileDialogMessage`, `NSSavePanel.message`).
    var panelMessage: String?
    /// The confirming button's title instead of Open, Save or the action.
    var prompt: String?
    /// The file-name field's label instead of “Save As:”.
    var nameFieldLabel: String?
    /// Lists names starting with a dot.
    var showsHiddenFiles = false
    /// Lists a package's contents instead of showing it as one file.
    var enumeratesPackages = false
    /// Gives a chosen symbolic link's target rather than the link (Open panels).
    var resolvesAliases = true
    /// Which entries an Open or folder panel enables (all when nil).
    var isURLEnabled: ((URL) -> Bool)?
    /// Told the URL chosen, before the completion.
    var onChoose: ((URL) -> Void)?

    /// `completion` gets the chosen URL and returns whether the panel may close
    /// (false when opening or saving failed; the panel then shows `message`).
    init(mode: Mode, title: String, directory: URL, fileName: String = "", completion: @escaping (URL) -> Bool) {
        self.mode = mode
        self.title = title
        self.directory = directory.standardizedFileURL
        self.fileName = fileName
        self.completion = completion
    }

    var isSave: Bool { if case .save = mode { true } else { false } }

    /// The confirming button's title.
    var actionTitle: String {
        if let prompt, !prompt.isEmpty { return prompt }
        return switch mode {
        case .open: "Open"
        case .save: "Save"
        case let .chooseFolder(action): action
        }
    }

    /// The folder's entries: folders first, then files; in an Open panel only
    /// files of the readable types can be chosen.
    var entries: [Entry] {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { showsHiddenFiles || !$0.hasPrefix(".") }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { name in
                let url = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
                let type = UTType(filenameExtension: url.pathExtension)
                // A package (an `.app`, a `.bundle`) is one file unless its contents are asked for.
                let isPackage = isDirectory.boolValue && type?.conforms(to: .package) == true
                let isFolder = isDirectory.boolValue && (enumeratesPackages || !isPackage)
                var choosable: Bool
                switch mode {
                case let .open(types):
                    choosable = !isFolder && type.map { t in types.contains { t.conforms(to: $0) } } == true
                case .save:
                    choosable = !isFolder
                case .chooseFolder:
                    choosable = false
                }
                // Save panels never ask, as on a Mac.
                var isEnabled = true
                if !isSave, let isURLEnabled, !isURLEnabled(url) {
                    isEnabled = false
                    choosable = false
                }
                return Entry(name: name, url: url, isFolder: isFolder && isEnabled, isChoosable: choosable)
            }
            .sorted { $0.isFolder && !$1.isFolder }
    }

    func enter(_ entry: Entry) {
        guard entry.isFolder else {
            selection = entry.name
            if isSave { fileName = entry.name }
            changed()
            return
        }
        directory = entry.url.resolvingSymlinksInPath().standardizedFileURL
        selection = nil
        message = nil
        changed()
    }

    func goUp() {
        directory = directory.deletingLastPathComponent().standardizedFileURL
        selection = nil
        changed()
    }

    /// Open or Save: hands the chosen URL to the completion.
    func confirm() {
        let url: URL
        if isSave {
            let name = fileName.trimmingCharacters(in: .whitespaces)
            // The name is one entry of the folder shown, taken literally: no
            // separators, no "." or "..", nothing the C path functions cut short.
            guard !name.isEmpty, !name.contains("/"), name != ".", name != "..",
                  !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                message = "Enter a file name (without “/”)."
                changed()
                return
            }
            url = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue {
                    message = "“\(name)” is a folder. Choose another name."
                    changed()
                    return
                }
                if pendingReplace != url {
                    pendingReplace = url
                    changed()
                    return
                }
            }
            pendingReplace = nil
        } else if case .chooseFolder = mode {
            url = directory
        } else {
            guard let selection, let entry = entries.first(where: { $0.name == selection && $0.isChoosable }) else {
                message = "Choose a document to open."
                changed()
                return
            }
            url = resolvesAliases ? entry.url.resolvingSymlinksInPath() : entry.url
        }
        onChoose?(url)
        if completion(url) {
            isFinished = true
            if let window { window.session?.close(window) }
        } else {
            changed()
        }
    }

    /// Called when the person cancels (or closes the panel's window).
    var onCancel: (() -> Void)?

    func cancel() {
        guard !isFinished else { return }
        isFinished = true
        onCancel?()
        if let window { window.session?.close(window) }
    }

    private func changed() { objectWillChange.send() }
}

/// The panel's window content.
struct FilePanelView: View {
    @MainActor @ObservedObject var panel: FilePanel

    @MainActor var body: some View {
        let panel = self.panel
        let message = Binding<Bool>(get: { panel.message != nil }, set: { if !$0 { panel.message = nil } })
        VStack(alignment: .leading) {
            if let panelMessage = panel.panelMessage { Text(panelMessage) }
            HStack {
                Button("Enclosing Folder") { panel.goUp() }
                Text(panel.directory.path)
            }
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(panel.entries) { entry in
                        Button(entry.isFolder ? "\(entry.name)/" : entry.name) { panel.enter(entry) }
                            ._disabled(!entry.isFolder && !entry.isChoosable)
                            .accessibilityLabel(entry.name)
                    }
                }
            }
            if panel.isSave {
                TextField(panel.nameFieldLabel ?? "Save As:", text: Binding(get: { panel.fileName }, set: { panel.fileName = $0 }))
            } else if let selection = panel.selection {
                Text("Selected: \(selection)")
            }
            HStack {
                Spacer()
                Button("Cancel", role: .cancel) { panel.cancel() }.keyboardShortcut(.cancelAction)
                Button(panel.actionTitle) { panel.confirm() }.keyboardShortcut(.defaultAction)
            }
        }
        .alert(panel.message ?? "", isPresented: message) { Button("OK", role: .cancel) {} }
        .alert("“\(panel.pendingReplace?.lastPathComponent ?? "")” already exists. Do you want to replace it?",
               isPresented: Binding(get: { panel.pendingReplace != nil }, set: { if !$0 { panel.pendingReplace = nil } })) {
            Button("Replace", role: .destructive) { panel.confirm() }
            Button("Cancel", role: .cancel) { panel.pendingReplace = nil }
        } message: {
            Text("A file with the same name already exists. Replacing it will overwrite its current contents.")
        }
    }
}
