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
        /// The size of a window's content area changed (`width`, `height`):
        /// the size the layout engine lays the window's content out in;
        /// `value` (`TOP LEADING BOTTOM TRAILING`) how far the content
        /// reaches past it under the window's bars (a hidden title bar).
        case contentSize
        /// The size of an element whose views the layout engine lays out
        /// alone (`target`: a split view's column, a tab's or a navigation
        /// stack's content, a sheet) changed (`width`, `height`): the size
        /// the engine lays those views out in while the window around them
        /// is laid out by the display.
        case islandSize
        /// The person clicked a window's zoom button: it fills the desktop,
        /// or returns to its size.
        case windowZoom
        /// The person minimised (`value == "true"`) or restored a window.
        case windowMinimize
        /// The page became visible (`value == "true"`) or hidden.
        case visibility
        /// The display measured an element (a `geometry` reader, a `canvas`, a
        /// shape whose path depends on its size, or one with
        /// `measure="true"`): `x`, `y` are its origin in the window's content,
        /// `width`, `height` its size; `value` is a JSON object naming, for
        /// each named coordinate space around it, that space's origin in the
        /// window's content (`{"scroll": [0, 40]}`).
        case geometry
        /// The display's colour scheme changed: `value` is `light` or `dark`,
        /// `key` is `increased` when the person asked for more contrast (else
        /// `standard`), then `invertColors` when the page's colours are inverted.
        case appearance
        /// The pointer entered (`value` `enter`), moved over (`move`) or left
        /// (`leave`) an element with `hover`; `x`, `y` in its own coordinates.
        case hover
        /// The mouse over an element with `mouse`: `value` is `PHASE ORIGIN_X
        /// ORIGIN_Y CONTENT_HEIGHT ARGS`, the element's origin in its
        /// window's content and that content's height, then by PHASE:
        /// `down BUTTON CLICKS PRESSURE FIRST` (FIRST 1 when the press made
        /// its window key), `drag BUTTON PRESSURE`, `up BUTTON CLICKS
        /// PRESSURE` (BUTTON 0 the left, 1 the right, 2 and up the others;
        /// PRESSURE 0 ... 1), `wheel DX DY PRECISE PHASE` (the scroll, up
        /// and left positive: points when PRECISE is 1, else lines; PHASE 1
        /// began, 2 changed, 3 ended), `magnify AMOUNT PHASE` (the change of
        /// scale). `x`, `y` the pointer, `width`, `height` the element's size,
        /// in its own space; `modifiers` those held.
        case mouse
        /// A drag on an element with `drag`: `value` is `PHASE START_X START_Y
        /// VELOCITY_X VELOCITY_Y ORIGIN_X ORIGIN_Y` (PHASE `changed`, `ended`
        /// or `cancelled`; the start in the element's coordinates, the velocity
        /// in points per second, the element's origin in the window's); `x`,
        /// `y` the pointer in the element's coordinates.
        case drag
        /// A long press on an element with `longPress`: `value` `press` (the
        /// pointer went down), `release` (it went up or wandered off before the
        /// time) or `fire` (held long enough).
        case longPress
        /// A key went down, repeated or came up on the focused element with
        /// `keyPress`: `value` is `PHASE:CHARACTERS` (PHASE `down`, `repeat`
        /// or `up`; the characters the key types, maybe none), `key` the key
        /// as shortcuts name it, `modifiers` those held.
        case keyPress
        /// The display's reduce-motion preference: `value` `true` or `false`.
        case reduceMotion
        /// A pinch on an element with `magnify`: `value` is `PHASE SCALE
        /// VELOCITY ANCHOR_X ANCHOR_Y` (the scale since it began, its change per
        /// second, where it began in unit coordinates); `x`, `y` where it began.
        case magnify
        /// An item drag on an element with `dragSource`: `value` `begin` (the
        /// pointer moved it far enough: the app makes its item providers) or
        /// `end` (it was dropped or cancelled).
        case itemDrag
        /// An item drag over an element with `dropTarget`: `value` `enter`,
        /// `move`, `exit` or `drop`; `x`, `y` the pointer and `width`,
        /// `height` the element's size, in its own space.
        case drop
        /// A file the person dragged in from outside the page and dropped on
        /// an element with `dropTarget`: `key` its name, `value` its contents
        /// in base64. Sent for each file before that drop's `drop`.
        case fileDrop
        /// The display measured the views of a `layout` element (a custom
        /// `Layout`): `width`, `height` the size its parent offers it (absent:
        /// unspecified); `value` a `LayoutMeasurement`'s wire text.
        case layout
        /// Assistive technology or the keyboard performed one of an element's
        /// `accessibilityActions`: `value` is its name, or `#default`,
        /// `#escape`, `#delete`, `#magicTap`, `#showMenu` for those kinds.
        case accessibilityAction
        /// A turn on an element with `rotate` (Shift with the wheel, or two
        /// pointers turning): `value` is `PHASE DEGREES VELOCITY ANCHOR_X
        /// ANCHOR_Y` (clockwise degrees since it began, their change per
        /// second, where it began in unit coordinates); `x`, `y` where it began.
        case rotate
        /// The page's screen: `value` is a JSON object, `{"frame": [W, H],
        /// "visible": [X, Y, W, H], "scale": S, "touch": T}`: the page's size,
        /// the part of it windows use (below the menu bar, above the dock)
        /// from its top-left corner, device pixels per point, and whether
        /// its main pointer is a finger.
        case screen
        /// The person chose Copy (the Edit menu, or Command-C) while `target`
        /// or a view in it had focus; sent for elements whose
        /// `clipboardCommands` hold `copy`.
        case copyCommand
        /// The same for Cut (`clipboardCommands` holding `cut`).
        case cutCommand
        /// The same for Paste (`clipboardCommands` holding `paste`): `value`
        /// the clipboard's text.
        case pasteCommand
        /// The person clicked a notification's banner: `value` is its id.
        case notificationClick
        /// The person scrolled a list or a table the layout engine lays out
        /// (`target`): `y` is how far its content is scrolled (points past
        /// its top). The engine lays out the rows near the part shown, as
        /// tall as the list's frame, or the table's less its header
        /// (`ListViewport`).
        case listScroll
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
