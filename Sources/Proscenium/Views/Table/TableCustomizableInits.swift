/// Tables of hierarchical data, and tables whose columns the person customizes.
nonisolated extension Table {
    /// A table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle.
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil,
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of `data` whose columns follow `columnCustomization`.
    public init<Data>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil,
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of the given rows whose columns follow `columnCustomization`.
    public init(of valueType: Value.Type = Value.self, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil, customization: columnCustomization)
    }

    /// A table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle, selecting one row or none into `selection`.
    public init<Data>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .single(selection),
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of `data` whose columns follow `columnCustomization`, selecting one row or none into `selection`.
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of the given rows whose columns follow `columnCustomization`, selecting one row or none into `selection`.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: nil, customization: columnCustomization)
    }

    /// A table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle, selecting rows into `selection`.
    public init<Data>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .multiple(selection),
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of `data` whose columns follow `columnCustomization`, selecting rows into `selection`.
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
                  sorting: nil, customization: columnCustomization)
    }

    /// A table of the given rows whose columns follow `columnCustomization`, selecting rows into `selection`.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil, customization: columnCustomization)
    }

    /// A sortable table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of `data` whose columns follow `columnCustomization`.
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: nil,
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of the given rows whose columns follow `columnCustomization`.
    public init<Sort>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle, selecting one row or none into `selection`.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .single(selection),
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of `data` whose columns follow `columnCustomization`, selecting one row or none into `selection`.
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of the given rows whose columns follow `columnCustomization`, selecting one row or none into `selection`.
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection), sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of `data` and, under each element whose `children` are not
    /// nil, its children's rows behind a disclosure triangle, selecting rows into `selection`.
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data, children: children), columns: columns(), selection: .multiple(selection),
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of `data` whose columns follow `columnCustomization`, selecting rows into `selection`.
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                         @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
                  sorting: TableSorting(sortOrder), customization: columnCustomization)
    }

    /// A sortable table of the given rows whose columns follow `columnCustomization`, selecting rows into `selection`.
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
                @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection), sorting: TableSorting(sortOrder), customization: columnCustomization)
    }
}
