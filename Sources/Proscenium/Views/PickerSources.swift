// Pickers of several sources (`sources:selection:`), as a Mac's inspector
// picks one value for every selected item: the picker shows the value they
// share, or each value some of them have as mixed; choosing sets them all.
extension Picker {
    /// A picker bound to the selection of each of `sources`.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: selection] }
        // Read only through `sourceSelections` when there are sources; setting sets them all.
        let combined = Binding<SelectionValue>(get: { bindings[0].wrappedValue },
                                               set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.init(selection: combined, content: content, label: label)
        sourceSelections = bindings
    }
}

extension Picker where Label == Text {
    /// A titled picker bound to the selection of each of `sources`.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Proscenium.Label<Text, Image> {
    /// A picker titled with a symbol, bound to the selection of each of `sources`.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            Proscenium.Label(titleKey, systemImage: systemImage)
        }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) {
            Proscenium.Label(title, systemImage: systemImage)
        }
    }

    /// A picker titled with an image from an asset catalogue, bound to the selection of each of `sources`.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content)
    where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { Proscenium.Label(title, image: image) }
    }
}
