// Every file an installed app consists of, where it goes and what it holds:
// the executable and its resource bundles, the command's link, the desktop
// entry, the icons and the MIME types. An installation writes it in place;
// a package writes it under a staging folder.

import Foundation
import ProsceniumPort

/// One file of an installation.
public struct PlannedFile: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        /// A copy of a file (mode 0755 when `executable`, else 0644).
        case copy(URL, executable: Bool)
        case text(String)
        /// A symbolic link with this destination.
        case link(String)
    }

    /// Where it goes, as an absolute path of the installed system.
    public var path: URL
    public var content: Content
}

/// The files that make up an installed app.
public struct InstallPlan: Sendable {
    public var app: DesktopApp
    public var layout: InstallLayout
    public private(set) var files: [PlannedFile] = []
    public let entry: DesktopEntry
    public let icons: AppIconSet?
    /// What was left out or made up, said to the person.
    public private(set) var notes: [String] = []

    /// The plan for `binary` (with the resource bundles SwiftPM put beside
    /// it) under `layout`. `execProgram` is what the entry's `Exec=` runs
    /// (default: the command's absolute path).
    public init(app: DesktopApp, binary: URL, layout: InstallLayout, execProgram: String? = nil) throws {
        var files: [PlannedFile] = []
        var notes: [String] = []
        let binary = binary.resolvingSymlinksInPath()
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw DesktopError("\(binary.path) is not an executable file")
        }
        let appFolder = layout.appFolder(app)
        let executable = appFolder.appendingPathComponent(app.executable)
        files.append(PlannedFile(path: executable, content: .copy(binary, executable: true)))
        let builtFolder = binary.deletingLastPathComponent()
        // The bundles the executable names (its `Bundle.module` accessors
        // hold their names), not every target's of a shared build folder.
        guard let code = try? Data(contentsOf: binary, options: .alwaysMapped) else {
            throw DesktopError("cannot read \(binary.path)")
        }
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: builtFolder.path)) ?? [])
            .filter { $0.hasSuffix(".resources") && Self.contains(code, $0) }.sorted()
        var topLevel = Set([app.executable])
        for bundle in bundles {
            try Self.addTree(from: builtFolder.appendingPathComponent(bundle), to: appFolder.appendingPathComponent(bundle),
                             files: &files, notes: &notes)
            topLevel.insert(bundle)
        }
        // What the app reads through `Bundle.main`: the links it would make
        // beside itself at launch (MainBundleResources), made now, since an
        // installed app's folder may not be its own to write.
        for bundle in bundles where bundle.hasSuffix("_\(app.executable).resources") {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: builtFolder.appendingPathComponent(bundle).path)) ?? []
            for name in names.sorted() where topLevel.insert(name).inserted {
                files.append(PlannedFile(path: appFolder.appendingPathComponent(name), content: .link("\(bundle)/\(name)")))
            }
        }
        files.append(PlannedFile(path: layout.command(app),
                                 content: .link(RelativeLink.path(from: layout.binFolder, to: executable))))
        var icons: AppIconSet?
        if let folder = app.iconSet {
            let set = AppIconSet(folder: folder)
            for icon in set.icons {
                files.append(PlannedFile(path: layout.iconThemeFolder.appendingPathComponent(icon.folder)
                                            .appendingPathComponent(app.identifier + ".png"),
                                         content: .copy(icon.source, executable: false)))
            }
            notes += set.notes
            icons = set
        } else {
            notes.append("the project has no app icon set: the entry names no icon")
        }
        let entry = DesktopEntry(app: app, executable: execProgram ?? layout.command(app).path,
                                 hasIcon: !(icons?.icons.isEmpty ?? true))
        files.append(PlannedFile(path: layout.applicationsFolder.appendingPathComponent(entry.fileName), content: .text(entry.text)))
        if let xml = MimeInfoXML.text(entry.mimeTypes.definitions) {
            files.append(PlannedFile(path: layout.mimeFolder.appendingPathComponent("packages/\(app.identifier).xml"),
                                     content: .text(xml)))
        }
        notes += entry.mimeTypes.notes
        self.app = app
        self.layout = layout
        self.icons = icons
        self.entry = entry
        self.files = files
        self.notes = notes
    }

    /// Adds `file` at `path` (a library the package carries, say).
    public mutating func add(_ file: PlannedFile) { files.append(file) }

    /// Plans every file under `source` (following links: a resource that is a
    /// link to the project's file is installed as the file) at `destination`.
    private static func addTree(from source: URL, to destination: URL, depth: Int = 0,
                                files: inout [PlannedFile], notes: inout [String]) throws {
        guard depth < 32 else { throw DesktopError("\(source.path): folders nest too deep (a link loop?)") }
        let resolved = source.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isFolder) else {
            notes.append("\(source.path) is a link to nothing: left out")
            return
        }
        if isFolder.boolValue {
            let names = try FileManager.default.contentsOfDirectory(atPath: resolved.path).sorted()
            for name in names {
                try addTree(from: resolved.appendingPathComponent(name), to: destination.appendingPathComponent(name), depth: depth + 1,
                            files: &files, notes: &notes)
            }
        } else {
            files.append(PlannedFile(path: destination,
                                     content: .copy(resolved, executable: FileManager.default.isExecutableFile(atPath: resolved.path))))
        }
    }

    /// Whether `text` occurs in `data`.
    static func contains(_ data: Data, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        return data.withUnsafeBytes { haystack in
            guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
            var offset = 0
            let last = haystack.count - needle.count
            while offset <= last {
                guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                let position = base.distance(to: UnsafeRawPointer(found))
                if memcmp(found, needle, needle.count) == 0 { return true }
                offset = position + 1
            }
            return false
        }
    }
}
