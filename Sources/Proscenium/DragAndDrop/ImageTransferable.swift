// `Image` as `Transferable` (SwiftUI's `extension Image: Transferable`): an
// image file or the bytes the app holds travel as themselves, so an image
// can be dragged (`draggable`), dropped (`dropDestination(for: Image.self)`),
// shared (`ShareLink(item:preview:)`) and copied (`copyable`).

import Foundation
import UniformTypeIdentifiers

extension Image: Transferable {
    /// The image's bytes, as `public.image`; a dropped or pasted image is
    /// read back from bytes a browser draws (PNG, JPEG, GIF, WebP, SVG). A
    /// symbol (`Image(systemName:)`) has no bytes of its own to give.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .image) { image in
            guard let data = image.fileBytes else { throw ImageTransferError.noBytes(image.accessibilityText) }
            return data
        } importing: { data in
            guard let type = ImageBytes.contentType(of: data) else { throw ImageTransferError.notAnImage }
            return Image(held: HeldImage(data: data, contentType: type), scale: 1)
        }
    }

    /// The bytes of the image's file, or those the app holds; nil for a symbol or a name not found.
    var fileBytes: Data? {
        switch source {
        case .system, .drawn: return nil
        case let .named(name, directory):
            return AssetFiles.shared.image(named: name, in: directory).flatMap { FileManager.default.contents(atPath: $0.path) }
        case let .held(image, _):
            return image.data ?? image.path.flatMap { FileManager.default.contents(atPath: $0) }
        }
    }
}

/// Why an image could not be transferred.
enum ImageTransferError: LocalizedError {
    case noBytes(String)
    case notAnImage
    var errorDescription: String? {
        switch self {
        case let .noBytes(name): "the image \(name) has no bytes to transfer (a symbol, or a name not found)"
        case .notAnImage: "the data is not an image a browser draws"
        }
    }
}
