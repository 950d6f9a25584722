public import Foundation

/// One image a display may fetch by its key: bytes the app holds, or a file
/// the app found by name.
public struct DisplayAsset: Sendable {
    public var contentType: String
    /// The bytes, for an image held in memory; nil: read the file at `path`.
    public var data: Data?
    /// The file, for an image found among the app's resources.
    public var path: String?

    public init(contentType: String, data: Data? = nil, path: String? = nil) {
        self.contentType = contentType
        self.data = data
        self.path = path
    }

    /// The file's URL, for an image found among the app's resources.
    public var url: URL? { path.map { URL(fileURLWithPath: $0) } }

    /// The image's bytes: the held ones, else the file's; nil when the file cannot be read.
    public func bytes() -> Data? {
        if let data { return data }
        return path.flatMap { FileManager.default.contents(atPath: $0) }
    }
}

/// Where a display fetches the images an app's views show, by the opaque key
/// a view's `asset` attribute names. Thread-safe: a display serves them off
/// the main actor.
public protocol DisplayAssetSource: AnyObject, Sendable {
    /// The image registered under `key`; nil for a key nothing registered.
    func displayAsset(forKey key: String) -> DisplayAsset?
}

extension DisplaySessionProvider {
    /// Apps that show no images have none to serve.
    public nonisolated var assetSource: (any DisplayAssetSource)? { nil }
}
