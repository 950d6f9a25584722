/// Where content sits in its container, in both axes: a stack's, frame's,
/// overlay's or grid's alignment, as a display reads it.
///
/// A one-axis alignment (a `VStack`'s horizontal one, an `HStack`'s vertical
/// one) is centred in the other axis. Its name is SwiftUI's: "leading",
/// "topLeading", "firstTextBaseline".
public struct AlignmentValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A position across the width.
    public enum Horizontal: Hashable, Sendable, Codable {
        case leading, center, trailing
        /// An app's own alignment (`HorizontalAlignment(MyID.self)`), by its
        /// identifier's name. Stacks that use one are placed by the app; a
        /// display that meets one elsewhere centres.
        case custom(String)
    }

    /// A position across the height.
    public enum Vertical: Hashable, Sendable, Codable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
        /// An app's own alignment (`VerticalAlignment(MyID.self)`).
        case custom(String)
    }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal = .center, vertical: Vertical = .center) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = AlignmentValue()
    public static let leading = AlignmentValue(horizontal: .leading)
    public static let trailing = AlignmentValue(horizontal: .trailing)
    public static let top = AlignmentValue(vertical: .top)
    public static let bottom = AlignmentValue(vertical: .bottom)
    public static let topLeading = AlignmentValue(horizontal: .leading, vertical: .top)
    public static let topTrailing = AlignmentValue(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = AlignmentValue(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = AlignmentValue(horizontal: .trailing, vertical: .bottom)
    public static let firstTextBaseline = AlignmentValue(vertical: .firstTextBaseline)
    public static let lastTextBaseline = AlignmentValue(vertical: .lastTextBaseline)

    /// SwiftUI's name: the non-centred axis alone, or vertical then
    /// horizontal ("bottomTrailing"); "center" when both are centred.
    public var description: String {
        if vertical == .center { return horizontal.name }
        if horizontal == .center { return vertical.name }
        let across = horizontal.name
        return vertical.name + across.prefix(1).uppercased() + across.dropFirst()
    }
}

extension AlignmentValue.Horizontal {
    /// SwiftUI's name ("leading"); "custom.<ID>" for an app's own.
    public var name: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case let .custom(id): "custom." + id
        }
    }
}

extension AlignmentValue.Vertical {
    /// SwiftUI's name ("firstTextBaseline"); "custom.<ID>" for an app's own.
    public var name: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case let .custom(id): "custom." + id
        }
    }
}

extension RenderElement {
    /// The element's alignment (stacks, frames, overlays, grids and their rows).
    public var alignment: AlignmentValue? { attributes[.alignment]?.alignment }
}
