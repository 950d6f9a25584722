import Foundation

/// Columns of a table: a `TableColumn`, several built with `TableColumnBuilder`,
/// or a type of your own whose `tableColumnBody` is made of them.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = Self.TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    @TableColumnBuilder<Self.TableRowValue, Self.TableColumnSortComparator>
    var tableColumnBody: Self.TableColumnBody { get }
}

nonisolated extension Never: TableColumnContent {
    // `TableRowValue = Never` is declared with `Never: TableRowContent`.
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError() }
}

/// One column as the table lays it out, its row value type erased.
@MainActor
struct ResolvedTableColumn {
    /// The title when the label is plain text.
    var title: String?
    var label: any View
    /// The cell's view for a row value.
    var cell: (Any) -> any View
    /// The column's sort comparator (the table's `Sort` type), if it sorts.
    var comparator: Any?
    /// The comparator made in a given order, for a column that can make it.
    var comparatorInOrder: ((SortOrder) -> Any)?
    var width: TableColumnWidth = TableColumnWidth()
    /// Its `customizationID`, if any.
    var customizationID: String?
    var defaultVisibility: Visibility = .automatic
    var disabledBehavior = TableColumnCustomizationBehavior()
    /// Where its header and cells place their content (`alignment(_:)`).
    var alignment = TableColumnAlignment.automatic
}

/// A column's width: fixed, or bounds and an ideal, in points.
nonisolated struct TableColumnWidth: Equatable {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}

/// Column content that lays out columns itself (the built-in kinds).
@MainActor
protocol PrimitiveTableColumns {
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn])
}

/// Adds the columns of `content`: built-in kinds directly, others through their body.
@MainActor
func appendTableColumns<C: TableColumnContent>(_ content: C, into columns: inout [ResolvedTableColumn]) {
    if let primitive = content as? any PrimitiveTableColumns {
        primitive.appendColumns(into: &columns)
    } else {
        appendTableColumns(content.tableColumnBody, into: &columns)
    }
}

/// Several columns, from a `TableColumnBuilder` block.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent,
    PrimitiveTableColumns {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError() }

    let contents: [any TableColumnContent]
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        for content in contents { appendTableColumns(content, into: &columns) }
    }
}

/// A column that may be absent (`if` in a column builder).
nonisolated public struct _ConditionalTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent,
    PrimitiveTableColumns {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError() }

    let content: (any TableColumnContent)?
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        if let content { appendTableColumns(content, into: &columns) }
    }
}

/// A column of a non-sorting kind in a table that sorts: it never sorts.
nonisolated public struct _UnsortedTableColumn<Content: TableColumnContent, Sort: SortComparator>: TableColumnContent,
    PrimitiveTableColumns where Content.TableColumnSortComparator == Never {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError() }

    let content: Content
    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) { appendTableColumns(content, into: &columns) }
}

/// Builds a table's columns from a block of `TableColumn`s.
@resultBuilder
nonisolated public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort {
        content
    }

    /// A column that does not sort, in a table that does.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(_ content: Content)
        -> _UnsortedTableColumn<Content, Sort>
    where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Never {
        _UnsortedTableColumn(content: content)
    }

    public static func buildBlock<C: TableColumnContent>(_ content: C) -> C
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        content
    }

    public static func buildBlock<each C: TableColumnContent>(_ content: repeat each C)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each C)> {
        var contents: [any TableColumnContent] = []
        repeat contents.append(each content)
        return TupleTableColumnContent(contents: contents)
    }

    public static func buildOptional<C: TableColumnContent>(_ content: C?)
        -> _ConditionalTableColumnContent<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(content: content)
    }

    /// An `if` without an `else` (the older name of `buildOptional`).
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> _ConditionalTableColumnContent<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(content: content)
    }

    /// The columns of an `if` branch, when its condition holds.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
        -> TupleTableColumnContent<RowValue, Sort, (T, F)>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue,
          T.TableColumnSortComparator == Sort, F.TableColumnSortComparator == Sort {
        TupleTableColumnContent(contents: [first])
    }

    /// The columns of an `else` branch, when the condition does not hold.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
        -> TupleTableColumnContent<RowValue, Sort, (T, F)>
    where T.TableRowValue == RowValue, F.TableRowValue == RowValue,
          T.TableColumnSortComparator == Sort, F.TableColumnSortComparator == Sort {
        TupleTableColumnContent(contents: [second])
    }

    public static func buildLimitedAvailability<C: TableColumnContent>(_ content: C)
        -> _ConditionalTableColumnContent<RowValue, Sort>
    where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort {
        _ConditionalTableColumnContent(content: content)
    }
}
