import Foundation

/// The contents of a data set in an app's asset catalogue (`NAME.dataset`):
/// its file's bytes and type, read when the asset is made. UIKit's
/// `NSDataAsset` is the same class. Its values never change: it is
/// Sendable, as UIKit's is.
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// A data set's name in its asset catalogue.
    public typealias Name = String

    /// The name of the data set.
    public let name: NSDataAsset.Name
    /// The data set's file, for a Mac (its `mac` entry, else its `universal` one).
    public let data: Data
    /// The uniform type identifier the data set gives its file (`public.data` when it gives none).
    public let typeIdentifier: String

    /// The data set named `name` in the asset catalogues of `bundle`'s
    /// resources (for the main bundle, those of the app, as `Image("name")`
    /// finds image sets); nil when there is none.
    public init?(name: NSDataAsset.Name, bundle: Bundle) {
        guard let file = AssetFiles.shared.dataSet(named: name, in: AssetFiles.resourceDirectory(of: bundle)),
              let data = FileManager.default.contents(atPath: file.path) else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = file.typeIdentifier
        super.init()
    }

    /// The data set named `name` in the main bundle's asset catalogues; nil when there is none.
    public convenience init?(name: NSDataAsset.Name) {
        self.init(name: name, bundle: .main)
    }
}

extension NSDataAsset: NSCopying {
    /// The asset itself: its name, data and type never change, so a copy is
    /// the same object, as for AppKit's immutable classes.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
