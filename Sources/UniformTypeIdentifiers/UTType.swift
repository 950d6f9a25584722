import Foundation

/// A uniform type identifier: a type of file or data, placed in a hierarchy
/// (`public.png` conforms to `public.image`, which conforms to `public.data`
/// and `public.content`), with the filename extensions and MIME types that
/// name it. Spelled as Apple's `UTType` in UniformTypeIdentifiers.
///
/// ## Where types come from on Linux
///
/// - **System types.** The types of Apple's `UTCoreTypes.h` (`.png`,
///   `.plainText`, `.json`, `.folder`, ...) are declared by this module with
///   their real identifiers, conformances, extensions and MIME types, plus a
///   few common formats without a constant (Markdown, CSS, TAR, ...).
/// - **The app's types.** On Apple platforms an app declares the types it owns
///   (exported) or uses (imported) in its Info.plist. Here, an app does any of:
///   1. ships a `UTTypes.json` (or `UTTypes.plist`) resource holding
///      `UTExportedTypeDeclarations` / `UTImportedTypeDeclarations` written
///      exactly as in an Info.plist (its real Info.plist works, renamed). It is
///      read on first use of the type registry from the main bundle's
///      resources and from every SwiftPM resource bundle (`*.resources`,
///      `*.bundle`) beside the executable; a file that does not parse is
///      reported on standard error and skipped;
///   2. calls ``UTType/loadTypeDeclarations(from:)-(URL)`` with any file of that shape
///      (e.g. `Bundle.module.url(forResource: "UTTypes", withExtension: "json")`);
///   3. calls ``UTType/declare(exportedAs:conformingTo:filenameExtensions:mimeTypes:description:referenceURL:)``
///      or ``UTType/declare(importedAs:conformingTo:filenameExtensions:mimeTypes:description:referenceURL:)``
///      in code, early (before documents are opened).
/// - **Undeclared exported types.** `UTType(exportedAs:)` with no declaration
///   from the above still works: it declares the type itself, conforming to
///   `conformingTo` (or `.data` when that is nil), with a *default filename
///   extension*: the identifier's last dot-separated component, lowercased
///   (`com.example.ShapeEdit.shapes` gets `shapes`), so that saving a document
///   of that type names the file and reopening it finds the type. That guess
///   yields to every real declaration, and when several types claim an
///   extension, it comes last. `UTType(importedAs:)` likewise declares the
///   type with `conformingTo` (or `.data`) but without an extension.
///
/// The registry is process-wide and thread-safe. Declarations only add or
/// replace (an app's declaration replaces its own earlier one or a guess;
/// system types are never replaced); nothing is ever removed.
///
/// Types compare equal when their identifiers are equal without regard to
/// case, as identifiers are case-insensitive.
///
/// Differences from Apple's: `localizedDescription` is English, not
/// localised; dynamic (`dyn.`) identifiers use this module's own encoding;
/// only types declared as above exist (there is no Launch Services database).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// Makes a value without looking anything up or declaring anything.
    init(uncheckedIdentifier identifier: String) {
        self.identifier = identifier
    }

    // MARK: Creating types

    /// Creates a type from its identifier.
    ///
    /// Returns nil when the identifier is not declared (see the overview for
    /// how types are declared on Linux) and is not a dynamic identifier made
    /// by this module.
    public init?(_ identifier: String) {
        guard TypeRegistry.shared.declaration(for: identifier) != nil
            || DynamicTypeIdentifier(identifier: identifier) != nil
        else { return nil }
        self.init(uncheckedIdentifier: identifier)
    }

    /// Creates the type for a tag, such as a filename extension or MIME type.
    ///
    /// Returns the best declared type with that tag that conforms to
    /// `supertype` (see ``types(tag:tagClass:conformingTo:)`` for the order);
    /// when none does, a dynamic type carrying the tag and conforming to
    /// `supertype`. Returns nil when the tag is not valid: empty, or holding a
    /// `/` (or a NUL) in a filename extension.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let first = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else {
            return nil
        }
        self = first
    }

    /// Creates the type for a filename extension (given without its period:
    /// `"png"`), as `UTType(tag:tagClass:conformingTo:)` with
    /// `.filenameExtension`. Extensions match without regard to case.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// Creates the type for a MIME type, as `UTType(tag:tagClass:conformingTo:)`
    /// with `.mimeType`. MIME types match without regard to case or white
    /// space; one with parameters (`text/html; charset=utf-8`) that no type
    /// declares matches the bare MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Creates a type the app owns.
    ///
    /// On Apple platforms the declaration comes from the app's Info.plist. On
    /// Linux, if the type has been declared (a `UTTypes.json` resource,
    /// ``loadTypeDeclarations(from:)-(URL)``, ``declare(exportedAs:conformingTo:filenameExtensions:mimeTypes:description:referenceURL:)``)
    /// that declaration is used and `parentType` is ignored. Otherwise this
    /// declares the type: conforming to `parentType` (`.data` when nil), with
    /// the identifier's last component, lowercased, as its filename extension
    /// (`com.example.ShapeEdit.shapes` gets `shapes`). A later real
    /// declaration replaces that guess.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(uncheckedIdentifier: identifier)
        guard TypeRegistry.shared.declaration(for: identifier) == nil, !identifier.isEmpty else { return }
        TypeRegistry.shared.declare(TypeDeclaration(
            identifier: identifier,
            origin: .implicit,
            conformsTo: [(parentType ?? .data).identifier],
            tags: [.filenameExtension: [Self.defaultFilenameExtension(for: identifier)]]
        ))
    }

    /// Creates a type the app uses but does not own.
    ///
    /// If the type is declared (by the system or by the app, see the
    /// overview) that declaration is used and `parentType` is ignored.
    /// Otherwise this declares the type, conforming to `parentType` (`.data`
    /// when nil), with no tags: declare it with its extensions to have files
    /// of that type recognised.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(uncheckedIdentifier: identifier)
        guard TypeRegistry.shared.declaration(for: identifier) == nil, !identifier.isEmpty else { return }
        TypeRegistry.shared.declare(TypeDeclaration(
            identifier: identifier,
            origin: .implicit,
            conformsTo: [(parentType ?? .data).identifier]
        ))
    }

    /// The types with a tag, best first, that conform to `supertype` (all
    /// types with the tag when `supertype` is nil).
    ///
    /// Order: types the app exports, then system types, then types the app
    /// imports, then undeclared guesses made by `UTType(exportedAs:)`; in
    /// declaration order within each group. When no declared type matches and
    /// the tag is valid, the result is one dynamic type carrying the tag and
    /// conforming to `supertype`. An invalid tag (empty; a filename extension
    /// holding `/` or NUL) gives an empty array.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard isValidTag(tag, tagClass: tagClass) else { return [] }
        let declared = TypeRegistry.shared.declarations(tag: tag, tagClass: tagClass)
            .map { UTType(uncheckedIdentifier: $0.identifier) }
            .filter { type in supertype.map { type.conforms(to: $0) } ?? true }
        if !declared.isEmpty { return declared }
        let dynamic = DynamicTypeIdentifier(tagClass: tagClass, tag: tag, conformsTo: supertype?.identifier)
        return [UTType(uncheckedIdentifier: dynamic.identifier)]
    }

    // MARK: Properties

    /// The tags (filename extensions, MIME types, ...) that name the type, by
    /// class, preferred first. Empty for undeclared types.
    public var tags: [UTTagClass: [String]] {
        if let declaration { return declaration.tags }
        if let dynamic { return [dynamic.tagClass: [dynamic.tag]] }
        return [:]
    }

    /// The filename extension preferred for the type, such as `"png"`, or nil.
    public var preferredFilenameExtension: String? {
        tags[.filenameExtension]?.first
    }

    /// The MIME type preferred for the type, such as `"image/png"`, or nil.
    public var preferredMIMEType: String? {
        tags[.mimeType]?.first
    }

    /// A description of the type for people, such as `"PNG image"`; English,
    /// not localised. Nil for types declared without one and for dynamic and
    /// undeclared types.
    public var localizedDescription: String? {
        declaration?.description
    }

    /// The reference URL the type's declaration gives, if any.
    public var referenceURL: URL? {
        declaration?.referenceURL
    }

    /// Every type this type conforms to, directly or not, not counting itself.
    public var supertypes: Set<UTType> {
        Set(supertypeIdentifiers.map(UTType.init(uncheckedIdentifier:)))
    }

    /// Whether the type is declared: by the system, in the app's declarations,
    /// or by `UTType(exportedAs:)` / `UTType(importedAs:)` (which declare the
    /// type when nothing else has; see the overview).
    public var isDeclared: Bool {
        declaration != nil
    }

    /// Whether the type is a dynamic one, made for a tag no declared type
    /// claims; its identifier starts with `dyn.`.
    public var isDynamic: Bool {
        declaration == nil && dynamic != nil
    }

    /// Whether the type is a public one, whose identifier starts with
    /// `public.`.
    public var isPublic: Bool {
        identifier.lowercased().hasPrefix("public.")
    }

    // MARK: Conformance

    /// Whether the type is `type` or conforms to it, directly or not.
    public func conforms(to type: UTType) -> Bool {
        if self == type { return true }
        let key = TypeRegistry.key(type.identifier)
        return supertypeIdentifiers.contains { TypeRegistry.key($0) == key }
    }

    /// Whether `type` conforms to this type and is not this type.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }

    // MARK: Identity, description, coding

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier || TypeRegistry.key(lhs.identifier) == TypeRegistry.key(rhs.identifier)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(TypeRegistry.key(identifier))
    }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier and, when known, the description.
    public var debugDescription: String {
        if let localizedDescription { return "\(identifier) (\(localizedDescription))" }
        return identifier
    }

    /// Decodes a type from its identifier (a single string). An identifier
    /// that is not declared decodes anyway, to an undeclared type that keeps
    /// the identifier, so that data written before a declaration is made
    /// still reads; it conforms only to itself until the type is declared.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard Self.isValidIdentifier(identifier) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(identifier)\" is not a type identifier"
            )
        }
        self.init(uncheckedIdentifier: identifier)
    }

    /// Encodes the identifier as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    // MARK: Helpers

    private var declaration: TypeDeclaration? {
        TypeRegistry.shared.declaration(for: identifier)
    }

    private var dynamic: DynamicTypeIdentifier? {
        DynamicTypeIdentifier(identifier: identifier)
    }

    private var supertypeIdentifiers: [String] {
        if let declaration {
            return TypeRegistry.shared.supertypeIdentifiers(of: identifier, direct: declaration.conformsTo)
        }
        if let conformsTo = dynamic?.conformsTo {
            return TypeRegistry.shared.supertypeIdentifiers(of: identifier, direct: [conformsTo])
        }
        return []
    }

    /// The extension given to an exported type declared without one: the
    /// identifier's last dot-separated component, lowercased.
    static func defaultFilenameExtension(for identifier: String) -> String {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        return last.lowercased()
    }

    /// Identifiers are non-empty and made of letters, digits, `-` and `.`
    /// (non-ASCII characters are allowed, as Apple allows them).
    static func isValidIdentifier(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.unicodeScalars.allSatisfy {
            $0.value >= 0x80 || $0.properties.isAlphabetic && $0.isASCII
                || ("0"..."9").contains($0) || $0 == "-" || $0 == "." || $0 == "_"
        }
    }

    static func isValidTag(_ tag: String, tagClass: UTTagClass) -> Bool {
        guard !tag.isEmpty, !tag.contains("\0") else { return false }
        if tagClass == .filenameExtension { return !tag.contains("/") }
        return true
    }
}
