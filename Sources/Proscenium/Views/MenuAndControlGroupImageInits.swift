// Menus and control groups titled with an image: an asset catalogue's
// (`image: ImageResource`) or a symbol, with a primary action for menus.
extension Menu where Label == Proscenium.Label<Text, Image> {
    /// A menu titled with an image from an asset catalogue.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Proscenium.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Proscenium.Label(title, image: image) }
    }

    /// A menu titled with an asset image whose button performs `primaryAction`; the menu opens from its arrow.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Proscenium.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }

    /// A menu titled with a symbol whose button performs `primaryAction`; the menu opens from its arrow.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Proscenium.Label(titleKey, systemImage: systemImage) },
                  primaryAction: primaryAction)
    }
}

extension ControlGroup {
    /// A control group titled with an image from an asset catalogue, shown where the group is collapsed.
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Proscenium.Label<Text, Image>> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Proscenium.Label(titleKey, image: image)) })
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Proscenium.Label<Text, Image>> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Proscenium.Label(title, image: image)) })
    }

    /// A control group titled with a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Proscenium.Label<Text, Image>> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: Proscenium.Label(title, systemImage: systemImage)) })
    }
}
