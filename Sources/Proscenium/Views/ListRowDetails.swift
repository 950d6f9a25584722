import ProsceniumHost

// What a row of a list shows besides its views: a badge, its separators,
// background, insets and tint; and the list's own background. Each is a
// trait of the row (looked through like `.tag`), so it only has an effect on
// a list's rows (and a section's separators), as in SwiftUI.

/// A top or bottom edge.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public typealias Element = VerticalEdge.Set
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = VerticalEdge.Set(.top)
        public static let bottom = VerticalEdge.Set(.bottom)
        public static let all: VerticalEdge.Set = [.top, .bottom]
    }
}

/// The tint of a list item (a sidebar row's icon).
public struct ListItemTint: Sendable {
    let color: Color?
    /// This colour, whatever the system's accent.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// This colour, unless the system asks for another.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A grey tint.
    public static let monochrome = ListItemTint(color: .gray)
}

/// A row's details, read by `ListRow`.
struct RowDetails {
    var badge: String?
    /// The edges whose separator is hidden.
    var hiddenSeparators: VerticalEdge.Set = []
    var background: (any View)?
    var insets: EdgeInsets?
    var tint: ColorValue?
    var separatorTint: ColorValue?

    /// The row's attributes for these details.
    func apply(to attributes: inout ElementAttributes) {
        if let badge { attributes[.badge] = .string(badge) }
        if let separator = hiddenSeparators.attributeValue { attributes[.separator] = separator }
        if let insets { attributes.merge(insets.attributes) { _, new in new } }
        if let tint { attributes[.tint] = .color(tint) }
        if let separatorTint { attributes[.separatorTint] = .color(separatorTint) }
    }
}

extension VerticalEdge.Set {
    /// The `separator` attribute: `hidden`, `hiddenTop`, `hiddenBottom`.
    var attributeValue: AttributeValue? {
        if self == .all { return "hidden" }
        if self == .top { return "hiddenTop" }
        if self == .bottom { return "hiddenBottom" }
        return nil
    }
}

struct RowDetailsKey: ViewTraitKey {
    static var defaultValue: RowDetails { RowDetails() }
}

/// A section's hidden separators (`listSectionSeparator`).
struct SectionSeparatorKey: ViewTraitKey {
    static var defaultValue: VerticalEdge.Set { [] }
}

nonisolated extension View {
    /// A count shown at the trailing edge of this list row; zero shows none.
    @MainActor public func badge(_ count: Int) -> some View {
        rowDetail { $0.badge = count == 0 ? nil : String(count) }
    }

    /// A text shown at the trailing edge of this list row; nil shows none.
    @MainActor public func badge(_ label: Text?) -> some View {
        rowDetail { $0.badge = label?.plainText }
    }

    /// A text shown at the trailing edge of this list row; nil shows none.
    @MainActor public func badge(_ key: LocalizedStringKey?) -> some View {
        rowDetail { $0.badge = key?.plainText }
    }

    /// A text shown at the trailing edge of this list row; nil shows none.
    @_disfavoredOverload
    @MainActor public func badge<S: StringProtocol>(_ label: S?) -> some View {
        rowDetail { $0.badge = label.map { String($0) } }
    }

    /// Shows or hides this row's separators on `edges`.
    @MainActor public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        rowDetail { details in
            if visibility == .hidden { details.hiddenSeparators.formUnion(edges) }
            else { details.hiddenSeparators.subtract(edges) }
        }
    }

    /// The colour of this row's separators (nil: the list's). The display
    /// draws one line between two rows, so the tint colours the row's line
    /// whichever of `edges` are given.
    @MainActor public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        rowDetail { $0.separatorTint = color?.value }
    }

    /// Shows or hides the separators of this section of a list on `edges`.
    @MainActor public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(RowTraitModifier { traits in
            if visibility == .hidden { traits[SectionSeparatorKey.self].formUnion(edges) }
            else { traits[SectionSeparatorKey.self].subtract(edges) }
        })
    }

    /// A view drawn behind this list row, filling it.
    @MainActor public func listRowBackground<V: View>(_ view: V?) -> some View {
        rowDetail { $0.background = view }
    }

    /// The space between this list row's edges and its content (nil: the default).
    @MainActor public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        rowDetail { $0.insets = insets }
    }

    /// The tint of this list row (its symbols and controls).
    @MainActor public func listItemTint(_ tint: ListItemTint?) -> some View {
        rowDetail { $0.tint = tint?.color?.value }
    }

    /// The tint of this list row (its symbols and controls).
    @MainActor public func listItemTint(_ tint: Color?) -> some View {
        rowDetail { $0.tint = tint?.value }
    }

    /// Shows or hides the background of the lists, forms and text editors below
    /// (hidden: a `.background` behind them shows through).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentTransformModifier { $0.scrollContentBackground = visibility })
    }

    @MainActor private func rowDetail(_ change: @escaping (inout RowDetails) -> Void) -> some View {
        modifier(RowTraitModifier { change(&$0[RowDetailsKey.self]) })
    }
}

extension EnvironmentValues {
    private struct ScrollContentBackgroundKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }

    /// `scrollContentBackground(_:)`: the lists below draw no background when hidden.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}
