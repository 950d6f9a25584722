// Reading a `DesktopApp` from an app's Info.plist entries.

import Foundation

extension DesktopApp {
    /// The app an Info.plist describes. `info` holds the file's entries over
    /// those Xcode generates from `INFOPLIST_KEY_` settings; `$(NAME)`
    /// references in its values are expanded with `expansion`.
    init(info: [String: Any], expansion: BuildSettingExpansion, executable: String, fallbackName: String, iconSet: URL?) {
        func text(_ key: String) -> String? {
            guard let raw = info[key] as? String else { return nil }
            let value = expansion.expand(raw).trimmingCharacters(in: .whitespacesAndNewlines)
            return value.isEmpty ? nil : value
        }
        func texts(_ value: Any?) -> [String] {
            let raw: [String]
            if let one = value as? String {
                raw = [one]
            } else {
                raw = (value as? [Any] ?? []).compactMap { $0 as? String }
            }
            return raw.map { expansion.expand($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let name = text("CFBundleDisplayName") ?? text("CFBundleName") ?? fallbackName
        let identifier = text("CFBundleIdentifier") ?? "local.proscenium.\(executable)"
        let documentTypes = (info["CFBundleDocumentTypes"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }.map { entry in
            DocumentType(name: (entry["CFBundleTypeName"] as? String).map(expansion.expand),
                         role: entry["CFBundleTypeRole"] as? String,
                         contentTypes: texts(entry["LSItemContentTypes"]),
                         extensions: texts(entry["CFBundleTypeExtensions"]).map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 },
                         mimeTypes: texts(entry["CFBundleTypeMIMETypes"]))
        }
        var declaredTypes: [DeclaredType] = []
        for (key, exported) in [("UTExportedTypeDeclarations", true), ("UTImportedTypeDeclarations", false)] {
            for entry in (info[key] as? [Any] ?? []).compactMap({ $0 as? [String: Any] }) {
                guard let identifier = (entry["UTTypeIdentifier"] as? String).map(expansion.expand), !identifier.isEmpty else { continue }
                let tags = entry["UTTypeTagSpecification"] as? [String: Any] ?? [:]
                declaredTypes.append(DeclaredType(
                    identifier: identifier, exported: exported,
                    description: (entry["UTTypeDescription"] as? String).map(expansion.expand),
                    conformsTo: texts(entry["UTTypeConformsTo"]),
                    extensions: texts(tags["public.filename-extension"]).map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 },
                    mimeTypes: texts(tags["public.mime-type"])))
            }
        }
        let schemes = (info["CFBundleURLTypes"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
            .flatMap { texts($0["CFBundleURLSchemes"]) }
        self.init(name: name, executable: executable, identifier: identifier, version: Self.version(text("CFBundleShortVersionString")),
                  category: text("LSApplicationCategoryType"), documentTypes: documentTypes, declaredTypes: declaredTypes,
                  urlSchemes: schemes.map { $0.lowercased() }, iconSet: iconSet)
    }

    /// A version as Debian takes it: starting with a digit, of letters,
    /// digits and `.+~`; `1.0` when there is none.
    static func version(_ text: String?) -> String {
        let cleaned = String((text ?? "").filter { $0.isASCII && ($0.isLetter || $0.isNumber || ".+~".contains($0)) })
        return cleaned.first?.isNumber == true ? cleaned : "1.0"
    }

    /// The Info.plist entries Xcode writes from build settings: its defaults
    /// and, when it generates the file, every `INFOPLIST_KEY_<key>` setting.
    static func generatedInfo(settings: [String: String], fromKeySettings: Bool) -> [String: Any] {
        var info: [String: Any] = [
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "CFBundleShortVersionString": "$(MARKETING_VERSION)",
            "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
        ]
        let prefix = "INFOPLIST_KEY_"
        for (key, value) in settings where fromKeySettings && key.hasPrefix(prefix) {
            info[String(key.dropFirst(prefix.count))] = value
        }
        return info
    }

    /// Reads an Info.plist file (XML or binary).
    static func readInfoPlist(_ url: URL) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw DesktopError("cannot read \(url.path)")
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw DesktopError("\(url.path) is not a property list: \(error.localizedDescription)")
        }
        guard let dictionary = root as? [String: Any] else {
            throw DesktopError("\(url.path): the top level is not a dictionary")
        }
        return dictionary
    }
}

/// A reason the desktop files cannot be made, said to the person.
public struct DesktopError: Error, CustomStringConvertible, Equatable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
