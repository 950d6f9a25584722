import Foundation

/// The process-wide table of declared types: the system types, plus whatever
/// the app declares. Shared by every `UTType` value, so it is guarded by a lock.
final class TypeRegistry: @unchecked Sendable {
    // @unchecked Sendable: every stored property is either immutable or only
    // touched while `lock` is held (see `withState`).

    /// The registry every `UTType` uses. Made on first use, which also loads
    /// the app's declarations file if there is one (see `UTType`'s overview).
    static let shared: TypeRegistry = {
        let registry = TypeRegistry(declarations: SystemTypeDeclarations.all)
        registry.loadBundledDeclarations()
        return registry
    }()

    private struct Entry {
        var declaration: TypeDeclaration
        /// Order of first declaration; breaks ties between types of the same
        /// origin that claim the same tag.
        var sequence: Int
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Normalised tag -> keys of the declarations claiming it, per class.
        var tagIndex: [UTTagClass: [String: [String]]] = [:]
        var nextSequence = 0
    }

    private let lock = NSLock()
    private var state = State()

    init(declarations: [TypeDeclaration]) {
        for declaration in declarations {
            _ = declare(declaration)
        }
    }

    private func withState<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    static func key(_ identifier: String) -> String { identifier.lowercased() }

    // MARK: Declaring

    /// Adds or replaces a declaration, following
    /// `TypeDeclaration.canBeReplaced(by:)`. Returns the declaration in force
    /// afterwards.
    @discardableResult
    func declare(_ declaration: TypeDeclaration) -> TypeDeclaration {
        withState { state in
            let key = Self.key(declaration.identifier)
            let sequence: Int
            if let existing = state.entries[key] {
                guard existing.declaration.canBeReplaced(by: declaration) else {
                    return existing.declaration
                }
                Self.unindex(existing.declaration, key: key, in: &state)
                sequence = existing.sequence
            } else {
                sequence = state.nextSequence
                state.nextSequence += 1
            }
            state.entries[key] = Entry(declaration: declaration, sequence: sequence)
            for (tagClass, tags) in declaration.tags {
                for tag in tags {
                    let normalized = tagClass.normalized(tag)
                    var keys = state.tagIndex[tagClass, default: [:]][normalized, default: []]
                    if !keys.contains(key) { keys.append(key) }
                    state.tagIndex[tagClass, default: [:]][normalized] = keys
                }
            }
            return declaration
        }
    }

    private static func unindex(_ declaration: TypeDeclaration, key: String, in state: inout State) {
        for (tagClass, tags) in declaration.tags {
            for tag in tags {
                let normalized = tagClass.normalized(tag)
                state.tagIndex[tagClass]?[normalized]?.removeAll { $0 == key }
                if state.tagIndex[tagClass]?[normalized]?.isEmpty == true {
                    state.tagIndex[tagClass]?[normalized] = nil
                }
            }
        }
    }

    // MARK: Looking up

    func declaration(for identifier: String) -> TypeDeclaration? {
        withState { $0.entries[Self.key(identifier)]?.declaration }
    }

    /// The declared types claiming a tag, best first: app-exported types, then
    /// system types, then app-imported ones, then guesses; in declaration
    /// order within each group. For MIME types, a tag with parameters
    /// (`text/html; charset=utf-8`) that nothing claims falls back to the bare
    /// type (`text/html`).
    func declarations(tag: String, tagClass: UTTagClass) -> [TypeDeclaration] {
        withState { state in
            let normalized = tagClass.normalized(tag)
            var keys = state.tagIndex[tagClass]?[normalized] ?? []
            if keys.isEmpty, tagClass == .mimeType, let semicolon = normalized.firstIndex(of: ";") {
                keys = state.tagIndex[tagClass]?[String(normalized[..<semicolon])] ?? []
            }
            return keys
                .compactMap { state.entries[$0] }
                .sorted { ($0.declaration.origin, $0.sequence) < ($1.declaration.origin, $1.sequence) }
                .map(\.declaration)
        }
    }

    /// All identifiers `identifier` conforms to, directly or not (itself
    /// excluded), for a declared type. Undeclared supertypes are included but
    /// not followed further.
    func supertypeIdentifiers(of identifier: String, direct: [String]) -> [String] {
        withState { state in
            var seen: Set<String> = [Self.key(identifier)]
            var result: [String] = []
            var queue = direct
            while !queue.isEmpty {
                let next = queue.removeFirst()
                let key = Self.key(next)
                guard seen.insert(key).inserted else { continue }
                if let entry = state.entries[key] {
                    result.append(entry.declaration.identifier)
                    queue.append(contentsOf: entry.declaration.conformsTo)
                } else {
                    result.append(next)
                }
            }
            return result
        }
    }

    // MARK: The app's declarations file

    /// Names of the declarations file looked for at start-up.
    static let declarationsFileNames = ["UTTypes.json", "UTTypes.plist"]

    /// Loads `UTTypes.json` (or `UTTypes.plist`) from the main bundle's
    /// resources and from every SwiftPM resource bundle (`*.resources`, or
    /// `*.bundle`) beside the executable.
    private func loadBundledDeclarations() {
        loadDeclarationFiles(Self.declarationFiles(
            resourceDirectory: Bundle.main.resourceURL,
            executableDirectory: Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        ))
    }

    /// Declares what each file holds. A file that does not parse is reported
    /// on standard error and skipped: a bad file must not stop the app.
    func loadDeclarationFiles(_ files: [URL]) {
        for url in files {
            do {
                let declarations = try TypeDeclarationsFile.parse(Data(contentsOf: url))
                for declaration in declarations { declare(declaration) }
            } catch {
                let message = "UniformTypeIdentifiers: ignoring \(url.path): \(error)\n"
                FileHandle.standardError.write(Data(message.utf8))
            }
        }
    }

    /// The declarations files in `resourceDirectory` and in the resource
    /// bundles (`*.resources`, `*.bundle`, sorted by name) inside
    /// `executableDirectory`, each file once.
    static func declarationFiles(resourceDirectory: URL?, executableDirectory: URL?) -> [URL] {
        let fileManager = FileManager.default
        var directories: [URL] = []
        if let resourceDirectory { directories.append(resourceDirectory) }
        if let executableDirectory,
           let children = try? fileManager.contentsOfDirectory(
               at: executableDirectory, includingPropertiesForKeys: nil
           ) {
            directories += children
                .filter { ["resources", "bundle"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        var seen: Set<String> = []
        var files: [URL] = []
        for directory in directories {
            for name in declarationsFileNames {
                let file = directory.appendingPathComponent(name)
                let path = file.standardizedFileURL.path
                if fileManager.isReadableFile(atPath: path), seen.insert(path).inserted {
                    files.append(file)
                }
            }
        }
        return files
    }
}
