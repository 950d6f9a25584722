/// A class of tags that map a uniform type to an outside naming system, such as
/// filename extensions or MIME types.
///
/// Spelled as in Apple's UniformTypeIdentifiers: `UTTagClass.filenameExtension`
/// and `UTTagClass.mimeType` are the two tag classes this implementation knows
/// about; any other raw value may be used in type declarations and is kept in
/// `UTType.tags`, but no lookup shortcut exists for it.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's identifier, such as `"public.filename-extension"`.
    public let rawValue: String

    /// Creates a tag class from its identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tag class for filename extensions, given without the leading period
    /// (`"png"`, not `".png"`). Raw value `public.filename-extension`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

    /// The tag class for MIME types (`"image/png"`). Raw value `public.mime-type`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    /// The raw value.
    public var description: String { rawValue }

    /// The form in which tags of this class are compared: without regard to
    /// case, and for MIME types without white space (so that
    /// `text/plain; charset=utf-8` matches `text/plain;charset=utf-8`).
    func normalized(_ tag: String) -> String {
        let lowered = tag.lowercased()
        guard self == .mimeType else { return lowered }
        return String(lowered.filter { !$0.isWhitespace })
    }
}
