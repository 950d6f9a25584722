import Foundation
import Logging

/// Makes an executable target's resources findable through `Bundle.main`.
///
/// On a Mac an app's resources are in its bundle, and apps read them with
/// `Bundle.main.path(forResource:ofType:)` or `Bundle.main.url(forResource:
/// withExtension:)`. On Linux, `Bundle.main` is the executable's folder, while
/// SwiftPM copies a target's resources into `PACKAGE_TARGET.resources` beside
/// it (what `Bundle.module` reads). At launch, each top-level resource of the
/// executable's own resource folder gets a symbolic link beside the
/// executable, so that unchanged code finds it in the main bundle. Nothing an
/// app or person put there is replaced; a folder that cannot be written to
/// is left as it is, with a note in the log.
enum MainBundleResources {
    static let log = Logger(label: "proscenium.web.resources")

    /// Links the resources of `executable`'s target; returns the names linked.
    @discardableResult
    static func link(executable: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath())
        -> [String] {
        let manager = FileManager.default
        let folder = executable.deletingLastPathComponent()
        let suffix = "_\(executable.lastPathComponent).resources"
        let bundles = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }
        var linked: [String] = []
        for bundle in bundles.sorted() {
            let bundleFolder = folder.appendingPathComponent(bundle)
            for name in ((try? manager.contentsOfDirectory(atPath: bundleFolder.path)) ?? []).sorted() {
                let target = bundleFolder.appendingPathComponent(name)
                let link = folder.appendingPathComponent(name)
                if let existing = try? manager.destinationOfSymbolicLink(atPath: link.path) {
                    // A link of ours from an earlier build, or the relative one
                    // `proscenium-port install` made: kept if it still points here.
                    if existing == target.path || existing == "\(bundle)/\(name)" { continue }
                    guard existing.hasSuffix(".resources/\(name)") else { continue }
                    try? manager.removeItem(at: link)
                } else if manager.fileExists(atPath: link.path) {
                    continue
                }
                do {
                    try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
                    linked.append(name)
                } catch {
                    log.notice("Bundle.main cannot find resource \(name): \(error)")
                }
            }
        }
        return linked
    }
}
