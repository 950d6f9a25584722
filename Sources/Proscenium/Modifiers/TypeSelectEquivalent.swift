import ProsceniumHost

nonisolated extension View {
    /// Sets an explicit type select equivalent text in a collection, such as
    /// a list or table: typing a row's first letters selects it by this text
    /// instead of the text it shows. With nil the row goes by its text again.
    public func typeSelectEquivalent(_ text: Text?) -> some View {
        modifier(TypeSelectModifier(text: text?.plainText))
    }

    /// Sets an explicit type select equivalent text in a collection, such as
    /// a list or table, from a localized string key.
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        modifier(TypeSelectModifier(text: stringKey.plainText))
    }

    /// Sets an explicit type select equivalent text in a collection, such as
    /// a list or table.
    public func typeSelectEquivalent<S>(_ string: S) -> some View where S: StringProtocol {
        modifier(TypeSelectModifier(text: String(string)))
    }
}

/// Puts the text a row is type-selected by on the modified view's element,
/// where the page's type select finds it (`typeselect.js`).
nonisolated struct TypeSelectModifier: PrimitiveModifier {
    let text: String?

    @MainActor func render(content: any View, into context: inout RenderContext) {
        if let text { context.childEnvironment.pendingElementAttributes[.typeSelect] = .string(text) }
        context.addChildren(content)
    }
}
