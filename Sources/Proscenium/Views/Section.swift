import ProsceniumHost

/// A group of views with an optional header and footer: in a list or form,
/// a group of rows; in a table's rows, a header row and the rows under it.
///
/// As a view, its element is `section`; its children are a `header` element
/// (when there is a header), the content (as `row`s inside a list or form),
/// and a `footer` element (when there is a footer). The header element is the
/// section's only header: a text header is not also its `title`, which the
/// display would draw a second time.
///
/// As table rows (`TableRowContent`), see `TableHeaderRowContent`.
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Collapsible sections: shown expanded while this is true.
    var isExpanded: Binding<Bool>?

    init(parts content: Content, header: Parent, footer: Footer, isExpanded: Binding<Bool>? = nil) {
        self.content = content
        self.header = header
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

nonisolated extension Section: View, PrimitiveView, ListSectionView where Parent: View, Content: View, Footer: View {
    @MainActor package func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [:]
        let expanded = isExpanded?.wrappedValue ?? true
        if isExpanded != nil { attributes[.expanded] = .bool(expanded) }
        context.setElement(.section, attributes)
        if !(header is EmptyView) {
            context.addChildren(SectionPart(tag: .header, content: header), slot: "header")
        }
        if let binding = isExpanded {
            let enabled = context.environment.isEnabled
            context.on(.toggle) { event in
                guard enabled else { return }
                binding.wrappedValue = event.value.map { $0 == "true" } ?? !binding.wrappedValue
            }
        }
        guard expanded else { return }
        if let rows = context.environment.listRowContext {
            var items: [ViewItem] = []
            flattenItems(content, key: ItemKey([StructuralKey.slot("content")]), into: &items)
            context.addItems(rows.rows(for: items))
        } else {
            context.addChildren(content, slot: "content")
        }
        if !(footer is EmptyView) {
            context.addChildren(SectionPart(tag: .footer, content: footer), slot: "footer")
        }
    }
}

/// A section's header or footer element.
nonisolated struct SectionPart: PrimitiveView {
    let tag: ElementKind
    let content: any View
    @MainActor func render(into context: inout RenderContext) {
        context.setElement(tag)
        // A header is not a row of the list.
        context.provideListRows(nil)
        if tag == .header, context.environment.headerProminence == .increased {
            // An increased header is drawn larger and bolder, as a Mac list's.
            context.addChildren(prominentHeader(content))
        } else {
            context.addChildren(content)
        }
    }

    private func prominentHeader(_ header: some View) -> some View { header.font(.headline) }
}

nonisolated extension Section where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.init(parts: content(), header: header(), footer: footer())
    }

    /// The older form, with the header and footer as values.
    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: header, footer: footer)
    }
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: EmptyView(), footer: EmptyView())
    }
}

nonisolated extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(parts: content(), header: header(), footer: EmptyView())
    }

    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: header, footer: EmptyView())
    }

    /// A section that collapses: its content shows while `isExpanded` is true,
    /// and its header has a control that sets it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(parts: content(), header: header(), footer: EmptyView(), isExpanded: isExpanded)
    }
}

nonisolated extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(parts: content(), header: EmptyView(), footer: footer())
    }

    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: EmptyView(), footer: footer)
    }
}

nonisolated extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: Text(titleKey), footer: EmptyView())
    }

    /// A section with a text header, from a string shown as it is.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(parts: content(), header: Text(title), footer: EmptyView())
    }

    /// A collapsible section with a text header.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(parts: content(), header: Text(titleKey), footer: EmptyView(), isExpanded: isExpanded)
    }

    /// A collapsible section with a text header, from a string shown as it is.
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(parts: content(), header: Text(title), footer: EmptyView(), isExpanded: isExpanded)
    }
}
