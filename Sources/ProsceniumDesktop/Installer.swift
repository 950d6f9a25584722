// Installing an app for the desktop (its files in place, the record of them,
// the desktop's caches brought up to date) and uninstalling it again.

import Foundation

/// What installing or uninstalling did, said to the person.
public struct InstallReport: Sendable {
    public var lines: [String] = []
}

/// Installs and uninstalls apps.
public enum Installer {
    /// Writes every file of `plan` in place, and the manifest listing them;
    /// an earlier installation of the app under the same layout is removed
    /// first. A file in the way that no installation of this app wrote is an
    /// error unless `force`. Then runs the desktop's cache tools when present.
    @discardableResult
    public static func install(_ plan: InstallPlan, force: Bool = false) throws -> InstallReport {
        let app = plan.app, layout = plan.layout
        let manifestFile = layout.manifest(app)
        let previous = try InstallManifest.load(from: manifestFile)
        let owned = Set(previous?.files ?? []).union([manifestFile.path])
        if !force {
            let manager = FileManager.default
            for file in plan.files where !owned.contains(file.path.path) {
                if (try? manager.attributesOfItem(atPath: file.path.path)) != nil {
                    throw DesktopError("\(file.path.path) exists and was not installed by proscenium-port for \(app.identifier): remove it, or use --force")
                }
            }
        }
        var report = InstallReport()
        var keptFolders: [String] = []
        if let previous {
            removeFiles(of: previous)
            // Folders the earlier installation created stay this one's to remove.
            keptFolders = previous.folders.filter { FileManager.default.fileExists(atPath: $0) }
            report.lines.append("replaced the earlier installation (\(previous.version))")
        }
        let cachesBefore = Set(caches(layout).filter { FileManager.default.fileExists(atPath: $0) })
        var writer = PlannedFileWriter(root: URL(fileURLWithPath: "/"))
        var manifest = InstallManifest(identifier: app.identifier, version: app.version, files: [], folders: keptFolders)
        do {
            for file in plan.files {
                try writer.write(file)
                manifest.files.append(file.path.path)
            }
        } catch {
            // Half an installation is worse than none: take back what was written.
            manifest.folders += writer.createdFolders.map(\.path)
            removeFiles(of: manifest)
            removeFolders(of: manifest)
            throw error
        }
        report.lines.append("installed \(plan.files.count) files: \(layout.command(app).path), \(layout.applicationsFolder.appendingPathComponent(plan.entry.fileName).path)")
        if let icons = plan.icons, !icons.icons.isEmpty {
            report.lines.append("icons: \(icons.icons.map { "\($0.pixels)px" }.joined(separator: ", "))")
        }
        report.lines += plan.notes.map { "note: \($0)" }
        report.lines += updateCaches(layout)
        manifest.caches = Array(Set(previous?.caches ?? []).union(caches(layout).filter {
            !cachesBefore.contains($0) && FileManager.default.fileExists(atPath: $0)
        })).sorted()
        manifest.folders += writer.createdFolders.map(\.path)
        try writer.write(PlannedFile(path: manifestFile, content: .text(try manifest.encoded())))
        return report
    }

    /// Removes exactly what the installation of `app` under `layout` wrote,
    /// as its manifest lists, then the folders it created that are now empty;
    /// brings the desktop's caches up to date.
    @discardableResult
    public static func uninstall(_ app: DesktopApp, layout: InstallLayout) throws -> InstallReport {
        let manifestFile = layout.manifest(app)
        guard let manifest = try InstallManifest.load(from: manifestFile) else {
            throw DesktopError("\(app.identifier) is not installed under \(layout.libFolder.deletingLastPathComponent().path) (no \(manifestFile.path))")
        }
        removeFiles(of: manifest)
        unlink(manifestFile.path)
        var report = InstallReport()
        report.lines.append("removed \(manifest.files.count) files of \(app.identifier) \(manifest.version)")
        report.lines += updateCaches(layout)
        removeEmptyCaches(layout, created: Set(manifest.caches))
        removeFolders(of: manifest)
        return report
    }

    private static func removeFiles(of manifest: InstallManifest) {
        for path in manifest.files {
            var info = stat()
            // Files and links only: a folder put where a file was is not ours.
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
            unlink(path)
        }
    }

    /// Removes the folders the installation created, deepest first, that are empty.
    private static func removeFolders(of manifest: InstallManifest) {
        for folder in manifest.folders.sorted(by: { $0.count > $1.count }) {
            rmdir(folder)
        }
    }

    /// Runs the tools that index what was installed, when they are installed.
    static func updateCaches(_ layout: InstallLayout) -> [String] {
        var lines: [String] = []
        let manager = FileManager.default
        if manager.fileExists(atPath: layout.applicationsFolder.path) {
            lines.append(ExternalTool.runIfPresent("update-desktop-database", ["-q", layout.applicationsFolder.path]))
        }
        if manager.fileExists(atPath: layout.mimeFolder.appendingPathComponent("packages").path) {
            lines.append(ExternalTool.runIfPresent("update-mime-database", [layout.mimeFolder.path]))
        }
        if manager.fileExists(atPath: layout.iconThemeFolder.path) {
            lines.append(ExternalTool.runIfPresent("gtk-update-icon-cache", ["-q", "-t", "-f", layout.iconThemeFolder.path]))
        }
        return lines
    }

    /// The caches the desktop's tools write: the applications' MIME types,
    /// the MIME database, the icon theme's.
    static func caches(_ layout: InstallLayout) -> [String] {
        [layout.applicationsFolder.appendingPathComponent("mimeinfo.cache").path,
         layout.mimeFolder.appendingPathComponent("mime.cache").path,
         layout.iconThemeFolder.appendingPathComponent("icon-theme.cache").path]
    }

    /// The caches the installation first made, once nothing they index is
    /// left: they are the installation's too.
    private static func removeEmptyCaches(_ layout: InstallLayout, created: Set<String>) {
        let manager = FileManager.default
        func holds(_ folder: URL, _ isIndexed: (String) -> Bool) -> Bool {
            guard let enumerator = manager.enumerator(atPath: folder.path) else { return false }
            for case let path as String in enumerator where isIndexed(path) { return true }
            return false
        }
        let paths = caches(layout)
        let applications = paths[0], database = paths[1], icons = paths[2]
        if created.contains(applications) {
            let lines = ((try? String(contentsOfFile: applications, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline)
            if lines.allSatisfy({ $0.hasPrefix("[") || $0.trimmingCharacters(in: .whitespaces).isEmpty }) { unlink(applications) }
        }
        let mime = layout.mimeFolder
        if created.contains(database), !holds(mime.appendingPathComponent("packages"), { $0.hasSuffix(".xml") }) {
            // All of the database but the packages it is made from.
            for name in (try? manager.contentsOfDirectory(atPath: mime.path)) ?? [] where name != "packages" {
                try? manager.removeItem(at: mime.appendingPathComponent(name))
            }
        }
        if created.contains(icons), !holds(layout.iconThemeFolder, { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }) {
            unlink(icons)
        }
    }
}
