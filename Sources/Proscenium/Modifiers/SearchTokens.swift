/// The tokens of a `searchable` field: chips before its text, each the
/// app's view of one element of its collection.
nonisolated struct SearchTokens {
    /// The chips' views, by the token's ID.
    let views: () -> [(id: AnyHashable, view: any View)]
    /// Backspace at the start of the field: the last token goes.
    let removeLast: () -> Void
    /// A suggestion chosen with `searchCompletion(_:)` of a token: it is added.
    let add: (Any) -> Void
    /// The suggested tokens not yet in the field (`suggestedTokens:`), each
    /// with its view and the token it adds.
    var suggestions: () -> [(id: AnyHashable, view: any View, token: Any)] = { [] }

    init<C: RandomAccessCollection & RangeReplaceableCollection>(_ tokens: Binding<C>,
                                                                 views: @escaping () -> [(id: AnyHashable, view: any View)])
    where C.Element: Identifiable {
        self.views = views
        removeLast = {
            guard !tokens.wrappedValue.isEmpty else { return }
            tokens.wrappedValue.removeLast()
        }
        add = { value in
            guard let value = value as? C.Element else { return }
            tokens.wrappedValue.append(value)
        }
    }

    /// Tokens the app draws from their values.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(_ tokens: Binding<C>,
                                                                           token: @escaping (C.Element) -> T)
    where C.Element: Identifiable {
        self.init(tokens) { tokens.wrappedValue.map { (id: AnyHashable($0.id), view: token($0) as any View) } }
    }

    /// Tokens the app draws from their values, and offers `suggested` ones
    /// (those not in the field yet) among the field's suggestions.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(_ tokens: Binding<C>, suggested: Binding<C>,
                                                                           token: @escaping (C.Element) -> T)
    where C.Element: Identifiable {
        self.init(tokens, token: token)
        suggestions = {
            let present = Set(tokens.wrappedValue.map { AnyHashable($0.id) })
            return suggested.wrappedValue.filter { !present.contains(AnyHashable($0.id)) }
                .map { (id: AnyHashable($0.id), view: token($0) as any View, token: $0 as Any) }
        }
    }

    /// Editable tokens: the app draws each from a binding to it, so a
    /// control in the chip (a picker, a menu) changes that token in place.
    init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(editable tokens: Binding<C>,
                                                                           token: @escaping (Binding<C.Element>) -> T)
    where C.Element: Identifiable {
        self.init(tokens) {
            tokens.wrappedValue.map { element in
                let id = element.id
                let binding = Binding<C.Element>(
                    get: { tokens.wrappedValue.first { $0.id == id } ?? element },
                    set: { new in
                        guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
                        tokens.wrappedValue.replaceSubrange(index...index, with: CollectionOfOne(new))
                    })
                return (id: AnyHashable(id), view: token(binding) as any View)
            }
        }
    }
}

/// The suggested tokens of a `searchable(text:tokens:suggestedTokens:...)`:
/// a button per token, which adds it to the field.
nonisolated struct SearchSuggestedTokensView: PrimitiveView {
    let tokens: SearchTokens
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.slot, [.name: "suggestedTokens"])
        context.addItems(tokens.suggestions().map { suggestion in
            ViewItem(key: ItemKey([StructuralKey.slot("suggestedToken"), StructuralKey.explicit(suggestion.id)]),
                     view: AnyView(existential: suggestion.view).modifier(SearchTokenCompletionModifier(
                        token: suggestion.token, title: (suggestion.view as? Text)?.plainText)))
        })
    }
}

/// A token's chip in the search field.
nonisolated struct SearchTokenView: PrimitiveView {
    let content: any View
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.slot, [.name: "token"])
        context.addChildren(content)
    }
}

/// The field's tokens: a `slot` named `tokens` holding a `token` slot per token.
nonisolated struct SearchTokensView: PrimitiveView {
    let tokens: SearchTokens
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(.slot, [.name: "tokens"])
        context.addItems(tokens.views().map { token in
            ViewItem(key: ItemKey([StructuralKey.slot("token"), StructuralKey.explicit(token.id)]),
                     view: SearchTokenView(content: token.view))
        })
    }
}

/// A token suggestion that, chosen, becomes a token of the field.
nonisolated struct SearchTokenCompletionModifier: PrimitiveModifier {
    let token: Any
    let title: String?

    @MainActor func render(content: any View, into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        context.labelAttribute(title, into: &attributes)
        context.setElement(.button, attributes)
        let search = context.environment.searchContext
        let token = self.token
        context.on(.click) { _ in search?.completeToken(token) }
        context.addChildren(content)
    }
}

nonisolated extension View {
    /// A search field bound to `text` whose `tokens` show as chips before the
    /// text, each drawn by `token`; Backspace at the field's start removes the last.
    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                 placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt?.plainText,
                                    tokens: SearchTokens(tokens, token: token)))
    }

    public func searchable<C, T>(text: Binding<String>, tokens: Binding<C>,
                                 placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                 @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt.plainText,
                                    tokens: SearchTokens(tokens, token: token)))
    }

    @_disfavoredOverload
    public func searchable<C, T, S>(text: Binding<String>, tokens: Binding<C>,
                                    placement: SearchFieldPlacement = .automatic, prompt: S,
                                    @ViewBuilder token: @escaping (C.Element) -> T) -> some View
    where C: RandomAccessCollection, C: RangeReplaceableCollection, T: View, S: StringProtocol,
          C.Element: Identifiable {
        modifier(SearchableModifier(text: text, placement: placement, prompt: String(prompt),
                                    tokens: SearchTokens(tokens, token: token)))
    }

    /// Makes this suggestion add `token` to the field's tokens when chosen.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(SearchTokenCompletionModifier(token: token, title: (self as? Text)?.plainText))
    }
}
