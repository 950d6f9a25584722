/// The identity of one surface a display shows: a window or the menu bar.
public struct SurfaceID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// The menu bar of a display session (app menu, File, Edit, ..., extras).
    public static let menuBar = SurfaceID("menubar")

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// What kind of thing a surface is.
public enum SurfaceKind: String, Sendable, Codable {
    /// An app window (a `WindowGroup`, `Window`, `DocumentGroup` or `Settings` window).
    case window
    /// The menu bar, with the menu-bar extras at its right.
    case menuBar
}

/// Everything about a surface except its content: title, frame, order, focus.
public struct SurfaceAttributes: Sendable, Equatable, Codable {
    public var kind: SurfaceKind
    public var title: String
    /// Frame in CSS pixels on the desktop; `nil` lets the display choose.
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    /// Stacking order: a higher number is in front.
    public var order: Int
    /// Whether this is the key window (the one receiving keyboard input).
    public var isKey: Bool
    public var isMinimized: Bool
    /// Whether the document shown has unsaved changes (marks the title).
    public var isEdited: Bool
    /// How the window is shown beyond its frame and title (its style,
    /// zoom, scheme, cursor, ...).
    public var hints: WindowHints
    /// Where the layout engine put the window's content, when it lays out
    /// all of it: the content's ideal size (what a window that fits its
    /// content is sized to) and every element's frame in its parent's
    /// coordinates. The display places each element at its frame. Nil
    /// while the content holds views the engine does not lay out yet; the
    /// display then lays it out itself.
    public var layout: LayoutPlacement?
    /// Where the layout engine put the views of the window's islands, when
    /// it does not lay out the whole window: by element (its id's raw
    /// value), the views of a split view's column, a tab, a navigation
    /// stack's page or a sheet, each laid out in the size the display
    /// reported for that element (`islandSize`), in its coordinates. Nil
    /// when there are none.
    public var islands: [String: LayoutPlacement]?

    public init(kind: SurfaceKind, title: String = "", x: Double? = nil, y: Double? = nil,
                width: Double? = nil, height: Double? = nil, order: Int = 0, isKey: Bool = false,
                isMinimized: Bool = false, isEdited: Bool = false, hints: WindowHints = WindowHints(),
                layout: LayoutPlacement? = nil) {
        self.kind = kind
        self.title = title
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.order = order
        self.isKey = isKey
        self.isMinimized = isMinimized
        self.isEdited = isEdited
        self.hints = hints
        self.layout = layout
    }
}

/// A surface with its whole content.
public struct Surface: Sendable, Equatable, Codable {
    public var id: SurfaceID
    public var attributes: SurfaceAttributes
    public var root: RenderElement

    public init(id: SurfaceID, attributes: SurfaceAttributes, root: RenderElement) {
        self.id = id
        self.attributes = attributes
        self.root = root
    }
}
