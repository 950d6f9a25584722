// The image files an app's `Image("name")` views show, each under an opaque
// key a display fetches it by (the web display at `/asset/KEY`). A display
// never sees a path, and a key names only a file a view found by its name.

import Foundation
import Logging

/// The image files the app's views have found, for the displays to serve.
@_spi(Display)
public final class ImageAssets: @unchecked Sendable {
    /// What a view found: the key of its file and the file's scale.
    public struct Found: Sendable, Equatable {
        public var key: String
        public var scale: Int
    }

    /// One file a display may serve.
    public struct Asset: Sendable {
        /// The file's path.
        public var path: String
        public var contentType: String
        public var url: URL { URL(fileURLWithPath: path) }
        /// The image's bytes, for an image held in memory (`NSImage`, a loaded
        /// `AsyncImage`); nil: read the file at `path`.
        public var data: Data?
    }

    /// The process's assets (one app per process). Not a runtime service like
    /// the others (`RuntimeServices`): `Color("name")` and `NSColor(named:)`
    /// look colour sets up when the value is made, where no runtime is at
    /// hand, and the files found are the process's own.
    public static let shared = ImageAssets()

    private let lock = NSLock()
    private var indexes: [String: ImageFileIndex] = [:]
    private var assets: [String: Asset] = [:]
    private var keys: [String: String] = [:]
    private var dataKeys: [Data: String] = [:]
    private var reported: Set<String> = []
    private var mainPlaces: [Place]?

    /// A directory to look in, and whether to look in its subdirectories too.
    private struct Place {
        var path: String
        var deep: Bool
    }
    private let log = Logger(label: "proscenium.images")

    /// The resource directory of `bundle`, as `resolve` and `color(named:in:)`
    /// take it: nil for the main bundle, whose resources are searched with the
    /// executable's own.
    static func resourceDirectory(of bundle: Bundle?) -> String? {
        guard let bundle, bundle.bundlePath != Bundle.main.bundlePath else { return nil }
        return bundle.resourcePath ?? bundle.bundlePath
    }

    /// The file registered under `key`, if any.
    public func asset(forKey key: String) -> Asset? {
        lock.lock()
        defer { lock.unlock() }
        return assets[key]
    }

    /// Finds the image named `name` in the directory at `directory` (a bundle's resources) or,
    /// without one, in the main bundle and the SwiftPM resource bundles beside
    /// the executable; registers it and returns its key and scale. Logs a name
    /// it cannot find, once.
    public func resolve(_ name: String, in directory: String?) -> Found? {
        lock.lock()
        defer { lock.unlock() }
        if let file = firstInIndexes(of: directory, { $0[name] }) {
            return Found(key: register(file.path), scale: file.scale)
        }
        let location = directory ?? "the main bundle"
        if reported.insert("\(location)\u{0}\(name)").inserted {
            log.warning("No image named '\(name)' found in \(location)")
        }
        return nil
    }

    /// The colour set named `name` in an asset catalogue of the directory at
    /// `directory` or, without one, of the places `resolve` looks in; nil
    /// when there is none (not logged: the name may be a colour's own name).
    func color(named name: String, in directory: String?) -> AssetColor? {
        lock.lock()
        defer { lock.unlock() }
        return firstInIndexes(of: directory) { $0.colors[name] }
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

    /// Registers image bytes held in memory and returns their key; the same
    /// bytes keep one key. They stay registered for the process's life, as a
    /// page may still show them.
    func register(data: Data, contentType: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let key = dataKeys[data] { return key }
        let key = String(keys.count + dataKeys.count + 1)
        dataKeys[data] = key
        assets[key] = Asset(path: "", contentType: contentType, data: data)
        return key
    }

    private func register(_ path: String) -> String {
        if let key = keys[path] { return key }
        let key = String(keys.count + dataKeys.count + 1)
        keys[path] = key
        let type = ImageFileIndex.contentTypes[ImageFileIndex.fileExtension(path)] ?? "application/octet-stream"
        assets[key] = Asset(path: path, contentType: type)
        return key
    }

    /// The main bundle's directory, then the resource bundles SwiftPM puts
    /// beside the executable (`PACKAGE_TARGET.resources`), so that `Image("name")`
    /// finds an executable target's own resources as it finds an app's on a Mac.
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
