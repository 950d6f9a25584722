public import ProsceniumHost
import Synchronization

/// The rows of lists laid out in earlier layouts, kept by a window's
/// engine so a layout after a change lays out again only the rows whose
/// views changed: selecting a row of a 1,000-row list changes two rows'
/// `selected`, not their views, and every row's size and its views' frames
/// are reused. A row's entry is reused only when its views (as the layout
/// sees them) and its proposal are equal to those it was laid out with;
/// rows holding an app's own `Layout` are never kept (its layout may
/// change without its elements changing). Entries not used during one
/// whole placement are dropped. A table's rows (`tablerow`) are kept the
/// same way, their cells' geometry (`TableLayout`) standing for a
/// proposal.
public final class ListRowCache: Sendable {
    struct Key: Hashable, Sendable {
        let row: ElementID
        let proposal: ProposedSize
        /// What else the row's layout reads: a table row's cells' spans
        /// and insets; empty for a list's row.
        var geometry: [Double] = []
    }

    /// A row's views' frames (each in its parent's coordinates, so they
    /// hold wherever the row is) and what the layout recorded with them.
    struct Placed: Sendable {
        let box: Rect
        let frames: [(ElementID, Rect, ElementID, ProposedSize, LayoutContext, LayoutPlacement.TextFit?)]
    }

    struct Entry: Sendable {
        let views: [RenderElement]
        let size: Size
        var placed: Placed?
    }

    private struct Generations: Sendable {
        var current: [Key: Entry] = [:]
        var previous: [Key: Entry] = [:]
        /// The rows with an entry in each generation, whatever its key: a
        /// list asks of each of its thousand rows whether it was laid out
        /// before, and a row with none needs no key made nor insets read.
        var currentRows: Set<ElementID> = []
        var previousRows: Set<ElementID> = []
    }

    private let state = Mutex(Generations())

    public init() {}

    /// The entry for `row`'s views at `proposal`, if they are unchanged.
    func entry(_ row: ElementID, views: [RenderElement], proposal: ProposedSize, geometry: [Double] = []) -> Entry? {
        let key = Key(row: row, proposal: proposal, geometry: geometry)
        return state.withLock { state in
            if let entry = state.current[key], entry.views == views { return entry }
            guard let entry = state.previous.removeValue(forKey: key), entry.views == views else { return nil }
            state.current[key] = entry
            state.currentRows.insert(row)
            return entry
        }
    }

    func store(_ entry: Entry, for row: ElementID, proposal: ProposedSize, geometry: [Double] = []) {
        state.withLock { state in
            state.current[Key(row: row, proposal: proposal, geometry: geometry)] = entry
            state.currentRows.insert(row)
        }
    }

    /// Whether any entry for `row` may be kept (false: `entry` finds none).
    func mayHold(_ row: ElementID) -> Bool {
        state.withLock { $0.currentRows.contains(row) || $0.previousRows.contains(row) }
    }

    /// Ends a placement: entries it did not use are dropped at the next.
    func endGeneration() {
        state.withLock { state in
            state.previous = state.current
            state.current = [:]
            state.previousRows = state.currentRows
            state.currentRows = []
        }
    }

    /// Whether a row's views may be kept: none is an app's own layout.
    static func keeps(_ views: [RenderElement]) -> Bool {
        !views.contains { $0.tag == .layout || !keeps($0.children) }
    }

    /// Whether `row` is one the cache keeps: a list's row or a table's.
    static func isRow(_ row: RenderElement) -> Bool { row.tag == .row || row.tag == .tablerow }
}

extension LayoutPass {
    /// A row's views' size at `proposal`, from the cache when unchanged.
    func cachedRowContentSize(_ row: RenderElement, _ proposal: ProposedSize) -> Size {
        guard let cache = rowCache, row.tag == .row, ListRowCache.keeps(row.children) else {
            return listContentSize(row, proposal)
        }
        if let entry = cache.entry(row.id, views: row.children, proposal: proposal) { return entry.size }
        let size = listContentSize(row, proposal)
        cache.store(ListRowCache.Entry(views: row.children, size: size), for: row.id, proposal: proposal)
        return size
    }

    /// Whether the cache may hold a row's views at some proposal: false
    /// when it certainly holds none (`hasCachedRow` is then false too).
    func mayHaveCachedRow(_ row: RenderElement) -> Bool {
        guard let cache = rowCache, ListRowCache.isRow(row) else { return false }
        return cache.mayHold(row.id)
    }

    /// Whether the cache holds `row`'s views as they are, at `proposal`
    /// (and, a table's row, `geometry`).
    func hasCachedRow(_ row: RenderElement, _ proposal: ProposedSize, geometry: [Double] = []) -> Bool {
        guard let cache = rowCache, ListRowCache.isRow(row), ListRowCache.keeps(row.children) else { return false }
        return cache.entry(row.id, views: row.children, proposal: proposal, geometry: geometry) != nil
    }

    /// Places a row's views from the cache; false when it has none for them.
    func placeCachedRow(_ row: RenderElement, box: Rect, proposal: ProposedSize, geometry: [Double] = [],
                        into result: inout LayoutResult) -> Bool {
        guard let cache = rowCache, ListRowCache.isRow(row),
              let placed = cache.entry(row.id, views: row.children, proposal: proposal, geometry: geometry)?.placed,
              placed.box == box else { return false }
        for (id, frame, parent, offered, context, fit) in placed.frames {
            result.frames[id] = frame
            result.parents[id] = parent
            result.proposals[id] = offered
            result.contexts[id] = context
            if let fit { result.textFits[id] = fit }
        }
        return true
    }

    /// Keeps the frames just recorded for a row's views.
    func storePlacedRow(_ row: RenderElement, box: Rect, proposal: ProposedSize, geometry: [Double] = [],
                        from result: LayoutResult) {
        guard let cache = rowCache, ListRowCache.isRow(row), ListRowCache.keeps(row.children),
              var entry = cache.entry(row.id, views: row.children, proposal: proposal, geometry: geometry)
        else { return }
        var frames: [(ElementID, Rect, ElementID, ProposedSize, LayoutContext, LayoutPlacement.TextFit?)] = []
        func visit(_ element: RenderElement) {
            guard let frame = result.frames[element.id], let parent = result.parents[element.id],
                  let offered = result.proposals[element.id], let context = result.contexts[element.id] else { return }
            frames.append((element.id, frame, parent, offered, context, result.textFits[element.id]))
            element.children.forEach(visit)
        }
        row.children.forEach(visit)
        entry.placed = ListRowCache.Placed(box: box, frames: frames)
        cache.store(entry, for: row.id, proposal: proposal, geometry: geometry)
    }
}
