// The remaining titled forms of `MenuBarExtra`: inserted while a binding is
// true, and labelled with an image from the app's assets. Differs: the menu
// bar shows such an extra by its title, as the display draws an extra's
// symbol (`systemImage:`) but not yet an asset image there.
extension MenuBarExtra where Label == Text {
    /// An extra titled `titleKey`, in the menu bar while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.plainText, systemImage: nil, isInserted: isInserted, content: content(),
                  label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: nil, isInserted: isInserted, content: content(), label: Text(title))
    }
}

extension MenuBarExtra where Label == Proscenium.Label<Text, Image> {
    /// An extra titled `titleKey`, shown as the asset image named `image`.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.plainText, systemImage: nil, isInserted: nil, content: content(),
                  label: Proscenium.Label(titleKey, image: image))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: nil, isInserted: nil, content: content(),
                  label: Proscenium.Label(title: { Text(title) }, icon: { Image(image) }))
    }

    /// An extra shown as the asset image named `image`, in the menu bar while `isInserted` is true.
    public init(_ titleKey: LocalizedStringKey, image: String, isInserted: Binding<Bool>,
                @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.plainText, systemImage: nil, isInserted: isInserted, content: content(),
                  label: Proscenium.Label(titleKey, image: image))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, isInserted: Binding<Bool>,
                                   @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: nil, isInserted: isInserted, content: content(),
                  label: Proscenium.Label(title: { Text(title) }, icon: { Image(image) }))
    }

    /// An extra shown as the symbol `systemImage`, in the menu bar while `isInserted` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isInserted: Binding<Bool>,
                                   @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, isInserted: isInserted, content: content(),
                  label: Proscenium.Label(title, systemImage: systemImage))
    }
}
