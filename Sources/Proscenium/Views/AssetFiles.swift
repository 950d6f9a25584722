// What the app's resource folders hold: image files and colour sets by name.

import Foundation
import Logging

/// The image files and colour sets in the app's resource folders, indexed on
/// first use. Process-wide on purpose: it is a read-only view of files on
/// disk, the same for every runtime, and `Color("name")` and
/// `NSColor(named:)` read colour sets when the value is made, where no
/// runtime is at hand. Which images a display may fetch is each runtime's
/// own (`ImageAssets`).
/// Unchecked Sendable: every stored table is read and written under `lock`.
final class AssetFiles: @unchecked Sendable {
    static let shared = AssetFiles()

    private let lock = NSLock()
    private var indexes: [String: ImageFileIndex] = [:]
    private var reported: Set<String> = []
    private var mainPlaces: [Place]?
    private let log = Logger(label: "proscenium.images")

    /// A directory to look in, and whether to look in its subdirectories too.
    private struct Place {
        var path: String
        var deep: Bool
    }

    /// The resource directory of `bundle`, as `image(named:in:)` and
    /// `color(named:in:)` take it: nil for the main bundle, whose resources
    /// are searched with the executable's own.
    static func resourceDirectory(of bundle: Bundle?) -> String? {
        guard let bundle, bundle.bundlePath != Bundle.main.bundlePath else { return nil }
        return bundle.resourcePath ?? bundle.bundlePath
    }

    /// The image file named `name` in the directory at `directory` or, without
    /// one, in the main bundle and the resource bundles beside the executable.
    /// Logs a name it cannot find, once.
    func image(named name: String, in directory: String?) -> ImageFile? {
        lock.lock()
        defer { lock.unlock() }
        if let file = firstInIndexes(of: directory, { $0[name] }) { return file }
        let location = directory ?? "the main bundle"
        if reported.insert("\(location)\u{0}\(name)").inserted {
            log.warning("No image named '\(name)' found in \(location)")
        }
        return nil
    }

    /// Whether the main bundle's resources hold an image named `name`; a
    /// name not found is not logged (`AppIcon`, which many apps lack).
    func hasImage(named name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return firstInIndexes(of: nil) { $0[name] } != nil
    }

    /// The colour set named `name` in an asset catalogue of the directory at
    /// `directory` or, without one, of the places `image(named:in:)` looks in;
    /// nil when there is none (not logged: the name may be a colour's own name).
    func color(named name: String, in directory: String?) -> AssetColor? {
        lock.lock()
        defer { lock.unlock() }
        return firstInIndexes(of: directory) { $0.colors[name] }
    }

    /// The data set named `name` in an asset catalogue of the directory at
    /// `directory` or, without one, of the places `image(named:in:)` looks in.
    func dataSet(named name: String, in directory: String?) -> DataSetFile? {
        lock.lock()
        defer { lock.unlock() }
        return firstInIndexes(of: directory) { $0.dataSets[name] }
    }

    /// What `pick` finds in the first place that has it: the directory given
    /// or, without one, the default places; each indexed on first use. Call
    /// with the lock held.
    private func firstInIndexes<T>(of directory: String?, _ pick: (ImageFileIndex) -> T?) -> T? {
        if directory == nil, mainPlaces == nil { mainPlaces = Self.defaultPlaces() }
        let places = directory.map { [Place(path: $0, deep: true)] } ?? mainPlaces ?? []
        for place in places {
            if indexes[place.path] == nil { indexes[place.path] = place.deep ? .deep(place.path) : .flat(place.path) }
            if let index = indexes[place.path], let found = pick(index) { return found }
        }
        return nil
    }

    /// The main bundle's directory, then the resource bundles SwiftPM puts
    /// beside the executable (`PACKAGE_TARGET.resources`), so that `Image("name")`
    /// finds an executable target's own resources as it finds an app's on a Mac.
    /// The first file named `name` (and, if it has none, one of `extensions`)
    /// in the main bundle or the resource bundles beside the executable.
    static func resource(named name: String, extensions: [String]) -> URL? {
        let wanted = (name as NSString).pathExtension.isEmpty ? extensions.map { "\(name).\($0)" } : [name]
        for place in defaultPlaces() {
            let files = place.deep ? (FileManager.default.enumerator(atPath: place.path)?.allObjects as? [String] ?? [])
                : (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            for candidate in wanted {
                if let file = files.first(where: { ($0 as NSString).lastPathComponent == candidate }) {
                    return URL(fileURLWithPath: (place.path as NSString).appendingPathComponent(file))
                }
            }
        }
        return nil
    }

    private static func defaultPlaces() -> [Place] {
        let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
        var places = [Place(path: main, deep: false)]
        let beside = Bundle.main.executablePath.map { ($0 as NSString).deletingLastPathComponent } ?? main
        let names = (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            places.append(Place(path: (beside as NSString).appendingPathComponent(name), deep: true))
        }
        return places
    }
}
