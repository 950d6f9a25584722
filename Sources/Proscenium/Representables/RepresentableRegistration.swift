import ProsceniumHost

extension Representables {
    /// Tells the graph how to render the four representable protocols'
    /// views (`ViewTypeFacts.registeredRenderer`): the engine knows none of
    /// them. Done once, before the vocabulary's first graph renders.
    static let registered: Void = {
        ViewTypeFacts.registeredRenderer = .init(
            accepts: { type in
                type is any NSViewRepresentable.Type || type is any UIViewRepresentable.Type
                    || type is any NSViewControllerRepresentable.Type || type is any UIViewControllerRepresentable.Type
            },
            render: { view, context in render(view, into: &context) })
    }()
}

extension ViewGraph {
    /// A graph showing `content` with `environment`. Made here, with the
    /// vocabulary, so that the representables it may show are registered
    /// before it renders.
    @_spi(Display)
    public convenience init<Content: View>(content: Content, environment: EnvironmentValues = EnvironmentValues(),
                                           label: String = "graph", rootTag: ElementKind = .root) {
        _ = Representables.registered
        self.init(unstarted: content, environment: environment, label: label, rootTag: rootTag)
        start()
    }
}
