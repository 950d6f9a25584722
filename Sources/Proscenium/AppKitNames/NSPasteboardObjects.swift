import Foundation

/// What an object that writes itself to a pasteboard says: the types it
/// writes and its value for each (`Data`, or a `String`).
public protocol NSPasteboardWriting: NSObjectProtocol {
    func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType]
    func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any?
}

/// What a class that reads itself from a pasteboard says: the types it
/// reads, and how it is made from one's value (the type's `Data`).
public protocol NSPasteboardReading: NSObjectProtocol {
    static func readableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType]
    init?(pasteboardPropertyList propertyList: Any, ofType type: NSPasteboard.PasteboardType)
}

extension NSPasteboard {
    /// Keys of `readObjects(forClasses:options:)`'s options.
    public struct ReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Only file URLs are read (a `Bool`).
        public static let urlReadingFileURLsOnly = ReadingOptionKey("NSPasteboardURLReadingFileURLsOnlyKey")
        /// Only URLs of these content types are read (`[String]` of type identifiers).
        public static let urlReadingContentsConformToTypes = ReadingOptionKey("NSPasteboardURLReadingContentsConformToTypesKey")
    }

    /// Adds each object's types (strings, URLs, images, colours) to the
    /// contents (call `clearContents()` first, as on a Mac); text goes to the
    /// person's clipboard as `setString(_:forType:)` sends it. False when an
    /// object writes nothing.
    @discardableResult
    public func writeObjects(_ objects: [any NSPasteboardWriting]) -> Bool {
        var wroteAll = true
        for object in objects {
            var wrote = false
            for type in object.writableTypes(for: self) {
                switch object.pasteboardPropertyList(forType: type) {
                case let data as Data: wrote = setData(data, forType: type) || wrote
                case let text as String: wrote = setString(text, forType: type) || wrote
                default: continue
                }
            }
            wroteAll = wroteAll && wrote
        }
        return wroteAll && !objects.isEmpty
    }

    /// The pasteboard's contents as objects of the first of `classArray`
    /// that reads them: `NSString` (text), `NSURL` (file and web URLs),
    /// `NSImage` (PNG or another image a browser draws), `NSColor`, or a
    /// class of the app's that is `NSPasteboardReading`. Nil when none reads
    /// what the pasteboard holds.
    public func readObjects(forClasses classArray: [AnyClass],
                          options: [ReadingOptionKey: Any]? = nil) -> [Any]? {
        for readClass in classArray {
            if let found = objects(of: readClass, options: options ?? [:]), !found.isEmpty { return found }
        }
        return nil
    }

    private func objects(of readClass: AnyClass, options: [ReadingOptionKey: Any]) -> [Any]? {
        if readClass === NSURL.self {
            let fileOnly = options[.urlReadingFileURLsOnly] as? Bool ?? false
            let types: [PasteboardType] = fileOnly ? [.fileURL] : [.fileURL, .URL]
            return types.compactMap { string(forType: $0).flatMap { URL(string: $0) } }.map { $0 as NSURL }
        }
        if readClass === NSString.self {
            return string(forType: .string).map { [NSString(string: $0)] }
        }
        if readClass === NSImage.self {
            return [PasteboardType.png, .tiff].lazy.compactMap { self.data(forType: $0).flatMap(NSImage.init(data:)) }
                .first.map { [$0] }
        }
        if readClass === NSColor.self {
            return data(forType: .color).flatMap(NSColor.init(pasteboardData:)).map { [$0] }
        }
        if let reading = readClass as? any NSPasteboardReading.Type {
            return reading.readableTypes(for: self).lazy.compactMap { type in
                self.data(forType: type).flatMap { reading.init(pasteboardPropertyList: $0, ofType: type) }
            }.first.map { [$0] }
        }
        return nil
    }
}

extension NSString: NSPasteboardWriting {
    public func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] { [.string] }
    public func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? {
        type == .string ? String(self) : nil
    }
}

extension NSURL: NSPasteboardWriting {
    public func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] {
        isFileURL ? [.fileURL, .string] : [.URL, .string]
    }
    public func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? {
        switch type {
        case .fileURL, .URL: absoluteString
        case .string: isFileURL ? path : absoluteString
        default: nil
        }
    }
}

extension NSImage: NSPasteboardWriting {
    public func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] {
        pngData == nil ? [] : [.png]
    }
    public func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? {
        type == .png ? pngData : nil
    }

    /// The image's bytes when they are a PNG file.
    var pngData: Data? {
        guard case let .asset(held, _, _) = content, let data = held.bytes,
              ImageBytes.contentType(of: data) == "image/png" else { return nil }
        return data
    }
}

extension NSColor: NSPasteboardWriting {
    public func writableTypes(for pasteboard: NSPasteboard) -> [NSPasteboard.PasteboardType] { [.color] }
    public func pasteboardPropertyList(forType type: NSPasteboard.PasteboardType) -> Any? {
        guard type == .color, let rgb = usingColorSpace(.sRGB) else { return nil }
        let parts = [rgb.redComponent, rgb.greenComponent, rgb.blueComponent, rgb.alphaComponent]
        return parts.map { formatNumber(Double($0)) }.joined(separator: " ")
    }

    /// A colour `pasteboardPropertyList(forType: .color)` wrote: "r g b a", sRGB.
    convenience init?(pasteboardData data: Data) {
        let parts = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        guard parts.count == 4, parts.allSatisfy(\.isFinite) else { return nil }
        self.init(srgbRed: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    }
}
