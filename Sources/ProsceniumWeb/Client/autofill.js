// What a text field holds (ProsceniumHost's TextContentKind: UIKit's and
// AppKit's text content types) as the HTML autofill field name its input's
// `autocomplete` takes, so that the browser's autofill and password manager
// offer it. Kinds HTML has no name for (a place, a date, a flight number)
// are null: the input gets no hint.

export const AUTOFILL_NAMES = Object.freeze({
  name: "name", namePrefix: "honorific-prefix", givenName: "given-name", middleName: "additional-name",
  familyName: "family-name", nameSuffix: "honorific-suffix", nickname: "nickname", jobTitle: "organization-title",
  organizationName: "organization", location: null, fullStreetAddress: "street-address",
  streetAddressLine1: "address-line1", streetAddressLine2: "address-line2", addressCity: "address-level2",
  addressState: "address-level1", addressCityAndState: null, sublocality: "address-level3",
  countryName: "country-name", postalCode: "postal-code", telephoneNumber: "tel", emailAddress: "email",
  URL: "url", creditCardNumber: "cc-number", creditCardSecurityCode: "cc-csc", creditCardName: "cc-name",
  creditCardGivenName: "cc-given-name", creditCardMiddleName: "cc-additional-name",
  creditCardFamilyName: "cc-family-name", creditCardExpiration: "cc-exp", creditCardExpirationMonth: "cc-exp-month",
  creditCardExpirationYear: "cc-exp-year", creditCardType: "cc-type", username: "username",
  password: "current-password", newPassword: "new-password", oneTimeCode: "one-time-code", birthdate: "bday",
  birthdateDay: "bday-day", birthdateMonth: "bday-month", birthdateYear: "bday-year", dateTime: null,
  flightNumber: null, shipmentTrackingNumber: null,
});

/** The `autocomplete` token of a text content kind; null for none. */
export function autofillName(kind) {
  return (kind && Object.hasOwn(AUTOFILL_NAMES, kind) && AUTOFILL_NAMES[kind]) || null;
}
