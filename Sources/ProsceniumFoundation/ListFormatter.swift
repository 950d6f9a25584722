import Foundation

/// Joins items into a list with the locale's separators and conjunction
/// ("a, b, and c"). Foundation's class, missing from Linux Foundation; the
/// joining is Foundation's own `ListFormatStyle`, so every locale it knows works.
open class ListFormatter: Formatter, @unchecked Sendable {
    // Unchecked, as Formatter is on Apple's platforms: set up once, then used to format.
    /// The locale whose list pattern is used (the current one when never set).
    open var locale: Locale! {
        get { storedLocale ?? .current }
        set { storedLocale = newValue }
    }

    /// Formats each item before it is joined; items are shown with
    /// `String(describing:)` when nil.
    open var itemFormatter: Formatter?

    private var storedLocale: Locale?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined as a list in the current locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().join(strings)
    }

    /// `items` joined as a list, each formatted by `itemFormatter` first;
    /// nil when the item formatter cannot format one of them.
    open func string(from items: [Any]) -> String? {
        var texts: [String] = []
        for item in items {
            if let itemFormatter {
                guard let text = itemFormatter.string(for: item) else { return nil }
                texts.append(text)
            } else {
                texts.append(String(describing: item))
            }
        }
        return join(texts)
    }

    /// The list for an array of items; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private func join(_ strings: [String]) -> String {
        strings.formatted(.list(type: .and).locale(locale))
    }
}
