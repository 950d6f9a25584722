import Foundation

/// A reference to a localizable string, resolved later in its locale
/// (Foundation's type, missing from Linux Foundation).
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// Where the strings table lives.
    public enum BundleDescription: Hashable, Sendable, Codable {
        /// The app's main bundle.
        case main
        /// The bundle at a file URL.
        case atURL(URL)
        /// The bundle a class was loaded from; on Linux every class is in the main bundle
        /// or a resource bundle beside it, so this looks in the main bundle.
        case forClass(AnyClass)

        var bundle: Bundle {
            switch self {
            case .main, .forClass: return .main
            case let .atURL(url): return Bundle(url: url) ?? .main
            }
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs, rhs) {
            case (.main, .main): return true
            case let (.atURL(a), .atURL(b)): return a == b
            case let (.forClass(a), .forClass(b)): return a == b
            default: return false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case let .atURL(url): hasher.combine(url)
            case let .forClass(type): hasher.combine(ObjectIdentifier(type))
            }
        }

        private enum CodingKeys: String, CodingKey { case url }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = try container.decodeIfPresent(URL.self, forKey: .url).map(BundleDescription.atURL) ?? .main
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if case let .atURL(url) = self { try container.encode(url, forKey: .url) }
        }
    }

    /// The key in the strings table.
    public var key: String
    /// The text when the table lacks the key (with its interpolated arguments).
    public var defaultValue: String.LocalizationValue
    /// The strings table (`Localizable` when nil).
    public var table: String?
    /// The locale the text is resolved in.
    public var locale: Locale
    /// The bundle holding the table.
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: Bundle, comment: StaticString? = nil) {
        self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil) {
        self.init(key, defaultValue: defaultValue, table: table, locale: locale,
                  bundle: .atURL(bundle.bundleURL), comment: comment)
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved text.
    public var description: String { String(localized: self) }

    private enum CodingKeys: String, CodingKey { case key, defaultValue, table, locale, bundle }
}
