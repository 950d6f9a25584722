/// Columns computed from a collection, one set per element: a table whose
/// columns are known only when it runs (a column per month, per field).
nonisolated public struct TableColumnForEach<Data, ID, RowValue, Sort, Content>: TableColumnContent, PrimitiveTableColumns
where Data: RandomAccessCollection, ID: Hashable, RowValue == Content.TableRowValue,
      Sort == Content.TableColumnSortComparator, Content: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("TableColumnForEach has no body") }

    /// The collection the columns are computed from.
    public var data: Data
    /// Makes the columns of an element.
    public var content: (Data.Element) -> Content

    /// Columns computed from identifiable data.
    public init(_ data: Data,
                @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
                                    TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator>
                content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    /// Columns computed from data, each element identified by its property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>,
                @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
                                    TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator>
                content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// Columns computed from a constant range.
    public init(_ data: Range<Int>,
                @TableColumnBuilder<TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableRowValue,
                                    TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableColumnSortComparator>
                content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        for element in data { appendTableColumns(content(element), into: &columns) }
    }
}
