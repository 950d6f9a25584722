import ProsceniumHost

// `Section` among a table's rows: a header row (a `TableHeaderRowContent`)
// spanning the columns, then the section's rows, as an NSTableView draws a
// group row above the rows it heads.

/// A table row that shows a single view across the columns instead of a
/// cell per column: what a `Section` in a table's rows makes of its header.
///
/// You do not create this type directly; `Section` does. The row selects
/// nothing and is drawn as a Mac's group row: small, bold, secondary text.
nonisolated public struct TableHeaderRowContent<Value, Content>: TableRowContent, PrimitiveTableRows
where Value: Identifiable, Content: View {
    public typealias TableRowValue = Value

    let content: Content

    init(_ content: Content) { self.content = content }

    /// The table lists this row itself (it is no row of a value), so its
    /// body is no rows.
    public var tableRowBody: some TableRowContent { EmptyTableRowContent<Value>() }

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        rows.append(ResolvedTableRow(header: TableSectionHeader(content: content, isExpanded: nil)))
    }
}

/// A header row as the table lays it out: its view, and for a collapsible
/// section the binding that opens it.
nonisolated struct TableSectionHeader {
    let content: any View
    var isExpanded: Binding<Bool>?
}

/// A header row's ID: its place among the table's header rows (a section
/// has no value, so no ID of the app's).
nonisolated struct TableSectionHeaderID: Hashable {
    let ordinal: Int
}

nonisolated extension ResolvedTableRow {
    /// A section's header row.
    init(header: TableSectionHeader) {
        self.init(value: (), id: AnyHashable(TableSectionHeaderID(ordinal: -1)))
        self.header = header
    }
}

nonisolated extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("Section has no table row body") }
}

nonisolated extension Section: PrimitiveTableRows
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        let start = rows.count
        appendTableRows(header, into: &rows)
        if let isExpanded {
            // The header row opens and closes the section.
            for index in start..<rows.count where rows[index].header != nil {
                rows[index].header?.isExpanded = isExpanded
            }
        }
        guard isExpanded?.wrappedValue ?? true else { return }
        appendTableRows(content, into: &rows)
        appendTableRows(footer, into: &rows)
    }
}

nonisolated extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// Rows grouped without a header row.
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: content(), header: EmptyTableRowContent(), footer: EmptyTableRowContent())
    }

    /// Rows under a header row showing `header`.
    public init<V, H>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
          H: View {
        self.init(parts: content(), header: TableHeaderRowContent(header()), footer: EmptyTableRowContent())
    }

    /// Rows under a header row with a title.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: content(), header: TableHeaderRowContent(Text(titleKey)), footer: EmptyTableRowContent())
    }

    /// Rows under a header row with a title, from a string shown as it is.
    @_disfavoredOverload
    public init<V, S>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
          S: StringProtocol {
        self.init(parts: content(), header: TableHeaderRowContent(Text(title)), footer: EmptyTableRowContent())
    }

    /// Rows under a header row that shows and hides them: they show while
    /// `isExpanded` is true.
    public init<V, H>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
                      @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
          H: View {
        self.init(parts: content(), header: TableHeaderRowContent(header()), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded)
    }

    /// Rows under a titled header row that shows and hides them.
    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                   @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(parts: content(), header: TableHeaderRowContent(Text(titleKey)), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded)
    }

    /// Rows under a titled header row that shows and hides them, from a
    /// string shown as it is.
    @_disfavoredOverload
    public init<V, S>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
          S: StringProtocol {
        self.init(parts: content(), header: TableHeaderRowContent(Text(title)), footer: EmptyTableRowContent(),
                  isExpanded: isExpanded)
    }
}

/// A section's header row: one cell across the columns, in a Mac group
/// row's small bold secondary text. It selects nothing; a collapsible
/// section's row has a disclosure triangle (`expanded`).
///
/// Its element is `tablerow` with `role` `header`.
nonisolated struct TableHeaderRowView: PrimitiveView {
    let content: any View
    let key: String
    let isExpanded: Binding<Bool>?
    let enabled: Bool

    @MainActor func render(into context: inout RenderContext) {
        var attributes: ElementAttributes = [.key: .string(key), .role: "header"]
        if let isExpanded {
            attributes[.expanded] = .bool(isExpanded.wrappedValue)
            let enabled = self.enabled
            context.on(.toggle) { event in
                guard enabled else { return }
                isExpanded.wrappedValue = event.value.map { $0 == "true" } ?? !isExpanded.wrappedValue
            }
        }
        context.setElement(.tablerow, attributes)
        context.addChildren(TableCellView(content: groupRowText(content), alignment: nil), slot: "c0")
    }

    /// NSTableView's group row text: 11 points, bold, secondary.
    private func groupRowText(_ content: any View) -> some View {
        AnyView(content).font(.subheadline.bold()).foregroundStyle(.secondary)
    }
}
