// The image files an app's `Image("name")` views show, each under an opaque
// key a display fetches it by (the web display at `/asset/KEY`). A display
// never sees a path, and a key names only a file a view found by its name.

import Foundation
public import ProsceniumHost

/// Image bytes the app holds (`NSImage(data:)`, a loaded `AsyncImage`), or a
/// file it found by name (`NSImage(named:)`): what an `Image` shows until a
/// runtime registers it for its displays. Compared by identity: one held
/// image keeps one key.
package final class HeldImage: Hashable, Sendable {
    package let contentType: String
    package let data: Data?
    package let path: String?

    package init(data: Data, contentType: String) {
        self.data = data
        self.contentType = contentType
        path = nil
    }

    /// The file at `path`, served as `contentType`.
    package init(path: String, contentType: String) {
        self.path = path
        self.contentType = contentType
        data = nil
    }

    /// The image's bytes: those held, or the file's.
    package var bytes: Data? { data ?? path.flatMap { FileManager.default.contents(atPath: $0) } }

    package static func == (a: HeldImage, b: HeldImage) -> Bool { a === b }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The images one app's views have shown, each under the key its displays
/// fetch it by. Owned by the app's runtime (`RuntimeServices`); a graph made
/// on its own, as a test harness makes one, has its own. Finding a file by
/// its name is the views' (`Views/NamedImageLookup.swift`).
@_spi(Display)
// Unchecked: every stored table is read and written under `lock` (the
// display's server reads it off the main actor).
public final class ImageAssets: DisplayAssetSource, @unchecked Sendable {
    /// What a view found: the key of its file and the file's scale.
    public struct Found: Sendable, Equatable {
        /// Package-wide, unlike the memberwise initializer: the vocabulary makes these.
        package init(key: String, scale: Int) {
            self.key = key
            self.scale = scale
        }

        public var key: String
        public var scale: Int
    }

    private let lock = NSLock()
    private var assets: [String: DisplayAsset] = [:]
    private var pathKeys: [String: String] = [:]
    /// Held images stay registered (and alive) for the runtime's life, as a
    /// page may still show them.
    private var heldKeys: [ObjectIdentifier: (image: HeldImage, key: String)] = [:]

    public init() {}

    /// The file registered under `key`, if any.
    public func displayAsset(forKey key: String) -> DisplayAsset? {
        lock.lock()
        defer { lock.unlock() }
        return assets[key]
    }

    /// The key of a held image, registered on first use.
    package func key(for image: HeldImage) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let path = image.path { return register(path: path, contentType: image.contentType) }
        if let held = heldKeys[ObjectIdentifier(image)] { return held.key }
        let key = nextKey()
        heldKeys[ObjectIdentifier(image)] = (image, key)
        assets[key] = DisplayAsset(contentType: image.contentType, data: image.data)
        return key
    }

    /// The key of the file at `path` (an image found by name, a sound a
    /// player plays), registered on first use.
    package func key(forFile path: String, contentType: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        return register(path: path, contentType: contentType)
    }

    /// A new key for bytes a player holds (a sound made from data), kept for
    /// the runtime's life, as held images are; the player asks once.
    package func key(forData data: Data, contentType: String) -> String {
        key(for: HeldImage(data: data, contentType: contentType))
    }

    private func register(path: String, contentType: String) -> String {
        if let key = pathKeys[path] { return key }
        let key = nextKey()
        pathKeys[path] = key
        assets[key] = DisplayAsset(contentType: contentType, path: path)
        return key
    }

    private func nextKey() -> String { String(assets.count + 1) }

    /// The pixel size of the image registered under `key`, read from its
    /// header once (`PictureSize`); nil when it is not a picture file
    /// whose header reads.
    package func pixelSize(forKey key: String) -> (width: Int, height: Int)? {
        lock.lock()
        if let known = pixelSizes[key] {
            lock.unlock()
            return known.map { ($0.width, $0.height) }
        }
        let asset = assets[key]
        lock.unlock()
        let header: Data? = asset?.data ?? asset?.path.flatMap { path in
            guard let file = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? file.close() }
            return try? file.read(upToCount: 64 * 1024)
        }
        let size = header.flatMap(PictureSize.pixels(of:))
        lock.lock()
        pixelSizes[key] = .some(size.map { PixelSize(width: $0.width, height: $0.height) })
        lock.unlock()
        return size
    }

    private struct PixelSize { var width: Int; var height: Int }
    private var pixelSizes: [String: PixelSize?] = [:]
}

extension EnvironmentValues {
    private struct ImageAssetsKey: EnvironmentKey {
        static var defaultValue: ImageAssets? { nil }
    }

    /// The images the runtime's displays serve; set by every graph at its root.
    package var imageAssets: ImageAssets? {
        get { self[ImageAssetsKey.self] }
        set { self[ImageAssetsKey.self] = newValue }
    }
}
