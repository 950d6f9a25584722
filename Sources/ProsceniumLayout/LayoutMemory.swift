public import ProsceniumHost

/// What a window's layouts remember from one to the next, so that an
/// update lays out again only what it changed: a row's new text costs that
/// row and the containers around it, not the other 399 rows.
///
/// An element's size depends only on its own kind, attributes and text, its
/// children's, its proposal and the stack axis it is in (what the engine
/// inherits, such as a control's size, is written on the element before a
/// layout), so a size is reused while the element and everything below it
/// are what they were, compared exactly, not by hash. The app's layouts
/// (`layout` elements) are asked again every time: their sizes come from
/// the app's code. Text widths and line breaks are kept by content.
///
/// One memory serves one window, on one actor at a time.
public final class LayoutMemory {
    /// The elements of the last tree laid out, by identity, as laid out.
    private var previous: [ElementID: RenderElement] = [:]
    /// Sizes from the last layouts, by element, proposal and context.
    var sizes: [ElementID: LayoutPass.SizesAsked] = [:]
    var textWidths: [TextKey: Double] = [:]
    var textLines: [LinesKey: [Double]] = [:]
    /// How many sizes the passes over this memory worked out rather than
    /// found (what the tests check reuse by).
    var sizesComputed = 0
    /// Whether the tree last prepared lays out as the one before it: only
    /// how its views are drawn changed (a row selected), if anything.
    private(set) var laysOutAsBefore = false
    /// The last placement made over this memory, and the size, safe area
    /// and list offsets it was made with.
    var lastPlacement: (size: Size?, safeArea: SafeAreaInsets, listOffsets: [ElementID: Double],
                        placement: LayoutPlacement)?

    /// How far each scrolled list is scrolled (points past its top), by
    /// list, as the display reported it: the engine lays out the rows near
    /// the part shown (`ListViewport`). A list not reported is shown from
    /// its top.
    public var listOffsets: [ElementID: Double] = [:]

    /// Attributes that change how a view is drawn, never its size or place:
    /// an element that changed only in these keeps its size, and a tree
    /// that changed only in these keeps its placement.
    public static let drawingOnly: Set<AttributeKey> = [.selected, .active, .focused, .foreground, .tint, .opacity]

    /// Past this many text entries the text caches start again, so that a
    /// window whose text keeps changing (a field being typed in) does not
    /// grow without bound.
    static let textEntryLimit = 20_000

    public init() {}

    /// Takes `root` as the tree about to be laid out: sizes of elements that
    /// changed, or whose content did, are forgotten.
    func prepare(for root: RenderElement) {
        // A subtree equal to the one laid out before is skipped whole: the
        // trees a window's placement keeps (`PlaceableTrees`) are the same
        // values, found equal at once. Elements that left the tree stay in
        // `previous` until it has doubled.
        func visit(_ element: RenderElement) -> Bool {
            let old = previous[element.id]
            if let old, old == element, ListRowCache.keeps([element]) { return true }
            var same = element.tag != .layout && isSame(element, old)
            for child in element.children where !visit(child) { same = false }
            if !same { sizes[element.id] = nil }
            previous[element.id] = element
            return same
        }
        laysOutAsBefore = visit(root)
        if previous.count > max(4_096, 2 * liveCount) {
            var live: [ElementID: RenderElement] = [:]
            func gather(_ element: RenderElement) {
                live[element.id] = element
                element.children.forEach(gather)
            }
            gather(root)
            previous = live
            liveCount = live.count
            // Sizes of elements gone from the tree.
            if sizes.count > 2 * live.count { sizes = sizes.filter { live[$0.key] != nil } }
        }
        if textWidths.count > Self.textEntryLimit { textWidths = [:] }
        if textLines.count > Self.textEntryLimit { textLines = [:] }
    }

    /// How many elements the tree had when `previous` was last gathered afresh.
    private var liveCount = 0

    /// Whether `element` is `old` in all that its own layout reads: its
    /// children are compared by identity here, and each on its own visit.
    private func isSame(_ element: RenderElement, _ old: RenderElement?) -> Bool {
        guard let old, old.tag == element.tag, old.text == element.text,
              old.children.count == element.children.count,
              old.attributes == element.attributes || Self.laysOutAlike(old.attributes, element.attributes)
        else { return false }
        for (new, was) in zip(element.children, old.children) where new.id != was.id { return false }
        return true
    }

    /// Whether two attribute sets differ only in `drawingOnly` keys.
    private static func laysOutAlike(_ a: [AttributeKey: AttributeValue], _ b: [AttributeKey: AttributeValue]) -> Bool {
        for (key, value) in a where !drawingOnly.contains(key) && b[key] != value { return false }
        for key in b.keys where !drawingOnly.contains(key) && a[key] == nil { return false }
        return true
    }
}
