/// The kind of a render element (`button`, `text`, `vstack`, ...): the first
/// half of the display vocabulary, documented in `docs/PROTOCOL.md`.
///
/// Kinds are values, not string literals, so the core, the displays and the
/// harness name the same set; `ElementKind.all` lists every kind, and a test
/// checks it against the web client's handlers and the protocol document.
/// On the wire a kind is its `rawValue`.
public struct ElementKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static let root = ElementKind(rawValue: "root")
    public static let vstack = ElementKind(rawValue: "vstack")
    public static let hstack = ElementKind(rawValue: "hstack")
    public static let zstack = ElementKind(rawValue: "zstack")
    public static let lazyvstack = ElementKind(rawValue: "lazyvstack")
    public static let lazyhstack = ElementKind(rawValue: "lazyhstack")
    public static let grid = ElementKind(rawValue: "grid")
    public static let spacer = ElementKind(rawValue: "spacer")
    public static let divider = ElementKind(rawValue: "divider")
    public static let frame = ElementKind(rawValue: "frame")
    public static let padding = ElementKind(rawValue: "padding")
    public static let layer = ElementKind(rawValue: "layer")
    public static let scroll = ElementKind(rawValue: "scroll")
    public static let split = ElementKind(rawValue: "split")
    public static let page = ElementKind(rawValue: "page")
    public static let slot = ElementKind(rawValue: "slot")
    public static let column = ElementKind(rawValue: "column")
    public static let header = ElementKind(rawValue: "header")
    public static let footer = ElementKind(rawValue: "footer")
    public static let toolbar = ElementKind(rawValue: "toolbar")
    public static let toolbaritem = ElementKind(rawValue: "toolbaritem")
    public static let text = ElementKind(rawValue: "text")
    public static let span = ElementKind(rawValue: "span")
    public static let image = ElementKind(rawValue: "image")
    public static let label = ElementKind(rawValue: "label")
    public static let labeled = ElementKind(rawValue: "labeled")
    public static let progress = ElementKind(rawValue: "progress")
    public static let unavailable = ElementKind(rawValue: "unavailable")
    public static let shape = ElementKind(rawValue: "shape")
    public static let color = ElementKind(rawValue: "color")
    public static let list = ElementKind(rawValue: "list")
    public static let form = ElementKind(rawValue: "form")
    public static let section = ElementKind(rawValue: "section")
    public static let row = ElementKind(rawValue: "row")
    public static let tabview = ElementKind(rawValue: "tabview")
    public static let tab = ElementKind(rawValue: "tab")
    public static let navstack = ElementKind(rawValue: "navstack")
    public static let button = ElementKind(rawValue: "button")
    public static let link = ElementKind(rawValue: "link")
    public static let toggle = ElementKind(rawValue: "toggle")
    public static let slider = ElementKind(rawValue: "slider")
    public static let stepper = ElementKind(rawValue: "stepper")
    public static let textfield = ElementKind(rawValue: "textfield")
    public static let texteditor = ElementKind(rawValue: "texteditor")
    public static let picker = ElementKind(rawValue: "picker")
    public static let option = ElementKind(rawValue: "option")
    public static let menubutton = ElementKind(rawValue: "menubutton")
    public static let navlink = ElementKind(rawValue: "navlink")
    public static let popover = ElementKind(rawValue: "popover")
    public static let sheet = ElementKind(rawValue: "sheet")
    public static let alert = ElementKind(rawValue: "alert")
    public static let dialog = ElementKind(rawValue: "dialog")
    public static let contextmenu = ElementKind(rawValue: "contextmenu")
    public static let menubar = ElementKind(rawValue: "menubar")
    public static let menu = ElementKind(rawValue: "menu")
    public static let extra = ElementKind(rawValue: "extra")
    public static let menuitem = ElementKind(rawValue: "menuitem")
    public static let separator = ElementKind(rawValue: "separator")
    public static let scene = ElementKind(rawValue: "scene")
    public static let commands = ElementKind(rawValue: "commands")
    /// A `Canvas`: drawing commands replayed at its size, which it reports.
    public static let canvas = ElementKind(rawValue: "canvas")
    /// A `GeometryReader`: fills what it is offered, and is measured.
    public static let geometry = ElementKind(rawValue: "geometry")
    /// A `Grid`'s row (`GridRow`): its views are the grid's cells.
    public static let gridrow = ElementKind(rawValue: "gridrow")
    // Controls and containers (issue 15).
    public static let disclosure = ElementKind(rawValue: "disclosure")
    public static let groupbox = ElementKind(rawValue: "groupbox")
    public static let controlgroup = ElementKind(rawValue: "controlgroup")
    public static let table = ElementKind(rawValue: "table")
    public static let tablecolumn = ElementKind(rawValue: "tablecolumn")
    /// A table's rows, after its columns: its children are the `tablerow`s.
    public static let tablerows = ElementKind(rawValue: "tablerows")
    public static let tablerow = ElementKind(rawValue: "tablerow")
    public static let cell = ElementKind(rawValue: "cell")
    public static let search = ElementKind(rawValue: "search")
    public static let datepicker = ElementKind(rawValue: "datepicker")
    public static let colorpicker = ElementKind(rawValue: "colorpicker")
    public static let gauge = ElementKind(rawValue: "gauge")
    public static let scrollreader = ElementKind(rawValue: "scrollreader")
    /// `HSplitView` / `VSplitView`: views with dividers the person drags between them.
    public static let splitview = ElementKind(rawValue: "splitview")

    /// A custom `Layout` (and `AnyLayout`, `HStackLayout`, ...): the app
    /// places its views from the sizes the display measured (`layout` events)
    /// and sends the frames (`placements`).
    public static let layout = ElementKind(rawValue: "layout")
    /// A view a `Canvas` draws by its tag (`resolveSymbol(id:)`): shown only in the canvas's drawing.
    public static let canvasSymbol = ElementKind(rawValue: "canvasSymbol")

    /// `containerRelativeFrame`: a frame (`width`, `height`, `alignment`)
    /// sized from the nearest container, which the display measures and
    /// reports (`geometry`, the container's frame).
    public static let relativeframe = ElementKind(rawValue: "relativeframe")
    /// The window's title menu (`toolbarTitleMenu`): its `menubutton`, shown
    /// beside the window's title rather than in the layout.
    public static let titlemenu = ElementKind(rawValue: "titlemenu")

    /// WebKit's `WKWebView`: a sandboxed frame of the web page at `url`, or
    /// of the HTML document `html`; a new `revision` loads it again.
    public static let webview = ElementKind(rawValue: "webview")

    /// Every kind the core makes, in no particular order.
    public static let all: [ElementKind] = [
        .root, .vstack, .hstack, .zstack, .lazyvstack, .lazyhstack, .grid, .spacer,
        .divider, .frame, .padding, .layer, .scroll, .split, .page, .slot,
        .column, .header, .footer, .toolbar, .toolbaritem, .text, .span, .image,
        .label, .labeled, .progress, .unavailable, .shape, .color, .list, .form,
        .section, .row, .tabview, .tab, .navstack, .button, .link, .toggle,
        .slider, .stepper, .textfield, .texteditor, .picker, .option, .menubutton, .navlink,
        .popover, .sheet, .alert, .dialog, .contextmenu, .menubar, .menu, .extra,
        .menuitem, .separator, .scene, .commands,
        .canvas, .geometry, .gridrow,
        .disclosure, .groupbox, .controlgroup, .table, .tablecolumn, .tablerows, .tablerow, .cell, .search, .datepicker, .colorpicker,
        .gauge, .scrollreader,
        .splitview,
        .layout, .relativeframe,
        .canvasSymbol,
        .webview,
        .titlemenu,
    ]

    /// Kinds that stay inside the app (the scene and commands graphs' roots):
    /// no display is sent them.
    public static let internalKinds: Set<ElementKind> = [.scene, .commands]
}

/// Tests may name a kind by its wire name (`ui.find("button", "Save")`), as
/// they did before kinds were values; the core uses the static members.
extension ElementKind: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}
