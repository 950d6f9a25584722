public import ProsceniumHost

/// The engine's frames for a whole window, as the display is sent them:
/// when every element of the window's content is one the engine lays out
/// exactly, the display places each at its frame instead of laying the
/// content out itself.
extension LayoutEngine {
    /// The kinds whose layout the engine computes as SwiftUI does: stacks,
    /// z-stacks, `frame` (and `containerRelativeFrame`, at the lengths the
    /// app made from its container's measured size), `padding`,
    /// `background`/`overlay`, spacers,
    /// dividers, colours, shapes, text, symbols, labels, scroll views,
    /// geometry readers, controls, `Grid`s, lazy grids, sections, lists
    /// and forms (`ListLayout`; outline lists' disclosure groups and
    /// outline tables' rows, `OutlineLayout`), tables (`TableLayout`: their
    /// columns, rows and cells), canvases and text editors (which take what
    /// they are offered), pictures whose size the app read from their files,
    /// and the app's own layouts (`layout`, given as `ExternalLayout`s),
    /// navigation split views and their columns (`SplitLayout`), and
    /// navigation stacks and their levels (`NavigationStackLayout`).
    /// Others still size themselves in the display.
    public static let placedKinds = Set<ElementKind>([
        .root, .vstack, .hstack, .lazyvstack, .lazyhstack, .zstack, .frame, .padding, .layer,
        .relativeframe, .spacer, .divider, .color, .shape, .text, .image, .label, .scroll, .geometry, .layout, .grid, .gridrow,
        .section, .header, .footer, .list, .form, .row, .canvas, .texteditor, .unavailable, .navlink,
        .disclosure, .table, .tablecolumn, .tablerows, .tablerow, .cell, .split, .column,
        .navstack, .page,
    ]).union(ControlEnvironment.controlKinds)

    /// The containers the display sizes whose views the engine may lay out
    /// alone, as islands, when it does not lay out the whole window: a split
    /// view's columns, a tab's content and a navigation stack's pages. Each
    /// is laid out as a window's content is, in the size the display
    /// reports for it.
    /// A sheet too: it is sized by its content (`sizedByContent`); and a
    /// split view, whose panes are islands each (`paneHosts`).
    public static let islandHosts: Set<ElementKind> = [.column, .tab, .page, .sheet, .splitview]

    /// The hosts whose every view is an island of its own, in the pane the
    /// display makes and sizes for it (`HSplitView`, `VSplitView`: the
    /// person drags the dividers between the panes).
    public static let paneHosts: Set<ElementKind> = [.splitview]

    /// The island hosts the display sizes to their views: a sheet is as big
    /// as its content's ideal size, as a Mac sizes a sheet, so its views are
    /// laid out with no size proposed and the display sizes the sheet to
    /// the island's size. The others take the size the display reports.
    /// (A window's graph counts its sheets, `ViewGraph.liveSheets`, to skip
    /// the search when it has none: a kind added here is counted there.)
    public static let sizedByContent: Set<ElementKind> = [.sheet]

    /// Attributes that change an element's size or place in ways the engine
    /// does not model yet (`position`, the text modifiers that change
    /// widths, a reserved line count ...): content carrying them is left to
    /// the display.
    static let unplacedAttributes: Set<AttributeKey> = [
        .baselineOffset,
        .reservesSpace, .fontWidth, .dynamicTypeSize, .matchedGeometry,
        .allowsTightening, .minimumLines,
    ]

    /// What a text run may carry and still be measured: colours and
    /// decorations, and its own font (a run is measured in its font).
    static let runAttributes: Set<AttributeKey> = [
        .foreground, .underline, .strikethrough, .decorationColor, .decorationPattern, .background,
        .foregroundPaint, .font, .weight, .italic, .monospaced, .design, .monospacedDigits, .letterSpacing,
    ]

    /// Whether the engine lays out an element of `tag` with `attributes`
    /// (its children aside).
    public static func places(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue]) -> Bool {
        placedKinds.contains(tag) && attributes.keys.allSatisfy { !unplacedAttributes.contains($0) }
            && kindRequirement(tag, attributes) == nil
    }

    /// What an element of a placed kind lacks for the engine to size it:
    /// an image is sized only as an SF Symbol (a picture's pixel size is
    /// known to the page alone); a label only with the styles that show
    /// its parts side by side.
    static func kindRequirement(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue]) -> String? {
        switch tag {
        case .image where attributes[.systemName] == nil && attributes[.naturalSize] == nil:
            "an image of unknown size"
        case .label where ![nil, "titleOnly", "iconOnly", "titleAndIcon"].contains(attributes[.style]?.string):
            "a label of another style"
        // An inspector's column (`inspector(isPresented:content:)`) is the page's still.
        case .column where ![nil, "sidebar", "content", "detail"].contains(attributes[.role]?.string):
            "a column of another role"
        // A collapsible section's header row: a disclosure triangle before its title.
        case .tablerow where attributes[.expanded] != nil && attributes[.level] == nil:
            "a table row that opens and closes"
        case _ where !ControlEnvironment.places(tag, attributes): "a control the engine does not size yet"
        default: nil
        }
    }

    /// Whether the engine measures a run with `attributes` of a text with
    /// `text`'s: one that changes only colours, decorations or its font;
    /// in a fitted text (`minimumScaleFactor`, `lineSpacing`) not its font,
    /// as the display scales the text's font and line pitch, not a run's own.
    public static func placesRun(_ attributes: [AttributeKey: AttributeValue],
                                 in text: [AttributeKey: AttributeValue]) -> Bool {
        attributes.keys.allSatisfy(runAttributes.contains) && !(isFitted(text) && attributes[.font] != nil)
    }

    private static func isFitted(_ text: [AttributeKey: AttributeValue]) -> Bool {
        text[.minimumScaleFactor] != nil || text[.lineSpacing] != nil
    }

    /// Whether the engine lays out all of `element`'s tree.
    public static func placesTree(_ element: RenderElement) -> Bool {
        unplacedReason(in: element) == nil
    }

    /// Why the engine does not lay out all of `element`'s tree: the first
    /// element (in document order) of a kind it does not lay out, or carrying
    /// an attribute it does not model; nil when it places the whole tree.
    public static func unplacedReason(in element: RenderElement) -> String? {
        unplacedReason(in: element, inList: false)
    }

    /// `unplacedReason(in:)`, knowing whether `element` is in a list or form.
    private static func unplacedReason(in element: RenderElement, inList: Bool) -> String? {
        guard placedKinds.contains(element.tag) else { return "\(element.tag) \(element.id.rawValue)" }
        if let key = element.attributes.keys.first(where: unplacedAttributes.contains) {
            return "\(element.tag) \(element.id.rawValue) with \(key)"
        }
        if let lack = kindRequirement(element.tag, element.attributes) { return "\(lack) (\(element.id.rawValue))" }
        // A list's collapsible section keeps its button at its header's
        // trailing end (`ListLayout`); elsewhere the page lays it out.
        if element.tag == .section, element.attributes[.expanded] != nil, !inList {
            return "a collapsible section outside a list (\(element.id.rawValue))"
        }
        if element.tag == .text {
            for run in element.children {
                if !run.children.isEmpty { return "text \(element.id.rawValue): a run with children" }
                if !placesRun(run.attributes, in: element.attributes) {
                    let key = run.attributes.keys.first { !runAttributes.contains($0) } ?? .font
                    return "text \(element.id.rawValue): a run with \(key)"
                }
            }
            return nil
        }
        let inList = inList || element.tag == .list || element.tag == .form
        for child in laidOutChildren(of: element) {
            if let reason = unplacedReason(in: child, inList: inList && element.tag != .row) { return reason }
        }
        return nil
    }

    /// How far under the ideal size a window sized to it may be reported:
    /// the page sizes such a window to the ideal size as the wire writes it
    /// (two decimals, `LayoutPlacement`), Chromium snaps that down to its
    /// layout unit (1/64 px) and CSS rounds the size it reads back. Laid
    /// out that hair short, the content's most flexible view gives it up:
    /// a button's title or a toggle's took a second line.
    static let idealSizeSlack = 0.005 + 1.0 / 64 + 0.001

    /// `reported`, or the ideal size in an axis where it is short of it by
    /// no more than the page's rounding (`idealSizeSlack`).
    static func settled(_ reported: Size, at ideal: Size) -> Size {
        func axis(_ shown: Double, _ wanted: Double) -> Double {
            shown < wanted && wanted - shown <= idealSizeSlack ? wanted : shown
        }
        return Size(width: axis(reported.width, ideal.width), height: axis(reported.height, ideal.height))
    }

    /// The window content's placement: its ideal size (`root` proposed no
    /// size), its minimum size (proposed zero) and each element's frame in its parent's coordinates, laid out
    /// in `size` (the ideal size when nil: a window that fits its content).
    /// Text runs are not placed: they flow inside their text.
    /// `layouts` are the app's layouts of its `layout` elements, by element;
    /// `memory`, what the window's earlier layouts learnt that is still true;
    /// `safeArea`, the unsafe area beyond the content's edges that views
    /// ignoring the safe area reach into (`layout(_:in:safeArea:)`).
    public func placement(of root: RenderElement, in size: Size?, safeArea: SafeAreaInsets = .zero,
                          layouts: [ElementID: any ExternalLayout] = [:], memory: LayoutMemory? = nil) -> LayoutPlacement {
        let prepared = prepared(root, memory: memory)
        // A change to how views are drawn alone (a row selected) moves nothing.
        if let memory, memory.laysOutAsBefore, layouts.isEmpty, let last = memory.lastPlacement, last.size == size,
           last.safeArea == safeArea, last.listOffsets == memory.listOffsets {
            return last.placement
        }
        let ideal = sizeOfPrepared(prepared, .unspecified, layouts: layouts, memory: memory)
        // A Mac's window keeps its content at least its minimum size, what
        // the content chooses for a zero proposal (`WindowResizability`'s
        // `contentMinSize`, the default of a window group), not its ideal.
        let minimum = sizeOfPrepared(prepared, .zero, layouts: layouts, memory: memory)
        let laidOut = size.map { Self.settled($0, at: ideal) } ?? ideal
        let result = layoutPrepared(prepared, in: laidOut, safeArea: safeArea, layouts: layouts, memory: memory)
        var frames: [LayoutPlacement.Frame] = []
        func visit(_ element: RenderElement) {
            if element.id != root.id, let frame = result.frame(of: element.id) {
                // The wire keeps two decimals: a text is never sent narrower
                // than it measured, or the page would wrap its last word.
                let width = element.tag == .text ? (frame.width * 100).rounded(.up) / 100 : frame.width
                frames.append(LayoutPlacement.Frame(id: element.id, x: frame.x, y: frame.y,
                                                    width: width, height: frame.height,
                                                    text: result.textFits[element.id]))
            }
            guard element.tag != .text else { return }
            element.children.forEach(visit)
        }
        visit(root)
        rowCache?.endGeneration()
        let placement = LayoutPlacement(width: ideal.width, height: ideal.height,
                                        minimum: (min(minimum.width, ideal.width), min(minimum.height, ideal.height)),
                                        frames: frames)
        if let memory { memory.lastPlacement = (size, safeArea, memory.listOffsets, placement) }
        return placement
    }
}
