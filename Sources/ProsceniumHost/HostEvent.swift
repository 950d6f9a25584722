/// What a person did at a display, sent up to the app.
public struct HostEvent: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        /// A button, link, menu item or tappable element was activated.
        case click
        /// A text field's text changed (`value` is the whole new text).
        case input
        /// A toggle was switched (`value` is `"true"` or `"false"`).
        case toggle
        /// A slider, stepper, picker or selection changed (`value` says to what).
        case change
        /// Return was pressed in a text field.
        case submit
        /// A key with modifiers was pressed (`key`, `modifiers`).
        case key
        /// An element gained keyboard focus (`target`) or lost it (`target == nil`).
        case focus
        /// A context menu was asked for on `target`.
        case contextMenu
        /// A sheet, alert, dialog, popover or menu was dismissed (Escape, click outside).
        case dismiss
        /// The person brought a window forward (made it key).
        case windowFocus
        /// The person clicked a window's close button.
        case windowClose
        /// The person moved or resized a window (`x`, `y`, `width`, `height`).
        case windowFrame
        /// The person minimised (`value == "true"`) or restored a window.
        case windowMinimize
        /// The page became visible (`value == "true"`) or hidden.
        case visibility
        /// The display measured an element (a `canvas`, a shape whose path
        /// depends on its size, or one with `measure="true"`): `width`,
        /// `height` are its size in points.
        case geometry
    }

    public var kind: Kind
    public var surface: SurfaceID?
    public var target: ElementID?
    public var value: String?
    public var key: String?
    /// Modifier names: `"command"`, `"shift"`, `"option"`, `"control"`.
    public var modifiers: [String]?
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?

    public init(kind: Kind, surface: SurfaceID? = nil, target: ElementID? = nil, value: String? = nil,
                key: String? = nil, modifiers: [String]? = nil, x: Double? = nil, y: Double? = nil,
                width: Double? = nil, height: Double? = nil) {
        self.kind = kind
        self.surface = surface
        self.target = target
        self.value = value
        self.key = key
        self.modifiers = modifiers
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
