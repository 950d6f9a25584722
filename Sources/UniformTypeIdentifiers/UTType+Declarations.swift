import Foundation

// Declaring an app's types on Linux, where there is no Info.plist for the
// system to read. See `UTType`'s overview for how these fit together.
extension UTType {
    /// Declares a type the app owns: the Linux equivalent of an entry in the
    /// Info.plist's `UTExportedTypeDeclarations`.
    ///
    /// Call it early, before documents are opened (e.g. at the top of `main`
    /// or in the `App`'s initializer). Files with any of `filenameExtensions`
    /// and data with any of `mimeTypes` then resolve to the type
    /// (`UTType(filenameExtension:)`), ahead of system types claiming the
    /// same tag. The first extension is the one used when saving.
    ///
    /// Declaring an identifier again replaces the app's earlier declaration
    /// (and the guess `UTType(exportedAs:)` makes for an undeclared type).
    /// System types cannot be redeclared: for one of those the system's
    /// declaration is kept and returned unchanged.
    ///
    /// - Parameters:
    ///   - identifier: The type's identifier, such as `com.example.shapes`.
    ///   - supertypes: The types it conforms to; a document type should
    ///     conform to `.data` (a flat file) or `.package` (a directory).
    ///   - filenameExtensions: Extensions without the period, preferred first.
    ///   - mimeTypes: MIME types, preferred first.
    ///   - description: A description for people (`UTTypeDescription`).
    ///   - referenceURL: A web page describing the format.
    /// - Returns: The type.
    @discardableResult
    public static func declare(
        exportedAs identifier: String,
        conformingTo supertypes: [UTType] = [.data],
        filenameExtensions: [String] = [],
        mimeTypes: [String] = [],
        description: String? = nil,
        referenceURL: URL? = nil
    ) -> UTType {
        declare(identifier, origin: .exported, supertypes, filenameExtensions, mimeTypes, description, referenceURL)
    }

    /// Declares a type the app uses but does not own: the Linux equivalent of
    /// an entry in the Info.plist's `UTImportedTypeDeclarations`.
    ///
    /// Like ``declare(exportedAs:conformingTo:filenameExtensions:mimeTypes:description:referenceURL:)``,
    /// except that when a system type and an imported type claim the same
    /// extension or MIME type, the system type is preferred.
    @discardableResult
    public static func declare(
        importedAs identifier: String,
        conformingTo supertypes: [UTType] = [.data],
        filenameExtensions: [String] = [],
        mimeTypes: [String] = [],
        description: String? = nil,
        referenceURL: URL? = nil
    ) -> UTType {
        declare(identifier, origin: .imported, supertypes, filenameExtensions, mimeTypes, description, referenceURL)
    }

    /// Reads type declarations from a file written as an Info.plist writes
    /// them (JSON, or an XML or binary property list with
    /// `UTExportedTypeDeclarations` and/or `UTImportedTypeDeclarations`) and
    /// declares them, as the `declare` functions do.
    ///
    /// A `UTTypes.json` or `UTTypes.plist` resource in the main bundle or in a
    /// SwiftPM resource bundle beside the executable is read this way
    /// automatically; call this for a file anywhere else.
    ///
    /// - Returns: The types declared, in file order.
    /// - Throws: The file's read error, or `CocoaError(.propertyListReadCorrupt)`
    ///   naming what is wrong; nothing is declared when the file is malformed.
    @discardableResult
    public static func loadTypeDeclarations(from url: URL) throws -> [UTType] {
        try loadTypeDeclarations(from: Data(contentsOf: url))
    }

    /// Declares the type declarations in `data`, written as for
    /// ``loadTypeDeclarations(from:)-(URL)``.
    @discardableResult
    public static func loadTypeDeclarations(from data: Data) throws -> [UTType] {
        let declarations = try TypeDeclarationsFile.parse(data)
        return declarations.map {
            UTType(uncheckedIdentifier: TypeRegistry.shared.declare($0).identifier)
        }
    }

    private static func declare(
        _ identifier: String,
        origin: TypeDeclaration.Origin,
        _ supertypes: [UTType],
        _ filenameExtensions: [String],
        _ mimeTypes: [String],
        _ description: String?,
        _ referenceURL: URL?
    ) -> UTType {
        let extensions = filenameExtensions
            .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
            .filter { isValidTag($0, tagClass: .filenameExtension) }
        let declaration = TypeDeclaration(
            identifier: identifier,
            origin: origin,
            conformsTo: supertypes.map(\.identifier),
            tags: [
                .filenameExtension: extensions,
                .mimeType: mimeTypes.filter { isValidTag($0, tagClass: .mimeType) },
            ],
            description: description,
            referenceURL: referenceURL
        )
        return UTType(uncheckedIdentifier: TypeRegistry.shared.declare(declaration).identifier)
    }
}
