extension AttributeKey {
    /// The on-screen keyboard a text field asks for (`keyboardType(_:)`):
    /// `number`, `decimal`, `phone`, `email`, `url`, `search`,
    /// `numbersAndPunctuation`, `twitter`; absent: the default one.
    public static let keyboardType = AttributeKey(rawValue: "keyboardType")
    /// When a paged tab view's dots show (`PageTabViewStyle.IndexDisplayMode`):
    /// `automatic` (more than one page), `always`, `never`.
    public static let indexDisplayMode = AttributeKey(rawValue: "indexDisplayMode")
}
