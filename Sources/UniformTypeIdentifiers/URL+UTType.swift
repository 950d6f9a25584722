import Foundation

// Apple's UniformTypeIdentifiers adds these to URL for naming files by type.
extension URL {
    /// Appends `partialName` as a path component and, unless it already ends
    /// with an extension of `contentType`, the type's preferred filename
    /// extension.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).appendingPathExtension(for: contentType)
    }

    /// Appends `contentType`'s preferred filename extension, unless the URL
    /// already ends with one of the type's extensions (compared without regard
    /// to case) or the type has no extension.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        let extensions = contentType.tags[.filenameExtension] ?? []
        guard let preferred = extensions.first else { return self }
        let current = pathExtension.lowercased()
        if !current.isEmpty, extensions.contains(where: { $0.lowercased() == current }) {
            return self
        }
        return appendingPathExtension(preferred)
    }
}
