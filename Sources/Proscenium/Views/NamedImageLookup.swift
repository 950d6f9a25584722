// The engine's display-facing API (graphs' trees, the image store) is SPI.
@_spi(Display) import ProsceniumEngine
// How `Image("name")` and `NSImage(named:)` reach the runtime's image store:
// the file is found by name here, among the app's resources, and the store
// (`Runtime/ImageAssets.swift`) only keys what it is given.

import Foundation

extension ImageAssets {
    /// Finds the image named `name` in the directory at `directory` (a bundle's
    /// resources) or, without one, in the main bundle and the SwiftPM resource
    /// bundles beside the executable; registers it and returns its key and
    /// scale. A name not found is logged once.
    @_spi(Display)
    public func resolve(_ name: String, in directory: String?) -> Found? {
        guard let file = AssetFiles.shared.image(named: name, in: directory) else { return nil }
        return Found(key: key(forFile: file.path, contentType: ImageFileIndex.contentType(of: file.path)),
                     scale: file.scale)
    }
}

extension HeldImage {
    /// A file found by name, served as its extension says.
    convenience init(file: ImageFile) {
        self.init(path: file.path, contentType: ImageFileIndex.contentType(of: file.path))
    }
}
