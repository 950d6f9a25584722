import Foundation

// Columns of tables whose rows are `NSObject`s, sorted by a `SortDescriptor`:
// SwiftUI spells out one initializer per property type that Foundation's
// `SortDescriptor` sorts an `NSObject`'s key path by, as here. Clicking the
// header puts `SortDescriptor(value)` first in the table's `sortOrder`, and
// clicking again puts one in the reverse order.
//
// Linux's Foundation has no `SortDescriptor` over a `Bool` key path (a Mac's
// compares the `NSNumber` Objective-C gives it, false before true), so a
// `Bool` column sorts by the key path extended to the flag's rank, 0 or 1.
nonisolated extension TableColumn where RowValue: NSObject, Sort == SortDescriptor<RowValue>, Label == Text {

    /// A column sorted by a `Bool` property of each row (false first), showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Bool>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        let rank = sendable(value.appending(path: \Bool.sortRank))
        self.init(label: text, comparator: SortDescriptor(rank), content: content)
        comparatorInOrder = { SortDescriptor(rank, order: $0) }
    }

    /// A column sorted by a `Bool` property of each row (false first), showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleKey), value: value, content: content)
    }

    /// A column sorted by a `Bool` property of each row (false first), showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(title), value: value, content: content)
    }

    /// A column sorted by a `Bool?` property of each row (nil, then false, then true), showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Bool?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        let rank = sendable(value.appending(path: \Bool?.sortRank))
        self.init(label: text, comparator: SortDescriptor(rank), content: content)
        comparatorInOrder = { SortDescriptor(rank, order: $0) }
    }

    /// A column sorted by a `Bool?` property of each row (nil, then false, then true), showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Bool?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(titleKey), value: value, content: content)
    }

    /// A column sorted by a `Bool?` property of each row (nil, then false, then true), showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Bool?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(Text(title), value: value, content: content)
    }

    /// A column sorted by a `Date` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Date>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Date` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Date` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Date?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Date?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Date?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Date?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Date?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Date?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Double>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Double?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Double?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Double?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Double?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Float>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Float?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Float?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Float?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Float?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int16?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int32?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int64?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int8?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, Int?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Int?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `Int?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, Int?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt16?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt16?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt32?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt32?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt64?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt64?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt8?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt8?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UInt?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UInt?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UInt?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UInt?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UUID>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID?` property of each row, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, UUID?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID?` property of each row, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, UUID?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `UUID?` property of each row, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, UUID?>,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value)), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), order: $0) }
    }

    /// A column sorted by a `String` property of each row with `comparator`, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

    /// A column sorted by a `String` property of each row with `comparator`, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

    /// A column sorted by a `String` property of each row with `comparator`, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

    /// A column sorted by a `String?` property of each row with `comparator`, showing a view per row.
    public init(_ text: Text, value: KeyPath<RowValue, String?>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

    /// A column sorted by a `String?` property of each row with `comparator`, showing a view per row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String?>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

    /// A column sorted by a `String?` property of each row with `comparator`, showing a view per row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String?>,
                comparator: String.StandardComparator = .localizedStandard,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), comparator: SortDescriptor(sendable(value), comparator: comparator), content: content)
        comparatorInOrder = { SortDescriptor(sendable(value), comparator: comparator, order: $0) }
    }

}

// Text-labelled columns sorted by a key path comparator, beside the
// string-titled ones in TableColumn.swift.
nonisolated extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column with a text label, sorted by a comparable property, showing a view per row.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
    }

    /// A column with a text label, sorted by a property with `comparator`.
    public init<V, C: SortComparator>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C,
                                      @ViewBuilder content: @escaping (RowValue) -> Content)
    where C.Compared == V {
        self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator), content: content)
    }
}

nonisolated extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column with a text label showing a string property of each row, sorted by it.
    public init(_ text: Text, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .localizedStandard) {
        self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
            Text($0[keyPath: value])
        }
    }
}

nonisolated extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column with a text label sorted by `comparator`.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, comparator: comparator, content: content)
    }
}

// A column of the table's own comparator type, taken as a whole: the
// column's initializer is then chosen by the table's `Sort` (a
// `SortDescriptor` table picks the `NSObject` columns above).
extension TableColumnBuilder {
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Sort, Content, Label>)
        -> TableColumn<RowValue, Sort, Content, Label> {
        column
    }
}

extension TableColumnBuilder where Sort == Never {
    public static func buildExpression<Content, Label>(_ column: TableColumn<RowValue, Never, Content, Label>)
        -> TableColumn<RowValue, Never, Content, Label> {
        column
    }
}

extension Bool {
    /// Where a flag sorts: false before true, as `NSNumber` compares them.
    var sortRank: Int { self ? 1 : 0 }
}

extension Optional where Wrapped == Bool {
    /// Where an optional flag sorts: nil before false before true.
    var sortRank: Int? { map(\.sortRank) }
}
