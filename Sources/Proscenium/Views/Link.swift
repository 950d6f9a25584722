/// A control that opens a URL, with the `openURL` action of its environment.
///
/// Its element is `link` with `href`; its children are the label's views.
nonisolated public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// A link to `destination` with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.href: .string(destination.absoluteString)]
        context.labelAttribute(plainTitle(of: label), into: &attributes)
        context.setElement(.link, attributes)
        context.addChildren(label)
        let enabled = context.environment.isEnabled
        let openURL = context.environment.openURL
        let destination = self.destination
        context.on(.click) { _ in
            guard enabled else { return }
            openURL(destination)
        }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
