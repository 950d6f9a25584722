// Controls labelled by a title and an image: a symbol (`systemImage:`) or an
// asset catalogue's image (`image: ImageResource`), shown as a `Label`.

extension Label where Title == Text, Icon == Image {
    /// A label with a title and an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label with a title and an image from the app's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label with a title and an image from an asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == Proscenium.Label<Text, Image> {
    /// A button labelled by a title and an image from an asset catalogue.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Proscenium.Label(title, image: image) }
    }

    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
                                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?,
                                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Proscenium.Label(title, image: image) }
    }

    /// A button labelled by a title and a symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Proscenium.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Proscenium.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == Proscenium.Label<Text, Image> {
    /// A toggle labelled by a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Proscenium.Label(title, systemImage: systemImage) }
    }

    /// A toggle labelled by a title and an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Proscenium.Label(title, image: image) }
    }

    /// A toggle of several Booleans (each element's at `isOn`): on when all
    /// are, off when none is, mixed otherwise (the box shows a dash); turning
    /// it on or off sets them all.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Proscenium.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Proscenium.Label(title, systemImage: systemImage) }
    }

    /// A toggle of several Booleans, labelled by a title and an asset catalogue's image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Proscenium.Label(title, image: image) }
    }
}

extension Toggle where Label == Text {
    /// A toggle of several Booleans with a text label.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle {
    /// A toggle of several Booleans (each element's at `isOn`): on when all
    /// are, off when none is, mixed otherwise; turning it on or off sets them all.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                           @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let combined = Binding<Bool>(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                                     set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.init(isOn: combined, label: label)
        let on = bindings.filter(\.wrappedValue).count
        isMixed = on > 0 && on < bindings.count
    }
}

extension Picker where Label == Proscenium.Label<Text, Image> {
    /// A picker labelled by a title and an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Proscenium.Label(title, image: image) }
    }
}
