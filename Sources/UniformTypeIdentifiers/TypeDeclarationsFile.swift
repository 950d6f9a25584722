import Foundation

/// Reads type declarations written the way an Info.plist writes them, as JSON
/// or as a property list (XML or binary):
///
/// ```json
/// {
///   "UTExportedTypeDeclarations": [{
///     "UTTypeIdentifier": "com.example.ShapeEdit.shapes",
///     "UTTypeConformsTo": ["public.data", "public.content"],
///     "UTTypeDescription": "Shapes document",
///     "UTTypeReferenceURL": "https://example.com/shapes",
///     "UTTypeTagSpecification": {
///       "public.filename-extension": ["shapes"],
///       "public.mime-type": "application/x-shapes"
///     }
///   }],
///   "UTImportedTypeDeclarations": []
/// }
/// ```
///
/// As in an Info.plist, `UTTypeConformsTo` and each tag may be one string or an
/// array of strings. An app's real Info.plist can be used unchanged.
enum TypeDeclarationsFile {
    static func parse(_ data: Data) throws -> [TypeDeclaration] {
        let root: Any
        do {
            if data.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
                root = try JSONSerialization.jsonObject(with: data)
            } else {
                root = try PropertyListSerialization.propertyList(from: data, format: nil)
            }
        } catch {
            throw corrupt("not JSON or a property list (\(error.localizedDescription))")
        }
        guard let dictionary = root as? [String: Any] else {
            throw corrupt("the top level must be a dictionary")
        }
        var declarations: [TypeDeclaration] = []
        for (key, origin) in [
            ("UTExportedTypeDeclarations", TypeDeclaration.Origin.exported),
            ("UTImportedTypeDeclarations", .imported),
        ] {
            guard let value = dictionary[key] else { continue }
            guard let entries = value as? [Any] else {
                throw corrupt("\(key) must be an array")
            }
            for (index, entry) in entries.enumerated() {
                declarations.append(try declaration(entry, origin: origin, at: "\(key)[\(index)]"))
            }
        }
        return declarations
    }

    private static func declaration(_ entry: Any, origin: TypeDeclaration.Origin, at place: String) throws -> TypeDeclaration {
        guard let entry = entry as? [String: Any] else {
            throw corrupt("\(place) must be a dictionary")
        }
        guard let identifier = entry["UTTypeIdentifier"] as? String, UTType.isValidIdentifier(identifier) else {
            throw corrupt("\(place) needs a valid UTTypeIdentifier")
        }
        let conformsTo = try strings(entry["UTTypeConformsTo"], at: "\(place).UTTypeConformsTo")
        var tags: [UTTagClass: [String]] = [:]
        if let specification = entry["UTTypeTagSpecification"] {
            guard let specification = specification as? [String: Any] else {
                throw corrupt("\(place).UTTypeTagSpecification must be a dictionary")
            }
            for (tagClass, value) in specification {
                var values = try strings(value, at: "\(place).UTTypeTagSpecification.\(tagClass)")
                if tagClass == UTTagClass.filenameExtension.rawValue {
                    values = values.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
                }
                tags[UTTagClass(rawValue: tagClass)] = values.filter { !$0.isEmpty }
            }
        }
        let description = entry["UTTypeDescription"] as? String
        let referenceURL = (entry["UTTypeReferenceURL"] as? String).flatMap(URL.init(string:))
        return TypeDeclaration(
            identifier: identifier,
            origin: origin,
            conformsTo: conformsTo,
            tags: tags,
            description: description,
            referenceURL: referenceURL
        )
    }

    private static func strings(_ value: Any?, at place: String) throws -> [String] {
        switch value {
        case nil: return []
        case let string as String: return [string]
        case let array as [Any]:
            return try array.map {
                guard let string = $0 as? String else { throw corrupt("\(place) must hold strings") }
                return string
            }
        default: throw corrupt("\(place) must be a string or an array of strings")
        }
    }

    private static func corrupt(_ reason: String) -> CocoaError {
        CocoaError(.propertyListReadCorrupt, userInfo: [
            NSDebugDescriptionErrorKey: "Bad type declarations: \(reason)",
        ])
    }
}
