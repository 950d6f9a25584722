import Foundation

/// Everything the registry knows about one declared type: the Linux stand-in
/// for one entry of `UTExportedTypeDeclarations` / `UTImportedTypeDeclarations`
/// in an Info.plist, or for a type the system declares.
struct TypeDeclaration: Sendable, Equatable {
    /// Who declared the type. The order is the precedence used when several
    /// types claim the same tag (an extension or MIME type).
    enum Origin: Int, Sendable, Comparable {
        /// Declared by the app with `UTType.declare(exportedAs:...)` or a
        /// declarations file: the app owns the type.
        case exported = 0
        /// One of the system types this module ships (`public.png`, ...).
        case system = 1
        /// Declared by the app with `UTType.declare(importedAs:...)` or a
        /// declarations file: the app uses a type some other app owns.
        case imported = 2
        /// Made by `UTType(exportedAs:)` / `UTType(importedAs:)` with no
        /// declaration: a best guess that any real declaration replaces.
        case implicit = 3

        static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var identifier: String
    var origin: Origin
    /// Identifiers of the direct supertypes.
    var conformsTo: [String]
    /// Tags by class, in preference order (the first is the preferred one).
    var tags: [UTTagClass: [String]]
    var description: String?
    var referenceURL: URL?

    init(
        identifier: String,
        origin: Origin,
        conformsTo: [String],
        tags: [UTTagClass: [String]] = [:],
        description: String? = nil,
        referenceURL: URL? = nil
    ) {
        self.identifier = identifier
        self.origin = origin
        self.conformsTo = conformsTo
        self.tags = tags.filter { !$0.value.isEmpty }
        self.description = description
        self.referenceURL = referenceURL
    }

    /// Whether a new declaration of the same identifier may take this one's
    /// place. System types are never replaced; a guess made by
    /// `UTType(exportedAs:)` is replaced by any real declaration; an app's
    /// explicit declaration is replaced by a later explicit one.
    func canBeReplaced(by newer: TypeDeclaration) -> Bool {
        switch origin {
        case .system: return false
        case .implicit: return true
        case .exported, .imported: return newer.origin != .implicit && newer.origin != .system
        }
    }
}
