import Foundation

/// A column of a table: a label, and a view for each row's value. A column
/// made with a key path (`value:`) or a comparator sorts: clicking its header
/// puts its comparator first in the table's `sortOrder`, and clicking again
/// reverses it.
nonisolated public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent,
    PrimitiveTableColumns {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError("TableColumn has no body") }

    let label: Label
    let content: (RowValue) -> Content
    let comparator: Sort?
    /// The comparator in a given order, where the column makes it from a key path.
    var comparatorInOrder: ((SortOrder) -> Sort)?
    var width = TableColumnWidth()

    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        let content = self.content
        columns.append(ResolvedTableColumn(
            title: plainTitle(of: label), label: label,
            cell: { value -> any View in
                guard let value = value as? RowValue else { return EmptyView() }
                return content(value)
            },
            comparator: comparator, comparatorInOrder: comparatorInOrder.map { make in { make($0) } }, width: width))
    }

    /// A column of this fixed width (nil: the table decides).
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(fixed: width)
        return copy
    }

    /// A column whose width stays within `min` and `max`, starting at `ideal`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.width = TableColumnWidth(min: min, ideal: ideal, max: max)
        return copy
    }
}

// Columns that do not sort.
nonisolated extension TableColumn where Sort == Never, Label == Text {
    /// A column with a title and a view per row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: nil, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: nil, content: content)
    }

    /// A column with a text title and a view per row.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: nil, content: content)
    }
}

nonisolated extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// A column showing a string property of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.init(label: Text(titleKey), comparator: nil) { Text($0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.init(label: Text(title), comparator: nil) { Text($0[keyPath: value]) }
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        self.init(label: text, comparator: nil) { Text($0[keyPath: value]) }
    }
}

// Columns that sort by a key path.
nonisolated extension TableColumn where Label == Text {
    /// A column sorted by a comparable property, showing a view per row.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column sorted by an optional comparable property (nil first).
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
                               @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V?>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column sorted by a property with `comparator`.
    public init<V, C: SortComparator>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, C.Compared == V {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V, C: SortComparator>(_ title: S, value: KeyPath<RowValue, V>, comparator: C,
                                                         @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue>, C.Compared == V {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }

    /// A column sorted by a string property with `comparator`, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }
}

nonisolated extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column sorted by `comparator`: its header puts the comparator in the table's sort order.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: comparator, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: comparator, content: content)
    }
}

nonisolated extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column showing a string property of each row, sorted by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }
}

/// A key path as the `Sendable` one `KeyPathComparator` asks for. Key paths
/// are immutable values; SwiftUI's columns take plain ones, as here.
func sendable<Root, Value>(_ path: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
    unsafeBitCast(path, to: (KeyPath<Root, Value> & Sendable).self)
}
