/// What a text field holds (`textContentType(_:)`), by UIKit's and AppKit's
/// names: each display offers what it can for it (the web display the
/// browser's autofill, by the input's `autocomplete`, in its client).
public enum TextContentKind: String, Sendable, CaseIterable {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname, jobTitle, organizationName
    case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode, telephoneNumber, emailAddress
    case URL
    case creditCardNumber, creditCardSecurityCode, creditCardName, creditCardGivenName, creditCardMiddleName
    case creditCardFamilyName, creditCardExpiration, creditCardExpirationMonth, creditCardExpirationYear
    case creditCardType, username, password, newPassword, oneTimeCode
    case birthdate, birthdateDay, birthdateMonth, birthdateYear, dateTime, flightNumber, shipmentTrackingNumber
}
