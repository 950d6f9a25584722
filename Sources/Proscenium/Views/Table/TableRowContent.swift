/// Rows of a table: `TableRow`s, a `ForEach` of them, or a type of your own
/// whose `tableRowBody` is made of them.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    @TableRowBuilder<Self.TableRowValue> var tableRowBody: Self.TableRowBody { get }
}

nonisolated extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError() }
}

/// One row as the table lays it out: its value, type-erased, its ID, and
/// the rows it discloses, if it is a disclosure row.
nonisolated struct ResolvedTableRow {
    let value: Any
    let id: AnyHashable
    var disclosure: TableRowDisclosure?
    /// What the row's modifiers ask of it.
    var traits = TableRowTraits()
    /// A section's header row's view: the row has no value and no cells.
    var header: TableSectionHeader?

    init(value: Any, id: AnyHashable, disclosure: TableRowDisclosure? = nil) {
        self.value = value
        self.id = id
        self.disclosure = disclosure
    }
}

/// The rows under a disclosure row, and the binding that opens them (nil:
/// the table keeps whether it is open, closed at first).
nonisolated struct TableRowDisclosure {
    let isExpanded: Binding<Bool>?
    let children: [ResolvedTableRow]
}

/// Row content that lists its rows itself (the built-in kinds).
@MainActor
protocol PrimitiveTableRows {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow])
}

@MainActor
func appendTableRows<R: TableRowContent>(_ content: R, into rows: inout [ResolvedTableRow]) {
    if let primitive = content as? any PrimitiveTableRows {
        primitive.appendRows(into: &rows)
    } else {
        appendTableRows(content.tableRowBody, into: &rows)
    }
}

/// A row of a table, showing `value` in each column.
nonisolated public struct TableRow<Value: Identifiable>: TableRowContent, PrimitiveTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("TableRow has no body") }

    let value: Value

    /// A row for `value`.
    public init(_ value: Value) { self.value = value }

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        rows.append(ResolvedTableRow(value: value, id: AnyHashable(value.id)))
    }
}

/// The rows of a table made from a collection: one per element.
nonisolated public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent, PrimitiveTableRows
where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element

    /// A row per element.
    public var tableRowBody: some TableRowContent { ForEach(data) { TableRow($0) } }

    let data: Data

    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        for element in data { rows.append(ResolvedTableRow(value: element, id: AnyHashable(element.id))) }
    }
}

/// Several rows, from a `TableRowBuilder` block.
nonisolated public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent, PrimitiveTableRows {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError() }

    let contents: [any TableRowContent]
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        for content in contents { appendTableRows(content, into: &rows) }
    }
}

/// Builds a table's rows from a block of `TableRow`s and `ForEach`es.
@resultBuilder
nonisolated public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where C.TableRowValue == Value { content }

    public static func buildBlock<each C: TableRowContent>(_ content: repeat each C)
        -> TupleTableRowContent<Value, (repeat each C)> {
        var contents: [any TableRowContent] = []
        repeat contents.append(each content)
        return TupleTableRowContent(contents: contents)
    }

    public static func buildOptional<C: TableRowContent>(_ content: C?) -> TupleTableRowContent<Value, C?>
    where C.TableRowValue == Value {
        TupleTableRowContent(contents: content.map { [$0] } ?? [])
    }

    /// An `if` without an `else` (the older name of `buildOptional`).
    public static func buildIf<C: TableRowContent>(_ content: C?) -> TupleTableRowContent<Value, C?>
    where C.TableRowValue == Value {
        TupleTableRowContent(contents: content.map { [$0] } ?? [])
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> TupleTableRowContent<Value, (T, F)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(contents: [first])
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> TupleTableRowContent<Value, (T, F)>
    where T.TableRowValue == Value, F.TableRowValue == Value {
        TupleTableRowContent(contents: [second])
    }
}

nonisolated extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public var tableRowBody: Never { return fatalError("ForEach has no table row body") }
}

nonisolated extension ForEach: PrimitiveTableRows where Content: TableRowContent {
    @MainActor func appendRows(into rows: inout [ResolvedTableRow]) {
        for (offset, element) in data.enumerated() {
            let start = rows.count
            appendTableRows(content(element), into: &rows)
            for index in start..<rows.count where rows[index].traits.dataIndex == nil {
                rows[index].traits.dataIndex = offset
            }
        }
    }
}

nonisolated extension ForEach where ID == Data.Element.ID, Content: TableRowContent, Data.Element: Identifiable {
    /// Table rows computed from identifiable data.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, content: content, identify: { $0.id })
    }
}
