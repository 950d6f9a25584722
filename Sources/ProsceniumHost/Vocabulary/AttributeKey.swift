/// The name of a render element's attribute (`title`, `foreground`, `font`,
/// ...): the second half of the display vocabulary, documented in
/// `docs/PROTOCOL.md`. On the wire a key is its `rawValue`.
///
/// `AttributeKey.all` lists every key; a test checks it against the web
/// client and the protocol document.
public struct AttributeKey: RawRepresentable, Hashable, Sendable, Codable, CodingKeyRepresentable,
    CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Attributes encode as a JSON object keyed by name.
    public var codingKey: any CodingKey { Self.Name(stringValue: rawValue) }
    public init?<T: CodingKey>(codingKey: T) { rawValue = codingKey.stringValue }
    private struct Name: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let disabled = AttributeKey(rawValue: "disabled")
    public static let hidden = AttributeKey(rawValue: "hidden")
    public static let opacity = AttributeKey(rawValue: "opacity")
    public static let help = AttributeKey(rawValue: "help")
    public static let label = AttributeKey(rawValue: "label")
    public static let font = AttributeKey(rawValue: "font")
    public static let weight = AttributeKey(rawValue: "weight")
    public static let italic = AttributeKey(rawValue: "italic")
    public static let underline = AttributeKey(rawValue: "underline")
    public static let strikethrough = AttributeKey(rawValue: "strikethrough")
    /// The colour of a text's underline and strikethrough (`underline(color:)`).
    public static let decorationColor = AttributeKey(rawValue: "decorationColor")
    /// The pattern of a text's lines: `dot`, `dash`, `dashDot`, `dashDotDot`.
    public static let decorationPattern = AttributeKey(rawValue: "decorationPattern")
    public static let monospaced = AttributeKey(rawValue: "monospaced")
    public static let foreground = AttributeKey(rawValue: "foreground")
    public static let background = AttributeKey(rawValue: "background")
    public static let cornerRadius = AttributeKey(rawValue: "cornerRadius")
    public static let border = AttributeKey(rawValue: "border")
    public static let shortcut = AttributeKey(rawValue: "shortcut")
    public static let shadow = AttributeKey(rawValue: "shadow")
    /// `X Y RADIUS COLOR`: a shadow within what the element paints, along its edges (`ShadowStyle.inner`).
    public static let innerShadow = AttributeKey(rawValue: "innerShadow")
    public static let clipped = AttributeKey(rawValue: "clipped")
    public static let offsetX = AttributeKey(rawValue: "offsetX")
    public static let offsetY = AttributeKey(rawValue: "offsetY")
    public static let zIndex = AttributeKey(rawValue: "zIndex")
    public static let layoutPriority = AttributeKey(rawValue: "layoutPriority")
    public static let fixedSize = AttributeKey(rawValue: "fixedSize")
    /// The edges, space-separated names, on which the view reaches into the
    /// window's unsafe area (`ignoresSafeArea`): under a hidden title bar.
    public static let ignoresSafeArea = AttributeKey(rawValue: "ignoresSafeArea")
    /// On a `padding`: `true` when it pads the safe area (`safeAreaPadding`):
    /// its views that ignore the safe area reach into it.
    public static let safeAreaPadding = AttributeKey(rawValue: "safeAreaPadding")
    public static let aspectRatio = AttributeKey(rawValue: "aspectRatio")
    public static let contentMode = AttributeKey(rawValue: "contentMode")
    public static let tint = AttributeKey(rawValue: "tint")
    public static let controlSize = AttributeKey(rawValue: "controlSize")
    public static let hint = AttributeKey(rawValue: "hint")
    public static let identifier = AttributeKey(rawValue: "identifier")
    public static let accessibilityHidden = AttributeKey(rawValue: "accessibilityHidden")
    public static let tappable = AttributeKey(rawValue: "tappable")
    public static let tapCount = AttributeKey(rawValue: "tapCount")
    public static let contextMenu = AttributeKey(rawValue: "contextMenu")
    public static let alignment = AttributeKey(rawValue: "alignment")
    public static let spacing = AttributeKey(rawValue: "spacing")
    public static let columns = AttributeKey(rawValue: "columns")
    public static let rows = AttributeKey(rawValue: "rows")
    public static let flow = AttributeKey(rawValue: "flow")
    /// A lazy grid's space after each of its tracks (`GridItem.spacing`),
    /// one number a track, `-` where the item names none.
    public static let trackSpacings = AttributeKey(rawValue: "trackSpacings")
    /// The section parts a lazy stack or grid keeps in view as its scroll
    /// view scrolls (`pinnedViews`): `headers`, `footers` or both.
    public static let pinnedViews = AttributeKey(rawValue: "pinnedViews")
    /// How views sit in each track of a lazy grid (`GridItem.alignment`),
    /// one SwiftUI alignment name a track, `-` where the item names none.
    public static let trackAlignments = AttributeKey(rawValue: "trackAlignments")
    public static let minLength = AttributeKey(rawValue: "minLength")
    public static let selectable = AttributeKey(rawValue: "selectable")
    public static let lineLimit = AttributeKey(rawValue: "lineLimit")
    public static let reservesSpace = AttributeKey(rawValue: "reservesSpace")
    public static let textAlignment = AttributeKey(rawValue: "textAlignment")
    public static let truncationMode = AttributeKey(rawValue: "truncationMode")
    public static let systemName = AttributeKey(rawValue: "systemName")
    public static let name = AttributeKey(rawValue: "name")
    public static let asset = AttributeKey(rawValue: "asset")
    public static let scale = AttributeKey(rawValue: "scale")
    /// A picture's size in points (`WIDTH HEIGHT`: its pixels over its
    /// scale), read from its file by the app: how large an `Image` of it is.
    public static let naturalSize = AttributeKey(rawValue: "naturalSize")
    public static let resizable = AttributeKey(rawValue: "resizable")
    public static let imageScale = AttributeKey(rawValue: "imageScale")
    /// How a symbol colours its layers: `monochrome`, `hierarchical`,
    /// `palette` or `multicolor` (`symbolRenderingMode`); absent: its default.
    public static let symbolRenderingMode = AttributeKey(rawValue: "symbolRenderingMode")
    /// The second style of `foregroundStyle(_:_:)` (a paint): a symbol's
    /// second layer in palette rendering.
    public static let secondaryForeground = AttributeKey(rawValue: "secondaryForeground")
    /// The third style of `foregroundStyle(_:_:_:)` (a paint): a symbol's third layer.
    public static let tertiaryForeground = AttributeKey(rawValue: "tertiaryForeground")
    public static let style = AttributeKey(rawValue: "style")
    public static let value = AttributeKey(rawValue: "value")
    public static let total = AttributeKey(rawValue: "total")
    public static let role = AttributeKey(rawValue: "role")
    public static let pressable = AttributeKey(rawValue: "pressable")
    public static let href = AttributeKey(rawValue: "href")
    public static let checked = AttributeKey(rawValue: "checked")
    public static let min = AttributeKey(rawValue: "min")
    public static let max = AttributeKey(rawValue: "max")
    public static let step = AttributeKey(rawValue: "step")
    public static let canIncrement = AttributeKey(rawValue: "canIncrement")
    public static let canDecrement = AttributeKey(rawValue: "canDecrement")
    public static let placeholder = AttributeKey(rawValue: "placeholder")
    public static let secure = AttributeKey(rawValue: "secure")
    public static let axis = AttributeKey(rawValue: "axis")
    public static let key = AttributeKey(rawValue: "key")
    public static let selected = AttributeKey(rawValue: "selected")
    public static let open = AttributeKey(rawValue: "open")
    public static let primaryAction = AttributeKey(rawValue: "primaryAction")
    public static let title = AttributeKey(rawValue: "title")
    public static let selection = AttributeKey(rawValue: "selection")
    public static let deletable = AttributeKey(rawValue: "deletable")
    public static let movable = AttributeKey(rawValue: "movable")
    public static let axes = AttributeKey(rawValue: "axes")
    public static let indicators = AttributeKey(rawValue: "indicators")
    public static let visibility = AttributeKey(rawValue: "visibility")
    public static let depth = AttributeKey(rawValue: "depth")
    public static let level = AttributeKey(rawValue: "level")
    public static let active = AttributeKey(rawValue: "active")
    public static let systemImage = AttributeKey(rawValue: "systemImage")
    public static let shape = AttributeKey(rawValue: "shape")
    public static let fill = AttributeKey(rawValue: "fill")
    public static let stroke = AttributeKey(rawValue: "stroke")
    public static let lineWidth = AttributeKey(rawValue: "lineWidth")
    public static let color = AttributeKey(rawValue: "color")
    public static let width = AttributeKey(rawValue: "width")
    public static let height = AttributeKey(rawValue: "height")
    public static let minWidth = AttributeKey(rawValue: "minWidth")
    public static let idealWidth = AttributeKey(rawValue: "idealWidth")
    public static let maxWidth = AttributeKey(rawValue: "maxWidth")
    public static let minHeight = AttributeKey(rawValue: "minHeight")
    public static let idealHeight = AttributeKey(rawValue: "idealHeight")
    public static let maxHeight = AttributeKey(rawValue: "maxHeight")
    public static let top = AttributeKey(rawValue: "top")
    public static let leading = AttributeKey(rawValue: "leading")
    public static let bottom = AttributeKey(rawValue: "bottom")
    public static let trailing = AttributeKey(rawValue: "trailing")
    public static let arrowEdge = AttributeKey(rawValue: "arrowEdge")
    public static let anchorRect = AttributeKey(rawValue: "anchorRect")
    /// Where a popover points, in unit coordinates of its anchor: `X Y`.
    public static let anchorPoint = AttributeKey(rawValue: "anchorPoint")
    public static let message = AttributeKey(rawValue: "message")
    public static let bars = AttributeKey(rawValue: "bars")
    public static let placement = AttributeKey(rawValue: "placement")
    public static let kind = AttributeKey(rawValue: "kind")
    public static let id = AttributeKey(rawValue: "id")
    public static let scene = AttributeKey(rawValue: "scene")
    public static let focusable = AttributeKey(rawValue: "focusable")
    public static let action = AttributeKey(rawValue: "action")
    public static let focused = AttributeKey(rawValue: "focused")
    /// A shape's outline (a `ShapeValue`), drawn at the element's size.
    public static let outline = AttributeKey(rawValue: "outline")
    /// How a stroke's open ends are drawn: `butt`, `round`, `square`.
    public static let lineCap = AttributeKey(rawValue: "lineCap")
    /// How a stroke's corners are drawn: `miter`, `round`, `bevel`.
    public static let lineJoin = AttributeKey(rawValue: "lineJoin")
    /// How far a mitred corner may reach, in line widths.
    public static let miterLimit = AttributeKey(rawValue: "miterLimit")
    /// A stroke's dash lengths in points, space-separated.
    public static let dash = AttributeKey(rawValue: "dash")
    /// How far into the dash pattern a stroke starts, in points.
    public static let dashPhase = AttributeKey(rawValue: "dashPhase")
    /// The outline (a `ShapeValue`) the element is clipped to.
    public static let clipShape = AttributeKey(rawValue: "clipShape")
    /// The outline (a `ShapeValue`) where the element takes clicks.
    public static let contentShape = AttributeKey(rawValue: "contentShape")
    /// A paint whose alpha masks the element (`mask { LinearGradient(...) }`).
    public static let mask = AttributeKey(rawValue: "mask")
    /// Filters on how the element is drawn (`blur`, `brightness`, ...).
    public static let filters = AttributeKey(rawValue: "filters")
    /// How the element blends with what is behind it (`multiply`, `screen`, ...).
    public static let blendMode = AttributeKey(rawValue: "blendMode")
    /// `true`: the element is composited on its own first (`compositingGroup`, `drawingGroup`).
    public static let isolated = AttributeKey(rawValue: "isolated")
    /// A canvas's drawing commands (a `DrawingValue`).
    public static let drawing = AttributeKey(rawValue: "drawing")
    /// `true`: the stroke is inside the outline (`strokeBorder`), inset by half its width.
    public static let strokeBorder = AttributeKey(rawValue: "strokeBorder")
    /// A gradient or material that text and symbols below are drawn with (`foregroundStyle`).
    public static let foregroundPaint = AttributeKey(rawValue: "foregroundPaint")
    /// Measure the element and send `geometry` events (`onGeometryChange`).
    public static let measure = AttributeKey(rawValue: "measure")
    /// The name of a coordinate space the element sets up (`coordinateSpace(_:)`).
    public static let coordinateSpace = AttributeKey(rawValue: "coordinateSpace")
    /// How the element is drawn transformed (a `TransformValue`).
    public static let transform = AttributeKey(rawValue: "transform")
    /// `light` or `dark`: the colour scheme of the element's subtree (`preferredColorScheme`).
    public static let colorScheme = AttributeKey(rawValue: "colorScheme")
    /// How many grid columns a cell spans (`gridCellColumns`).
    public static let columnSpan = AttributeKey(rawValue: "columnSpan")
    /// The horizontal alignment of a grid cell's whole column (`gridColumnAlignment`).
    public static let columnAlignment = AttributeKey(rawValue: "columnAlignment")
    /// Where a grid cell's view sits in its cell, as a unit point `X Y` (`gridCellAnchor`).
    public static let cellAnchor = AttributeKey(rawValue: "cellAnchor")
    /// The axes in which a grid cell takes no size of its own (`gridCellUnsizedAxes`).
    public static let unsizedAxes = AttributeKey(rawValue: "unsizedAxes")
    /// The space between a grid's columns.
    public static let horizontalSpacing = AttributeKey(rawValue: "horizontalSpacing")
    /// The space between a grid's rows.
    public static let verticalSpacing = AttributeKey(rawValue: "verticalSpacing")
    /// The text size of the subtree (`dynamicTypeSize`): `xSmall` ... `accessibility5`.
    public static let dynamicTypeSize = AttributeKey(rawValue: "dynamicTypeSize")
    /// Points added between the lines of text below (`lineSpacing`).
    public static let lineSpacing = AttributeKey(rawValue: "lineSpacing")
    /// Points added between characters of text below (`kerning`, `tracking`).
    public static let letterSpacing = AttributeKey(rawValue: "letterSpacing")
    /// Points text below is raised from its baseline (`baselineOffset`).
    public static let baselineOffset = AttributeKey(rawValue: "baselineOffset")
    /// `uppercase` or `lowercase`: how text below is shown (`textCase`).
    public static let textCase = AttributeKey(rawValue: "textCase")
    /// How the element comes in and goes out under an animation (a `TransitionValue`).
    public static let transition = AttributeKey(rawValue: "transition")
    /// `enter`: send `hover` when the pointer enters and leaves; `continuous`: and as it moves.
    public static let hover = AttributeKey(rawValue: "hover")
    /// `true`: send `mouse` for the buttons, the wheel and a pinch over the element (an AppKit view's).
    public static let mouse = AttributeKey(rawValue: "mouse")
    /// The pointer's look over the element (`pointerStyle`): `link`, `text`, `grab`, ...
    public static let cursor = AttributeKey(rawValue: "cursor")
    /// The keys the element's `onKeyPress` handlers want while it has focus, space-separated (`*`: any character).
    public static let keyPress = AttributeKey(rawValue: "keyPress")
    /// The key phases they want besides `down`: `repeat`, `up`.
    public static let keyPhases = AttributeKey(rawValue: "keyPhases")
    /// A drag gesture: its minimum distance in points before it begins.
    public static let drag = AttributeKey(rawValue: "drag")
    /// A long press: `DURATION DISTANCE` (seconds held, points the pointer may wander).
    public static let longPress = AttributeKey(rawValue: "longPress")
    /// `matchedGeometryEffect`: the namespace and id the element's geometry is matched by.
    public static let matchedGeometry = AttributeKey(rawValue: "matchedGeometry")
    /// What it matches: `position`, `size` (space-separated).
    public static let matchedProperties = AttributeKey(rawValue: "matchedProperties")
    /// How a text's change shows under an animation (`contentTransition`): `opacity`, `numericText`, `identity`.
    public static let contentTransition = AttributeKey(rawValue: "contentTransition")
    /// A pinch gesture (`MagnifyGesture`): the least change of scale it reports.
    public static let magnify = AttributeKey(rawValue: "magnify")
    // Controls and containers (issue 15).
    public static let labelsHidden = AttributeKey(rawValue: "labelsHidden")
    public static let redacted = AttributeKey(rawValue: "redacted")
    public static let badge = AttributeKey(rawValue: "badge")
    /// How a row's badge stands out (`badgeProminence`): `increased`, `decreased`; absent: standard.
    public static let badgeProminence = AttributeKey(rawValue: "badgeProminence")
    public static let expanded = AttributeKey(rawValue: "expanded")
    public static let separator = AttributeKey(rawValue: "separator")
    public static let contentBackground = AttributeKey(rawValue: "contentBackground")
    public static let sortable = AttributeKey(rawValue: "sortable")
    public static let sortOrder = AttributeKey(rawValue: "sortOrder")
    public static let separatorTint = AttributeKey(rawValue: "separatorTint")
    /// When a text field shows its clear button (UIKit's `clearButtonMode`):
    /// `whileEditing`, `unlessEditing`, `always`; absent: never.
    public static let clearButton = AttributeKey(rawValue: "clearButton")
    /// The colour filling a tab view's strip of tabs (UIKit's tab bar `barTintColor`).
    public static let barTint = AttributeKey(rawValue: "barTint")
    /// The colour of a tab view's tabs that are not selected (UIKit's `unselectedItemTintColor`).
    public static let unselectedTint = AttributeKey(rawValue: "unselectedTint")
    public static let supportsOpacity = AttributeKey(rawValue: "supportsOpacity")
    public static let components = AttributeKey(rawValue: "components")
    public static let scrollTarget = AttributeKey(rawValue: "scrollTarget")
    /// The design text is drawn in, whatever its font: `default`, `serif`, `rounded`, `monospaced` (`fontDesign`).
    public static let design = AttributeKey(rawValue: "design")
    /// How wide text's characters are, -1 ... 1, whatever its font (`fontWidth`).
    public static let fontWidth = AttributeKey(rawValue: "fontWidth")
    /// `true`: digits all have one width (`monospacedDigit`).
    public static let monospacedDigits = AttributeKey(rawValue: "monospacedDigits")
    /// `X Y`: the element's centre at that point of its parent, a frame that fills what it is offered (`position(x:y:)`).
    public static let position = AttributeKey(rawValue: "position")
    /// `false`: clicks and touches pass through the element and everything in it (`allowsHitTesting(false)`).
    public static let hitTesting = AttributeKey(rawValue: "hitTesting")
    /// A fraction of its font's size, 0 < f < 1, a text's font may shrink to so that it fits its line (`minimumScaleFactor`).
    public static let minimumScaleFactor = AttributeKey(rawValue: "minimumScaleFactor")
    /// `true`: a text may draw its characters closer before it shrinks or truncates (`allowsTightening`).
    public static let allowsTightening = AttributeKey(rawValue: "allowsTightening")
    /// `true`: a navigation stack shows no back control for its top view (`navigationBarBackButtonHidden`).
    public static let backButtonHidden = AttributeKey(rawValue: "backButtonHidden")
    /// On a `toolbaritem`: the item is a space, `fixed` (16 points) or `flexible` (takes the room there is; `ToolbarSpacer`).
    public static let spacer = AttributeKey(rawValue: "spacer")
    /// On a `toolbaritem` placed `accessoryBar`: the key of the window's
    /// accessory bar it shows in (`ToolbarItemPlacement.accessoryBar(id:)`);
    /// items of one key share a bar.
    public static let bar = AttributeKey(rawValue: "bar")

    /// `true`: the element can be dragged as an item (`onDrag`, `draggable`): send `itemDrag`.
    public static let dragSource = AttributeKey(rawValue: "dragSource")
    /// `true` (a view) or `insert` (a list row, between rows): item drags over it send `drop`.
    public static let dropTarget = AttributeKey(rawValue: "dropTarget")
    /// `hidden`: a menu button shows no arrow (`menuIndicator(.hidden)`, `showsMenuIndicator: false`).
    public static let menuIndicator = AttributeKey(rawValue: "menuIndicator")
    /// On a bordered `button`: its bezel's shape (`buttonBorderShape`): `capsule`, `circle` (as wide as
    /// it is tall), `roundedRectangle`, or `roundedRectangle RADIUS`; absent: the Mac's rounded bezel.
    public static let borderShape = AttributeKey(rawValue: "borderShape")
    /// Text: what assistive technology says the element's value is (`accessibilityValue`).
    public static let accessibilityValue = AttributeKey(rawValue: "accessibilityValue")
    /// Space-separated traits: `isButton`, `isHeader`, `isLink`, `isImage`, `isSelected`, ... (`accessibilityAddTraits`).
    public static let traits = AttributeKey(rawValue: "traits")
    /// `ignore`, `combine`, `contain`: the element is one accessibility element (`accessibilityElement(children:)`).
    public static let accessibilityChildren = AttributeKey(rawValue: "accessibilityChildren")
    /// A `layout` element's size and each of its views' frames (`LayoutPlacement`).
    public static let placements = AttributeKey(rawValue: "placements")
    // Controls (issue 15, controls8).
    /// On a `button`: `text`, `url` (space-separated): a click reads the clipboard's text and sends `change` with it (`PasteButton`).
    public static let paste = AttributeKey(rawValue: "paste")
    /// On a `button`: `true`: a click shares (`ShareLink`; the app sends a `share` change).
    public static let share = AttributeKey(rawValue: "share")
    /// On a `row`: `true`: edit mode is on; show its delete button and move handle (`EditMode`).
    public static let editing = AttributeKey(rawValue: "editing")
    /// On a `list`: `true`: offer a refresh control (`refreshable`); it sends `change` `refresh`.
    public static let refreshable = AttributeKey(rawValue: "refreshable")
    /// On a `list`: `true` while its refresh runs.
    public static let refreshing = AttributeKey(rawValue: "refreshing")
    /// On a `row`: the edges with swipe actions, `leading`, `trailing` (space-separated; `swipeActions`).
    public static let swipeActions = AttributeKey(rawValue: "swipeActions")
    /// On a `row`: the edges where a full swipe runs the first action.
    public static let fullSwipe = AttributeKey(rawValue: "fullSwipe")
    /// The element's accessibility actions, one a line: names, or `#default`, `#escape`, `#delete`, `#magicTap`, `#showMenu`.
    public static let accessibilityActions = AttributeKey(rawValue: "accessibilityActions")
    /// `0` to `6`: the element's heading level (`accessibilityHeading`); 1 to 6 make it a heading.
    public static let headingLevel = AttributeKey(rawValue: "headingLevel")
    /// A number: where assistive technology reads the element among its siblings, higher first (`accessibilitySortPriority`).
    public static let sortPriority = AttributeKey(rawValue: "sortPriority")
    /// `label NAMESPACE ID` or `content NAMESPACE ID`: the content is named by its label (`accessibilityLabeledPair`).
    public static let labeledPair = AttributeKey(rawValue: "labeledPair")
    /// `NAMESPACE ID`: elements assistive technology can go between directly (`accessibilityLinkedGroup`).
    public static let linkedGroup = AttributeKey(rawValue: "linkedGroup")
    /// Label, value and importance of extra content, tab-separated, one a line (`accessibilityCustomContent`).
    public static let customContent = AttributeKey(rawValue: "customContent")
    /// `true`: assistive technology reads the element, which is not drawn (`accessibilityRepresentation`).
    public static let accessibilityOnly = AttributeKey(rawValue: "accessibilityOnly")
    /// `true`: the element keeps its colours when the display inverts colours (`accessibilityIgnoresInvertColors`).
    public static let ignoresInvertColors = AttributeKey(rawValue: "ignoresInvertColors")
    /// `visible`, `hidden`: whether a `toolbar`'s bars show their background (`toolbarBackground`).
    public static let barBackground = AttributeKey(rawValue: "barBackground")
    /// A BCP 47 tag: the language the element's text is typeset in (`typesettingLanguage`).
    public static let language = AttributeKey(rawValue: "language")
    /// `TOP LEADING BOTTOM TRAILING` points: an image's edges that keep their size when resized (`resizable(capInsets:)`).
    public static let capInsets = AttributeKey(rawValue: "capInsets")
    /// `tile`: a resized image repeats at its own size (`resizable(resizingMode: .tile)`).
    public static let resizingMode = AttributeKey(rawValue: "resizingMode")
    /// `none`, `low`, `medium`, `high`: how a scaled image is sampled (`interpolation(_:)`).
    public static let interpolation = AttributeKey(rawValue: "interpolation")
    /// `false`: an image is drawn without antialiasing (`antialiased(_:)`).
    public static let antialiased = AttributeKey(rawValue: "antialiased")
    /// `template`: an image file is drawn as a mask in the foreground colour;
    /// `original`: in its own colours (`Image.renderingMode(_:)`).
    public static let renderingMode = AttributeKey(rawValue: "renderingMode")
    /// `standard`, `constrainedHigh`, `high`: how much of an HDR display's range an image may use (`allowedDynamicRange(_:)`).
    public static let dynamicRange = AttributeKey(rawValue: "dynamicRange")

    /// A rotation gesture (`RotateGesture`): the least turn, in degrees, it reports.
    public static let rotate = AttributeKey(rawValue: "rotate")

    /// A table column's customization ID: its header can be dragged among the
    /// others (a `change` whose value is the ID of the column it now precedes).
    public static let customizationID = AttributeKey(rawValue: "customizationID")
    /// The width, in points, a person dragged a customizable table column to,
    /// kept in its `TableColumnCustomization` (within the column's bounds).
    public static let columnWidth = AttributeKey(rawValue: "columnWidth")
    /// A window drag gesture (`WindowDragGesture`): dragging the element moves its window.
    public static let windowDrag = AttributeKey(rawValue: "windowDrag")
    /// The on-screen keyboard a text field asks for (`keyboardType(_:)`):
    /// `number`, `decimal`, `phone`, `email`, `url`, `search`,
    /// `numbersAndPunctuation`, `twitter`; absent: the default one.
    public static let keyboardType = AttributeKey(rawValue: "keyboardType")
    /// When a paged tab view's dots show (`PageTabViewStyle.IndexDisplayMode`):
    /// `automatic` (more than one page), `always`, `never`.
    public static let indexDisplayMode = AttributeKey(rawValue: "indexDisplayMode")

    /// `none`: focused views in the element show no focus ring (`focusEffectDisabled()`).
    public static let focusEffect = AttributeKey(rawValue: "focusEffect")
    /// The pointer's effect over the element (`hoverEffect(_:)`): `highlight` or `lift`.
    public static let hoverEffect = AttributeKey(rawValue: "hoverEffect")
    /// The Edit commands the element (or a view in it, when focused) takes,
    /// space-separated: `copy`, `cut`, `paste` (`onCopyCommand`, `copyable`, ...).
    public static let clipboardCommands = AttributeKey(rawValue: "clipboardCommands")
    /// `true`: the element's frame stands for the focusable views in it when
    /// arrow keys move focus (`focusSection()`).
    public static let focusSection = AttributeKey(rawValue: "focusSection")
    /// How a text field capitalises as a person types on a touch keyboard
    /// (`textInputAutocapitalization`): `none`, `words`, `sentences`, `characters`.
    public static let autocapitalize = AttributeKey(rawValue: "autocapitalize")
    /// `false`: a text field leaves autocorrection and spell checking off (`autocorrectionDisabled`).
    public static let autocorrect = AttributeKey(rawValue: "autocorrect")
    /// The fewest lines' height a `text` keeps, however short it is (`lineLimit(2...)`, `lineLimit(2...4)`).
    public static let minimumLines = AttributeKey(rawValue: "minimumLines")
    /// A `webview`'s web page address (`http`, `https`).
    public static let url = AttributeKey(rawValue: "url")
    /// A `webview`'s HTML document, shown instead of a `url`.
    public static let html = AttributeKey(rawValue: "html")
    /// A count that loads a `webview` again when it grows (`reload()`).
    public static let revision = AttributeKey(rawValue: "revision")
    /// The key a display serves a `webview`'s `html` by, as a document of its own.
    public static let document = AttributeKey(rawValue: "document")
    /// `false`: a `scroll` element does not scroll by wheel, touch or keys
    /// (`scrollDisabled(true)`); programmatic scrolls still move it.
    public static let scrollEnabled = AttributeKey(rawValue: "scrollEnabled")
    /// `X Y`: the unit point of its content a `scroll` element starts
    /// scrolled to and keeps as its content grows (`defaultScrollAnchor`).
    public static let scrollAnchor = AttributeKey(rawValue: "scrollAnchor")
    /// Where a `scroll` element's scrolling settles (`scrollTargetBehavior`):
    /// `paging` (whole pages), `viewAligned` or `viewAligned always` (the
    /// children of its `scrollTargetLayout` element; `always`: one at a time).
    public static let scrollSnap = AttributeKey(rawValue: "scrollSnap")
    /// `true`: the element's children are its scroll view's targets (`scrollTargetLayout()`).
    public static let scrollTargetLayout = AttributeKey(rawValue: "scrollTargetLayout")
    /// A `scroll` element bound to a scroll position (`scrollPosition(id:)`):
    /// `ELEMENT ANCHOR` (the target child to show, aligned by `top`, `center`,
    /// `bottom`, `leading`, `trailing` or `nearest`) or `-` (none); the display
    /// sends `change` with the top-most visible target's element as the person scrolls.
    public static let scrollPosition = AttributeKey(rawValue: "scrollPosition")
    /// What a text field holds, as an HTML autofill field name (`username`,
    /// `current-password`, `email`, ...; `textContentType(_:)`).
    public static let contentType = AttributeKey(rawValue: "contentType")
    /// What a text field's Return key says it does (`submitLabel(_:)`):
    /// `done`, `go`, `send`, `join`, `route`, `search`, `return`, `next`, `continue`.
    public static let submitLabel = AttributeKey(rawValue: "submitLabel")
    /// `true`: a `button` acts when pressed and again while held, a click
    /// each time (`buttonRepeatBehavior(.enabled)`).
    public static let repeats = AttributeKey(rawValue: "repeats")
    /// `true`: a `button` is clicked when something dragged over it pauses
    /// there (`springLoadingBehavior(.enabled)`).
    public static let springLoaded = AttributeKey(rawValue: "springLoaded")
    /// On a `list` or `table`: `true` shades every other row, `false` none
    /// (`alternatingRowBackgrounds(_:)`, a style's `alternatesRowBackgrounds`);
    /// absent: the style's default.
    public static let alternatesRowBackgrounds = AttributeKey(rawValue: "alternatesRowBackgrounds")
    /// On a `table`: `hidden` shows its rows without the header row (`tableColumnHeaders(.hidden)`).
    public static let columnHeaders = AttributeKey(rawValue: "columnHeaders")
    /// On an `alert` or `confirmationdialog`: `critical` shows the caution
    /// symbol with the app's icon over it (`dialogSeverity(.critical)`).
    public static let severity = AttributeKey(rawValue: "severity")

    /// The text typing a row's first letters selects it by, in a list or
    /// table (`typeSelectEquivalent(_:)`); empty: never by typing.
    public static let typeSelect = AttributeKey(rawValue: "typeSelect")

    /// Every key the core writes.
    public static let all: [AttributeKey] = [
        .disabled, .hidden, .opacity, .help, .label, .font, .weight, .italic,
        .underline, .strikethrough, .monospaced, .foreground, .background, .cornerRadius, .border,
        .shortcut, .shadow, .clipped, .offsetX, .offsetY, .zIndex, .layoutPriority, .fixedSize, .ignoresSafeArea, .safeAreaPadding,
        .aspectRatio, .contentMode, .tint, .controlSize, .hint, .identifier, .accessibilityHidden, .tappable,
        .tapCount, .contextMenu, .alignment, .spacing, .columns, .rows, .flow, .trackSpacings, .trackAlignments, .pinnedViews, .minLength,
        .selectable, .lineLimit, .reservesSpace, .textAlignment, .truncationMode, .systemName, .name, .asset,
        .scale, .naturalSize, .resizable, .imageScale, .symbolRenderingMode, .secondaryForeground, .tertiaryForeground, .style, .value, .total, .role, .pressable,
        .href, .checked, .min, .max, .step, .canIncrement, .canDecrement, .placeholder,
        .secure, .axis, .key, .selected, .open, .primaryAction, .title, .selection,
        .deletable, .movable, .axes, .indicators, .visibility, .depth, .level, .active,
        .systemImage, .shape, .fill, .stroke, .lineWidth, .color,
        .width, .height, .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight,
        .top, .leading, .bottom, .trailing, .arrowEdge, .anchorRect, .anchorPoint, .message, .bars,
        .placement, .kind, .id, .scene, .focusable, .focused, .action,
        .outline, .lineCap, .lineJoin, .miterLimit, .dash, .dashPhase, .clipShape, .contentShape, .mask, .filters, .blendMode, .isolated, .drawing, .strokeBorder, .foregroundPaint,
        .measure, .coordinateSpace, .transform, .colorScheme, .columnSpan, .columnAlignment, .cellAnchor, .unsizedAxes, .horizontalSpacing, .verticalSpacing, .dynamicTypeSize, .lineSpacing, .letterSpacing, .baselineOffset, .textCase,
        .transition, .hover, .mouse, .cursor, .keyPress, .keyPhases, .drag, .longPress, .matchedGeometry,
        .matchedProperties, .contentTransition, .magnify,
        .labelsHidden, .redacted, .badge, .badgeProminence, .expanded, .separator, .contentBackground, .sortable, .sortOrder,
        .separatorTint, .clearButton, .barTint, .unselectedTint, .supportsOpacity, .components, .scrollTarget,
        .design, .fontWidth, .monospacedDigits, .position, .hitTesting,
        .dragSource, .dropTarget, .typeSelect,
        .minimumScaleFactor, .allowsTightening, .backButtonHidden, .spacer, .bar,
        .menuIndicator, .borderShape, .accessibilityValue, .traits, .accessibilityChildren,
        .paste, .share, .editing, .refreshable, .refreshing, .swipeActions, .fullSwipe,
        .accessibilityActions,
        .headingLevel, .sortPriority, .labeledPair, .linkedGroup, .customContent, .accessibilityOnly,
        .ignoresInvertColors, .barBackground, .language, .capInsets, .resizingMode, .interpolation, .antialiased, .renderingMode, .dynamicRange, .innerShadow,
        .rotate,
        .decorationColor, .decorationPattern,
        .placements,
        .customizationID,
        .windowDrag,
        .keyboardType, .indexDisplayMode,
        .focusEffect, .hoverEffect,
        .clipboardCommands, .focusSection,
        .minimumLines,
        .autocapitalize, .autocorrect,
        .columnWidth,
        .url, .html, .revision, .document,
        .scrollEnabled, .scrollAnchor, .scrollSnap, .scrollTargetLayout, .scrollPosition,
        .contentType,
        .submitLabel, .repeats, .springLoaded,
        .alternatesRowBackgrounds, .columnHeaders, .severity,
    ]
}

/// Tests may name a key by its wire name (`attributes["title"]`); the core
/// uses the static members.
extension AttributeKey: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}
