import Logging

/// One open document: its value or object, its file, its type, its undo
/// history, and whether it has changes not yet saved.
@MainActor
final class DocumentBox {
    let declaration: DocumentDeclaration
    private(set) var document: Any
    private(set) var fileURL: URL?
    private(set) var contentType: UTType
    private(set) var isEditable: Bool
    let undoManager = UndoManager()
    private var savedChangeCount = 0
    /// The file as last read or written, for `WriteConfiguration.existingFile`.
    private var lastWrapper: FileWrapper?
    /// The file's modification date when last read or written: a different
    /// date at save time means another program changed it.
    private(set) var modificationDate: Date?
    /// "Untitled", "Untitled 2", ... for documents never saved.
    let untitledName: String
    weak var window: WindowInstance?
    /// Names this document's recovery copy.
    let recoveryID = UUID()
    /// Where recovery copies go (nil: the app keeps none).
    weak var recovery: RecoveryStore?
    /// What the window asks the person now, if anything.
    var prompt: DocumentPrompt?

    init(declaration: DocumentDeclaration, document: Any, fileURL: URL?, contentType: UTType, isEditable: Bool,
         wrapper: FileWrapper?, untitledName: String) {
        self.declaration = declaration
        self.document = document
        self.fileURL = fileURL
        self.contentType = contentType
        self.isEditable = isEditable
        lastWrapper = wrapper
        self.untitledName = untitledName
        modificationDate = fileURL.flatMap(Self.modificationDate(of:))
        undoManager.groupsByEvent = true
    }

    /// Opens the file at `url`, or throws a `DocumentError` saying why not.
    static func open(_ url: URL, declaration: DocumentDeclaration) throws -> DocumentBox {
        guard let type = declaration.contentType(of: url) else {
            throw DocumentError.unreadableType(url.lastPathComponent)
        }
        let wrapper: FileWrapper
        let document: Any
        do {
            wrapper = try FileWrapper(url: url, options: .immediate)
            document = try declaration.read(wrapper, type)
        } catch {
            throw DocumentError.unreadable(url.lastPathComponent, reason: DocumentError.reason(error))
        }
        let writable = FileManager.default.isWritableFile(atPath: url.path)
        return DocumentBox(declaration: declaration, document: document, fileURL: url, contentType: type,
                           isEditable: !declaration.isViewer && writable, wrapper: wrapper, untitledName: "")
    }

    var displayName: String { fileURL?.lastPathComponent ?? untitledName }

    /// Whether there are changes not yet saved.
    var isEdited: Bool { undoManager._changeCount != savedChangeCount }

    /// A new value from the editor's binding: recorded for undo (which marks
    /// the document edited) and shown.
    func edit(to newValue: Any) {
        guard isEditable else { return }
        let old = document
        document = newValue
        if undoManager.isUndoing || undoManager.isRedoing {
            undoManager.registerUndo(withTarget: self) { $0.edit(to: old) }
        } else {
            undoManager.beginUndoGrouping()
            undoManager.registerUndo(withTarget: self) { $0.edit(to: old) }
            undoManager.endUndoGrouping()
        }
        window?.documentChanged()
        recovery?.scheduleAutosave(self)
    }

    /// A document reopened from a recovery copy: it has changes not saved to its file.
    func markRecovered() {
        savedChangeCount = undoManager._changeCount - 1
    }

    /// Writes the document to `url` safely (a temporary file beside it, synced,
    /// renamed over it); on failure the original is intact and this throws.
    func save(to url: URL, as type: UTType? = nil) throws {
        let type = type ?? (url == fileURL ? contentType : declaration.contentType(of: url) ?? declaration.defaultWritableType)
        do {
            let wrapper = try declaration.write(document, type, url == fileURL ? lastWrapper : nil)
            try wrapper.write(to: url, options: .atomic, originalContentsURL: fileURL)
            lastWrapper = wrapper
        } catch {
            throw DocumentError.unwritable(url.lastPathComponent, reason: DocumentError.reason(error))
        }
        fileURL = url
        contentType = type
        savedChangeCount = undoManager._changeCount
        recovery?.remove(self)
        modificationDate = Self.modificationDate(of: url)
        isEditable = !declaration.isViewer
        window?.documentChanged()
    }

    /// Whether the file changed on disk since it was read or saved here.
    var changedOnDisk: Bool {
        guard let fileURL, let known = modificationDate, let now = Self.modificationDate(of: fileURL) else { return false }
        return now != known
    }

    /// Reads the file again, dropping unsaved changes.
    func revert() throws {
        guard let fileURL else { return }
        let fresh = try DocumentBox.open(fileURL, declaration: declaration)
        document = fresh.document
        lastWrapper = fresh.lastWrapper
        modificationDate = fresh.modificationDate
        undoManager.removeAllActions()
        savedChangeCount = undoManager._changeCount
        recovery?.remove(self)
        window?.documentChanged()
    }

    /// Follows a rename done elsewhere (File > Rename…).
    func moved(to url: URL) {
        fileURL = url
        modificationDate = Self.modificationDate(of: url)
        window?.documentChanged()
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// Why a document could not be opened or saved, in words for an alert.
enum DocumentError: Error, CustomStringConvertible, Equatable {
    case unreadableType(String)
    case unreadable(String, reason: String)
    case unwritable(String, reason: String)

    var description: String {
        switch self {
        case let .unreadableType(name): "The document “\(name)” could not be opened: this app cannot open files of its type."
        case let .unreadable(name, reason): "The document “\(name)” could not be opened. \(reason)"
        case let .unwritable(name, reason): "The document “\(name)” could not be saved. \(reason)"
        }
    }

    static func reason(_ error: Error) -> String {
        if let error = error as? CocoaError {
            switch error.code {
            case .fileReadCorruptFile: return "The file isn’t in the correct format."
            case .fileReadNoSuchFile: return "The file doesn’t exist."
            case .fileReadNoPermission: return "You don’t have permission to read it."
            case .fileWriteNoPermission: return "You don’t have permission to save it there."
            case .fileWriteOutOfSpace: return "There isn’t enough space."
            case .fileWriteVolumeReadOnly: return "The volume is read-only."
            default: break
            }
        }
        if error is DecodingError { return "The file isn’t in the correct format." }
        return "\(error)"
    }
}

/// A question a document window asks.
enum DocumentPrompt: Equatable {
    /// Closing with unsaved changes: Save, Don't Save, Cancel.
    case unsavedChanges(closing: Bool)
    /// Saving over a file another program changed: Save Anyway, Revert, Cancel.
    case changedOnDisk
    /// Something failed; OK.
    case error(String)
}

let documentLog = Logger(label: "proscenium.documents")
