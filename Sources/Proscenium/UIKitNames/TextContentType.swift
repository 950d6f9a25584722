import ProsceniumHost

/// What a text field holds (`textContentType(_:)`), so that the system can
/// offer to fill it in. The display is told what it is (`TextContentKind`);
/// the web display makes it the field's `autocomplete` attribute, which the
/// browser's autofill and password manager follow.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")

    /// What the content is, for a display, when it is one of UIKit's and
    /// AppKit's own (a type of the app's own making says nothing).
    var kind: TextContentKind? { TextContentKind(rawValue: rawValue) }
}

/// AppKit's name for the same content types (`.username`, `.password`,
/// `.oneTimeCode`, ...): one type, so that `textContentType(.username)` reads
/// the same in a Mac app and an iOS one.
public typealias NSTextContentType = UITextContentType

nonisolated extension View {
    /// Says what the text fields in this view hold, so that the browser's
    /// autofill and password manager can offer it (nil: nothing said).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(EnvironmentTransformModifier { $0.textContentType = textContentType })
    }
}

extension EnvironmentValues {
    private struct TextContentTypeKey: EnvironmentKey {
        static var defaultValue: UITextContentType? { nil }
    }

    var textContentType: UITextContentType? {
        get { self[TextContentTypeKey.self] }
        set { self[TextContentTypeKey.self] = newValue }
    }
}
