import Foundation

/// The state of a table's columns the person can change: which are hidden,
/// their order, and the widths they were dragged to. Columns are known by
/// their `customizationID(_:)`.
///
/// It is `Codable`, so `@SceneStorage` and `@AppStorage` keep it as JSON.
nonisolated public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
    /// Visibility set for a column, by its customization ID.
    var visibilities: [String: Visibility] = [:]
    /// Customization IDs in the order the person put them (empty: as declared).
    var order: [String] = []
    /// Widths the person dragged columns to, by customization ID.
    var widths: [String: Double] = [:]

    /// A state where every column has its default visibility and order.
    public init() {}

    /// The visibility of the column with this customization ID (`.automatic` if unset).
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Puts the columns back in their declared order, keeping their visibility.
    public mutating func resetOrder() { order = [] }

    /// Gives every column its default visibility back, keeping the order.
    public mutating func resetVisibility() { visibilities = [:] }

    enum CodingKeys: String, CodingKey { case visibility, order, width }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decodeIfPresent([String: String].self, forKey: .visibility) ?? [:]
        visibilities = raw.compactMapValues { name in Visibility.allCases.first { "\($0)" == name } }
        order = try container.decodeIfPresent([String].self, forKey: .order) ?? []
        // Kept widths that are not sizes are dropped.
        widths = (try container.decodeIfPresent([String: Double].self, forKey: .width) ?? [:])
            .filter { $0.value.isFinite && $0.value > 0 }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { "\($0)" }, forKey: .visibility)
        try container.encode(order, forKey: .order)
        if !widths.isEmpty { try container.encode(widths, forKey: .width) }
    }

    /// The width a person dragged the column to, within its bounds (nil: none kept).
    func width(of column: ResolvedTableColumn) -> Double? {
        guard let id = column.customizationID, let width = widths[id] else { return nil }
        let bounds = column.width
        return Swift.min(Double(bounds.max ?? .infinity), Swift.max(Double(bounds.min ?? 0), width))
    }

    /// Whether a column is shown: hidden if set so, or by default and not set.
    func isVisible(_ column: ResolvedTableColumn) -> Bool {
        guard let id = column.customizationID else { return column.defaultVisibility != .hidden }
        switch self[visibility: id] {
        case .hidden: return false
        case .visible: return true
        case .automatic: return column.defaultVisibility != .hidden
        }
    }

    /// The columns in the person's order: those with an ID in `order` take
    /// the places the ordered ones had, in that order; the others stay put.
    func ordered(_ columns: [ResolvedTableColumn]) -> [ResolvedTableColumn] {
        let ranked = columns.indices.filter { columns[$0].customizationID.map(order.contains) ?? false }
        let sorted = ranked.map { columns[$0] }.sorted {
            order.firstIndex(of: $0.customizationID!)! < order.firstIndex(of: $1.customizationID!)!
        }
        var result = columns
        for (slot, column) in zip(ranked, sorted) { result[slot] = column }
        return result
    }

    /// Moves the column with ID `id` before the one with `before` (nil: to the end).
    mutating func move(_ id: String, before: String?, declared: [String]) {
        var current = order
        for column in declared where !current.contains(column) { current.append(column) }
        current.removeAll { $0 == id }
        if let before, let index = current.firstIndex(of: before) {
            current.insert(id, at: index)
        } else {
            current.append(id)
        }
        order = current
    }
}

/// What a person may change about a column.
nonisolated public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable, Hashable {
    private var bits: UInt8

    private init(bits: UInt8) { self.bits = bits }
    public init() { bits = 0 }

    /// Hiding and showing the column.
    public static let visibility = TableColumnCustomizationBehavior(bits: 1)
    /// Moving the column among the others.
    public static let reorder = TableColumnCustomizationBehavior(bits: 2)
    /// Resizing the column.
    public static let resize = TableColumnCustomizationBehavior(bits: 4)
    /// Every customization.
    public static var all: TableColumnCustomizationBehavior { TableColumnCustomizationBehavior(bits: 7) }

    public typealias Element = TableColumnCustomizationBehavior
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior.Element

    public func contains(_ member: TableColumnCustomizationBehavior.Element) -> Bool { bits & member.bits == member.bits }
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    @discardableResult public mutating func insert(_ newMember: TableColumnCustomizationBehavior.Element)
        -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior.Element) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    @discardableResult public mutating func remove(_ member: TableColumnCustomizationBehavior.Element)
        -> TableColumnCustomizationBehavior.Element? {
        let had = intersection(member)
        bits &= ~member.bits
        return had.bits == 0 ? nil : had
    }
    @discardableResult public mutating func update(with newMember: TableColumnCustomizationBehavior.Element)
        -> TableColumnCustomizationBehavior.Element? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// A column content with a customization setting applied to its columns.
nonisolated public struct _CustomizedTableColumn<Content: TableColumnContent>: TableColumnContent, PrimitiveTableColumns {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return fatalError() }

    let content: Content
    let apply: @MainActor (inout ResolvedTableColumn) -> Void

    @MainActor func appendColumns(into columns: inout [ResolvedTableColumn]) {
        let start = columns.count
        appendTableColumns(content, into: &columns)
        for index in start..<columns.count { apply(&columns[index]) }
    }
}

nonisolated extension TableColumnContent {
    /// Names the column for a `TableColumnCustomization`: its visibility and
    /// place are kept under this ID.
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _CustomizedTableColumn(content: self) { $0.customizationID = id }
    }

    /// Whether the column shows when the customization does not say
    /// (`.hidden`: the person can show it from the header's menu).
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _CustomizedTableColumn(content: self) { $0.defaultVisibility = visibility }
    }

    /// Turns off the given customizations for the column.
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _CustomizedTableColumn(content: self) { $0.disabledBehavior.formUnion(behavior) }
    }
}
