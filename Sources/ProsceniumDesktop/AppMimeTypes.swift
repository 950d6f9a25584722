// An app's document types as MIME types: the ones its `.desktop` entry says
// it opens, and the ones it declares, which shared-mime-info must be told
// about (their names and filename patterns).

import Foundation
import UniformTypeIdentifiers

/// The MIME types an app opens and the ones it defines.
public struct AppMimeTypes: Sendable, Equatable {
    /// A MIME type for shared-mime-info: `<mime-type>` in the app's XML.
    public struct Definition: Sendable, Equatable {
        public var type: String
        public var comment: String?
        /// `*.ext` patterns.
        public var globs: [String]
        /// The MIME types it is a kind of (`text/plain` for a text format).
        public var subclassOf: [String]
        /// Other names of the type.
        public var aliases: [String]
    }

    /// What the `.desktop` entry's `MimeType=` lists: every type the app opens,
    /// and `x-scheme-handler/SCHEME` for its URL schemes.
    public private(set) var handled: [String] = []
    /// The types the app declares, for its shared-mime-info XML.
    public private(set) var definitions: [Definition] = []
    /// What could not be made a MIME type, said to the person.
    public private(set) var notes: [String] = []

    public init(app: DesktopApp) {
        var byIdentifier: [String: [String]] = [:]
        // The app's own types first: they say their MIME type, or get one.
        for declared in app.declaredTypes {
            let valid = declared.mimeTypes.filter(Self.isValid)
            let type = valid.first ?? Self.madeUp(for: declared.identifier)
            byIdentifier[declared.identifier.lowercased()] = [type] + valid.dropFirst()
        }
        for declared in app.declaredTypes {
            guard let type = byIdentifier[declared.identifier.lowercased()]?.first,
                  !definitions.contains(where: { $0.type == type }) else { continue }
            if declared.extensions.isEmpty {
                notes.append("\(declared.identifier) names no filename extension: files of it are not recognised by name")
            }
            let parents = declared.conformsTo.flatMap { Self.mimeTypes(of: $0, declared: byIdentifier).prefix(1) }
            definitions.append(Definition(
                type: type, comment: declared.description ?? declared.identifier,
                globs: declared.extensions.filter { !$0.isEmpty && !$0.contains("/") }.map { "*.\($0)" },
                subclassOf: Self.unique(parents.filter { $0 != type && $0 != "application/octet-stream" }),
                aliases: Array(byIdentifier[declared.identifier.lowercased()]?.dropFirst() ?? [])))
        }
        var handled: [String] = []
        for document in app.documentTypes where document.opens {
            for identifier in document.contentTypes {
                let types = Self.mimeTypes(of: identifier, declared: byIdentifier)
                if types.isEmpty { notes.append("\(identifier) (LSItemContentTypes) has no MIME type known here: left out") }
                handled += types
            }
            handled += document.mimeTypes.filter(Self.isValid)
            for pathExtension in document.extensions where document.mimeTypes.isEmpty {
                handled.append(mimeType(forExtension: pathExtension, app: app, declared: byIdentifier))
            }
        }
        handled += app.urlSchemes.filter { !$0.isEmpty && $0.allSatisfy(Self.isTokenCharacter) }.map { "x-scheme-handler/\($0)" }
        self.handled = Self.unique(handled)
    }

    /// The MIME type of files with `pathExtension` (from `CFBundleTypeExtensions`):
    /// a known type's, else one defined for the app.
    private mutating func mimeType(forExtension pathExtension: String, app: DesktopApp, declared: [String: [String]]) -> String {
        if pathExtension == "*" { return "application/octet-stream" }
        if let known = declared.first(where: { entry in
            app.declaredTypes.contains { $0.identifier.lowercased() == entry.key && $0.extensions.contains(pathExtension) }
        })?.value.first {
            return known
        }
        if let type = UTType(filenameExtension: pathExtension), !type.isDynamic, let mime = type.preferredMIMEType {
            return mime
        }
        let type = "application/x-\(app.command)-\(Self.sanitized(pathExtension))"
        if !definitions.contains(where: { $0.type == type }) {
            definitions.append(Definition(type: type, comment: "\(app.name) document (.\(pathExtension))",
                                          globs: ["*.\(pathExtension)"], subclassOf: [], aliases: []))
        }
        return type
    }

    /// The MIME types of a uniform type identifier: the app's declaration's,
    /// a system type's, or for an abstract type (`public.image`) those of the
    /// common formats that conform to it.
    static func mimeTypes(of identifier: String, declared: [String: [String]]) -> [String] {
        let key = identifier.lowercased()
        if let types = declared[key] { return types }
        if ["public.data", "public.item", "public.content"].contains(key) { return ["application/octet-stream"] }
        guard let type = UTType(identifier) else { return [] }
        let own = (type.tags[.mimeType] ?? []).filter(isValid)
        if !own.isEmpty { return own }
        return unique(commonExtensions.compactMap { pathExtension in
            guard let format = UTType(filenameExtension: pathExtension), format.conforms(to: type) else { return nil }
            return format.preferredMIMEType.flatMap { isValid($0) ? $0 : nil }
        })
    }

    /// Formats whose types stand for an abstract type's MIME types.
    static let commonExtensions = [
        "txt", "md", "csv", "tsv", "html", "xml", "json", "yaml", "rtf", "pdf", "swift", "c", "h", "py", "js", "css",
        "png", "jpg", "gif", "tiff", "bmp", "webp", "heic", "svg", "ico",
        "mp3", "m4a", "aac", "wav", "aiff", "flac", "ogg", "mp4", "mov", "m4v", "avi", "webm", "mkv",
        "zip", "gz", "tar", "bz2", "xz", "7z",
    ]

    /// `application/x-` and the identifier, for a type that names no MIME type.
    static func madeUp(for identifier: String) -> String { "application/x-" + sanitized(identifier) }

    private static func sanitized(_ text: String) -> String {
        String(text.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber || ".+-".contains($0)) ? $0 : "-" })
    }

    /// Whether `text` is a `type/subtype` MIME type (RFC 6838 names).
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(isTokenCharacter) }
    }

    private static func isTokenCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "!#$&^_.+-".contains(character))
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
