import Foundation

// The containers a table's rows may be written in, beside `TableRow` and
// `ForEach`: `Group`, an optional row, and no rows at all.

nonisolated extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("Group has no table row body") }

    /// Groups rows, to apply a row modifier to them all or to go past a
    /// builder block's limits.
    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.init(grouping: content())
    }
}

nonisolated extension Group: PrimitiveTableRows where Content: TableRowContent {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) { appendTableRows(content, into: &rows) }
}

nonisolated extension Group: TableColumnContent where Content: TableColumnContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("Group has no table column body") }

    /// Groups columns, to go past a builder block's limits or to apply a
    /// column modifier to them all.
    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.init(grouping: content())
    }
}

nonisolated extension Group: PrimitiveTableColumns where Content: TableColumnContent {
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) { appendTableColumns(content, into: &columns) }
}

nonisolated extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("Optional has no table row body") }
}

nonisolated extension Optional: PrimitiveTableRows where Wrapped: TableRowContent {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        if let self { appendTableRows(self, into: &rows) }
    }
}

nonisolated extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("Optional has no table column body") }
}

nonisolated extension Optional: PrimitiveTableColumns where Wrapped: TableColumnContent {
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        if let self { appendTableColumns(self, into: &columns) }
    }
}

/// No rows: what a table section without a footer has as its footer.
nonisolated public struct EmptyTableRowContent<Value>: TableRowContent, PrimitiveTableRows where Value: Identifiable {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("EmptyTableRowContent has no body") }

    init() {}

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {}
}

nonisolated extension ForEach where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    /// A row for each element of identifiable data.
    public init(_ data: Data) {
        self.init(data: data, content: { TableRow($0) }, identify: { $0.id })
    }
}

nonisolated extension ForEach where Content: TableRowContent {
    /// Rows computed from data, each element identified by its property at `id`.
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                   @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0[keyPath: id] })
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int, Content: TableRowContent {
    /// Rows computed from a constant range.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0 })
    }
}

/// Rows made from a collection (a `ForEach` of rows), so that rows dropped
/// between them can be inserted into it (`onInsert(of:perform:)`).
@MainActor @preconcurrency
public protocol DynamicTableRowContent: TableRowContent {
    /// The type of the collection the rows are made from.
    associatedtype Data: Collection
    /// The collection the rows are made from.
    var data: Self.Data { get }
}

nonisolated extension ForEach: DynamicTableRowContent where Content: TableRowContent {}
