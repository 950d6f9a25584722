/// How a window is shown beyond its frame and title, typed: what its scene
/// declared, what its views and the app asked for, and what the person
/// toggled. Each display shows what it can. On the wire, a JSON object whose
/// absent members (a nil, a false flag, an empty list) are left out.
public struct WindowHints: Hashable, Sendable, Codable {
    /// The id of the scene declaration the window was made from.
    public var scene: String?
    /// What the window is: its scene's kind (`window`, `settings`,
    /// `document`, ...) or `panel` (an Open or Save panel).
    public var role: String?
    /// Where the scene asked its first window to be placed, as a unit point
    /// of the desktop (`defaultPosition(_:)`).
    public var defaultPosition: UnitPosition?
    /// How the window may be resized (`windowResizability`): `contentSize`
    /// or `contentMinSize`; nil: freely.
    public var resizability: String?
    /// The window's style (`windowStyle`) and its toolbar's (`windowToolbarStyle`).
    public var style: String?
    public var toolbarStyle: String?
    /// The scheme the whole window draws in (`preferredColorScheme`,
    /// `NSApp.appearance`): `light` or `dark`; nil: the page's.
    public var colorScheme: String?
    /// A line under the title (`navigationSubtitle`).
    public var subtitle: String?
    /// Where the title sits (`toolbarRole`): `editor`, `browser`, `navigationStack`, `automatic`.
    public var toolbarRole: String?
    /// The app's current pointer over the whole window (`NSCursor`); nil: the page's own.
    public var cursor: PointerShape?
    /// The window fills the desktop (Zoom, `NSWindow.zoom(_:)`).
    public var isZoomed = false
    /// The title is not drawn (`NSWindow.titleVisibility`).
    public var isTitleHidden = false
    /// The person hid the sidebar, or the toolbar (View menu).
    public var isSidebarHidden = false
    public var isToolbarHidden = false
    /// The window is a tab of the app's merged windows (Merge All Windows).
    public var isMergedIntoTabs = false
    /// The window's opacity (`NSWindow.alphaValue`); nil: opaque.
    public var alpha: Double?
    /// The window's level (`NSWindow.level`): a higher one stays in front; nil: normal.
    public var level: Int?
    /// The title bar's buttons hidden, and disabled (`close`, `miniaturize`, `zoom`).
    public var hiddenButtons: [String] = []
    public var disabledButtons: [String] = []
    /// The title's colour (UIKit's navigation bar title text attributes); nil: the system's.
    public var titleColor: AttributeValue?

    public init(scene: String? = nil, role: String? = nil, defaultPosition: UnitPosition? = nil,
                resizability: String? = nil, style: String? = nil, toolbarStyle: String? = nil) {
        self.scene = scene
        self.role = role
        self.defaultPosition = defaultPosition
        self.resizability = resizability
        self.style = style
        self.toolbarStyle = toolbarStyle
    }

    /// A point in unit coordinates (0...1 across and down).
    public struct UnitPosition: Hashable, Sendable, Codable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            x = try container.decode(Double.self)
            y = try container.decode(Double.self)
        }

        /// `[x, y]`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(x)
            try container.encode(y)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case scene, role, defaultPosition, resizability = "resizable", style, toolbarStyle, colorScheme, subtitle
        case toolbarRole, cursor, isZoomed = "zoomed", isTitleHidden = "titleHidden"
        case isSidebarHidden = "sidebarHidden", isToolbarHidden = "toolbarHidden"
        case isMergedIntoTabs = "mergedIntoTabs", alpha, level, hiddenButtons, disabledButtons, titleColor
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        scene = try c.decodeIfPresent(String.self, forKey: .scene)
        role = try c.decodeIfPresent(String.self, forKey: .role)
        defaultPosition = try c.decodeIfPresent(UnitPosition.self, forKey: .defaultPosition)
        resizability = try c.decodeIfPresent(String.self, forKey: .resizability)
        style = try c.decodeIfPresent(String.self, forKey: .style)
        toolbarStyle = try c.decodeIfPresent(String.self, forKey: .toolbarStyle)
        colorScheme = try c.decodeIfPresent(String.self, forKey: .colorScheme)
        subtitle = try c.decodeIfPresent(String.self, forKey: .subtitle)
        toolbarRole = try c.decodeIfPresent(String.self, forKey: .toolbarRole)
        cursor = try c.decodeIfPresent(PointerShape.self, forKey: .cursor)
        isZoomed = try c.decodeIfPresent(Bool.self, forKey: .isZoomed) ?? false
        isTitleHidden = try c.decodeIfPresent(Bool.self, forKey: .isTitleHidden) ?? false
        isSidebarHidden = try c.decodeIfPresent(Bool.self, forKey: .isSidebarHidden) ?? false
        isToolbarHidden = try c.decodeIfPresent(Bool.self, forKey: .isToolbarHidden) ?? false
        isMergedIntoTabs = try c.decodeIfPresent(Bool.self, forKey: .isMergedIntoTabs) ?? false
        alpha = try c.decodeIfPresent(Double.self, forKey: .alpha)
        level = try c.decodeIfPresent(Int.self, forKey: .level)
        hiddenButtons = try c.decodeIfPresent([String].self, forKey: .hiddenButtons) ?? []
        disabledButtons = try c.decodeIfPresent([String].self, forKey: .disabledButtons) ?? []
        titleColor = try c.decodeIfPresent(AttributeValue.self, forKey: .titleColor)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(scene, forKey: .scene)
        try c.encodeIfPresent(role, forKey: .role)
        try c.encodeIfPresent(defaultPosition, forKey: .defaultPosition)
        try c.encodeIfPresent(resizability, forKey: .resizability)
        try c.encodeIfPresent(style, forKey: .style)
        try c.encodeIfPresent(toolbarStyle, forKey: .toolbarStyle)
        try c.encodeIfPresent(colorScheme, forKey: .colorScheme)
        try c.encodeIfPresent(subtitle, forKey: .subtitle)
        try c.encodeIfPresent(toolbarRole, forKey: .toolbarRole)
        try c.encodeIfPresent(cursor, forKey: .cursor)
        for (flag, key) in [(isZoomed, CodingKeys.isZoomed), (isTitleHidden, .isTitleHidden),
                            (isSidebarHidden, .isSidebarHidden), (isToolbarHidden, .isToolbarHidden),
                            (isMergedIntoTabs, .isMergedIntoTabs)] where flag {
            try c.encode(true, forKey: key)
        }
        try c.encodeIfPresent(alpha, forKey: .alpha)
        try c.encodeIfPresent(level, forKey: .level)
        if !hiddenButtons.isEmpty { try c.encode(hiddenButtons, forKey: .hiddenButtons) }
        if !disabledButtons.isEmpty { try c.encode(disabledButtons, forKey: .disabledButtons) }
        try c.encodeIfPresent(titleColor, forKey: .titleColor)
    }
}

extension PointerShape: Codable {}
