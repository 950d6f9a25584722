// What a Linux desktop knows an app by: its name, command, icon, category
// and the file types it opens, as its Xcode project and Info.plist say.

import Foundation

/// A ported app as the desktop sees it: what its `.desktop` entry, icons
/// and MIME types are made from.
public struct DesktopApp: Sendable, Equatable {
    /// The name people see (`CFBundleDisplayName`, else `CFBundleName`, else `PRODUCT_NAME`).
    public var name: String
    /// The file name of the built executable (the ported package's executable target).
    public var executable: String
    /// The app's reverse-DNS identifier made a valid desktop file ID
    /// (`org.example.ShapeEdit`): the entry's, the icon's and the MIME
    /// package's file name.
    public var identifier: String
    /// The command on `PATH` and the app's folder under `lib/` (`shapeedit`).
    public var command: String
    /// `CFBundleShortVersionString` (`MARKETING_VERSION`), else `1.0`.
    public var version: String
    /// `LSApplicationCategoryType` (`public.app-category.graphics-design`), if any.
    public var category: String?
    /// `CFBundleDocumentTypes`: what the app opens.
    public var documentTypes: [DocumentType]
    /// `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`.
    public var declaredTypes: [DeclaredType]
    /// `CFBundleURLTypes`' `CFBundleURLSchemes`: URLs the app is opened with.
    public var urlSchemes: [String]
    /// The app icon's `.appiconset` folder, when the project has one.
    public var iconSet: URL?

    public init(name: String, executable: String, identifier: String, command: String? = nil, version: String = "1.0",
                category: String? = nil, documentTypes: [DocumentType] = [], declaredTypes: [DeclaredType] = [],
                urlSchemes: [String] = [], iconSet: URL? = nil) {
        self.name = name
        self.executable = executable
        self.identifier = Self.desktopFileID(identifier)
        self.command = command ?? Self.commandName(executable)
        self.version = version
        self.category = category
        self.documentTypes = documentTypes
        self.declaredTypes = declaredTypes
        self.urlSchemes = urlSchemes
        self.iconSet = iconSet
    }

    /// A reverse-DNS identifier made a desktop file ID, as the Desktop Entry
    /// specification asks (a D-Bus well-known name): elements of letters,
    /// digits and `_`, none starting with a digit, at least two of them.
    static func desktopFileID(_ identifier: String) -> String {
        var elements = identifier.split(separator: ".").map { element -> String in
            var text = String(element.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            if text.first?.isNumber ?? false { text = "_" + text }
            return text
        }
        if elements.count < 2 { elements.insert("local", at: 0) }
        return elements.joined(separator: ".")
    }

    /// An executable's name as a command and Debian package name: lower case
    /// letters, digits, `+`, `-` and `.`, starting with a letter or digit.
    static func commandName(_ executable: String) -> String {
        var name = String(executable.lowercased().map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character)) ? character : "-"
        })
        while let first = name.first, !(first.isLetter || first.isNumber) { name.removeFirst() }
        if name.count < 2 { name = "app-" + name }
        return name
    }
}

/// An entry of `CFBundleDocumentTypes`.
public struct DocumentType: Sendable, Equatable {
    /// `CFBundleTypeName`.
    public var name: String?
    /// `CFBundleTypeRole`: `Editor`, `Viewer`, `Shell` or `None`.
    public var role: String?
    /// `LSItemContentTypes`: the uniform type identifiers it opens.
    public var contentTypes: [String]
    /// `CFBundleTypeExtensions` (the older way to say what it opens).
    public var extensions: [String]
    /// `CFBundleTypeMIMETypes` (likewise).
    public var mimeTypes: [String]

    public init(name: String? = nil, role: String? = nil, contentTypes: [String] = [], extensions: [String] = [],
                mimeTypes: [String] = []) {
        self.name = name
        self.role = role
        self.contentTypes = contentTypes
        self.extensions = extensions
        self.mimeTypes = mimeTypes
    }

    /// Whether the app opens documents of this type (a `None` role only gives them an icon).
    public var opens: Bool { role != "None" }
}

/// An entry of `UTExportedTypeDeclarations` or `UTImportedTypeDeclarations`.
public struct DeclaredType: Sendable, Equatable {
    /// `UTTypeIdentifier`.
    public var identifier: String
    /// Exported (the app owns it) rather than imported.
    public var exported: Bool
    /// `UTTypeDescription`.
    public var description: String?
    /// `UTTypeConformsTo`.
    public var conformsTo: [String]
    /// `UTTypeTagSpecification`'s `public.filename-extension`, without periods.
    public var extensions: [String]
    /// `UTTypeTagSpecification`'s `public.mime-type`.
    public var mimeTypes: [String]

    public init(identifier: String, exported: Bool = true, description: String? = nil, conformsTo: [String] = [],
                extensions: [String] = [], mimeTypes: [String] = []) {
        self.identifier = identifier
        self.exported = exported
        self.description = description
        self.conformsTo = conformsTo
        self.extensions = extensions
        self.mimeTypes = mimeTypes
    }
}
