// The other forms of `searchable`: presented by the app (`isPresented:`),
// with editable tokens (`editableTokens:`), and with suggested tokens
// (`suggestedTokens:`). All make the one `SearchableModifier`.

nonisolated extension View {
    /// A search field bound to `text`, presented while `isPresented` is true: setting it
    /// focuses the field, and it turns false when the search ends.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: nil, isPresented: isPresented))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: nil, isPresented: isPresented))
    }

    @_disfavoredOverload
    public func searchable<S>(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: S) -> some View
    where S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: nil, isPresented: isPresented))
    }

    /// A search field with `tokens` as chips before its text, presented while `isPresented` is true.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(tokens, token: token), isPresented: isPresented))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(tokens, token: token), isPresented: isPresented))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: S,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(tokens, token: token), isPresented: isPresented))
    }

    /// A search field whose `editableTokens` show as chips before its text, each
    /// drawn by `token` from a binding to it, so a control in the chip edits that token.
    public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: nil))
    }

    public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: nil))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, editableTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: S,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: nil))
    }

    /// A search field with editable tokens, presented while `isPresented` is true.
    public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: isPresented))
    }

    public func searchable<C, T>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: isPresented))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: S,
                           @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(editable: editableTokens, token: token), isPresented: isPresented))
    }

    /// A search field with `tokens` as chips before its text, whose suggestions
    /// offer the `suggestedTokens` not in the field yet: chosen, one joins the tokens.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: nil))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: nil))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
                           placement: SearchFieldPlacement = .automatic, prompt: S,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: nil))
    }

    /// A search field with tokens and suggested tokens, presented while `isPresented` is true.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: isPresented))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: isPresented))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: S,
                           @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable, S: StringProtocol {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), isPresented: isPresented))
    }

}
