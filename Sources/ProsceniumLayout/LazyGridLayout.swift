import ProsceniumHost

/// `LazyVGrid` and `LazyHGrid` as SwiftUI lays them out. Along the grid's
/// cross axis (a `LazyVGrid`'s width) its `GridItem`s are sized from the
/// proposal, as Apple documents `GridItem.Size`: the spacing after each item
/// but the last and the `fixed` items' lengths are taken off; then each other
/// item in turn is offered what is left divided by the items left, a
/// `flexible` item clamped to its bounds, an `adaptive` item holding as many
/// views of its minimum length (with its spacing between them) as fit in its
/// share, grown equally to fill it up to its maximum. Views fill the cells in
/// order, a line at a time; a line (a `LazyVGrid`'s row) is as long as its
/// longest view, and lines are the grid's `spacing` apart. A `Section`'s
/// header and footer take a line of their own across the grid.
struct LazyGridSpec {
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    var axis: Axis
    var tracks: [GridTrack]
    /// The space after each track (the default spacing where none is named).
    var trackSpacings: [Double]
    /// Each track's alignment, where its item names one.
    var trackAlignments: [AlignmentValue?]
    /// The grid's alignment, for tracks naming none.
    var alignment: AlignmentValue
    /// The space between lines.
    var lineSpacing: Double

    init(_ grid: RenderElement) {
        let a = grid.attributes
        axis = a[.columns] != nil ? .vertical : .horizontal
        tracks = (axis == .vertical ? a[.columns] : a[.rows])?.gridTracks ?? []
        let spacings = (a[.trackSpacings]?.string ?? "").split(separator: " ").map { Double($0) }
        trackSpacings = tracks.indices.map { i in
            (i < spacings.count ? spacings[i] : nil) ?? DefaultSpacing.standard
        }
        let names = (a[.trackAlignments]?.string ?? "").split(separator: " ").map(String.init)
        trackAlignments = tracks.indices.map { i in i < names.count ? AlignmentValue(named: names[i]) : nil }
        alignment = a[.alignment]?.alignment ?? .center
        lineSpacing = a[.spacing]?.length ?? DefaultSpacing.standard
    }

    /// One cell across the grid: its offset and length, and its track.
    struct Slot {
        var offset: Double
        var length: Double
        var track: Int
    }

    /// The cells of a line for a cross length of `available` (nil: none
    /// offered, each item at its minimum; an estimate, SwiftUI documents
    /// no rule for it).
    func slots(across available: Double?) -> [Slot] {
        let spacing = trackSpacings.dropLast().reduce(0, +)
        var remaining = (available.flatMap { $0.isFinite ? $0 : nil } ?? 0) - spacing
        var left = 0
        for track in tracks {
            if case let .fixed(length) = track { remaining -= length } else { left += 1 }
        }
        var slots: [Slot] = []
        var offset = 0.0
        for (index, track) in tracks.enumerated() {
            let gap = trackSpacings[index]
            var lengths: [Double]
            switch track {
            case let .fixed(length):
                lengths = [length]
            case let .flexible(minimum, maximum):
                let share = available == nil ? minimum : remaining / Double(left)
                lengths = [min(max(share, minimum), maximum)]
            case let .adaptive(minimum, maximum):
                let share = available == nil ? minimum : remaining / Double(left)
                // As many of the minimum as fit; none fitting, still one
                // (0 long: measured, a share short of the minimum gives 0).
                let count = max(Int(((share + gap) / (minimum + gap)).rounded(.down)), 1)
                let each = min(max((share - gap * Double(count - 1)) / Double(count), 0), maximum)
                lengths = Array(repeating: each, count: count)
            }
            if case .fixed = track {} else {
                remaining -= lengths.reduce(0, +) + gap * Double(lengths.count - 1)
                left -= 1
            }
            for (n, length) in lengths.enumerated() {
                slots.append(Slot(offset: offset, length: length, track: index))
                offset += length + (n < lengths.count - 1 ? gap : 0)
            }
            offset += gap
        }
        return slots
    }

    /// The cross length of a line of `slots`.
    static func crossLength(_ slots: [Slot]) -> Double {
        slots.last.map { $0.offset + $0.length } ?? 0
    }

    /// How a view sits in a cell of `track`: the item's alignment, else the
    /// grid's across the lines (its one axis) and centred along them.
    func cellAlignment(_ track: Int) -> AlignmentValue {
        trackAlignments[track] ?? alignment
    }
}

/// A lazy grid's content, in order: runs of views filling cells, and the
/// sections (a header, views, a footer) among them.
enum LazyGridBlock {
    case cells([RenderElement])
    case section(RenderElement, header: RenderElement?, cells: [RenderElement], footer: RenderElement?)

    static func blocks(_ grid: RenderElement) -> [LazyGridBlock] {
        var blocks: [LazyGridBlock] = []
        var run: [RenderElement] = []
        for child in grid.children {
            guard child.tag == .section else {
                run.append(child)
                continue
            }
            if !run.isEmpty { blocks.append(.cells(run)) }
            run = []
            let header = child.children.first { $0.tag == .header }
            let footer = child.children.first { $0.tag == .footer }
            let cells = child.children.filter { $0.tag != .header && $0.tag != .footer }
            blocks.append(.section(child, header: header, cells: cells, footer: footer))
        }
        if !run.isEmpty { blocks.append(.cells(run)) }
        return blocks
    }
}

extension LayoutPass {
    /// The proposal a cell of `length` across the grid is offered: the
    /// cell's length across, none along (a lazy grid's line is as long as
    /// its longest view's ideal length).
    private func cellProposal(_ spec: LazyGridSpec, _ length: Double) -> ProposedSize {
        .along(spec.axis, nil, cross: length)
    }

    /// The length along the grid of each line of `cells`.
    private func lineLengths(_ cells: [RenderElement], _ spec: LazyGridSpec, slots: [LazyGridSpec.Slot]) -> [Double] {
        guard !slots.isEmpty else { return [] }
        return stride(from: 0, to: cells.count, by: slots.count).map { start in
            cells[start..<min(start + slots.count, cells.count)].enumerated().map { n, cell in
                sizeThatFits(cell, cellProposal(spec, slots[n].length), context: .other)[spec.axis]
            }.max() ?? 0
        }
    }

    /// A header's or footer's length along the grid, offered the grid's width across.
    private func bandLength(_ band: RenderElement, _ spec: LazyGridSpec, cross: Double) -> Double {
        sizeThatFits(band, .along(spec.axis, nil, cross: cross), context: .other)[spec.axis]
    }

    /// The lines of `blocks`, each a length: sections' headers and footers
    /// and each line of views, in order.
    private func lazyGridLength(_ blocks: [LazyGridBlock], _ spec: LazyGridSpec, slots: [LazyGridSpec.Slot],
                                cross: Double) -> Double {
        var lines: [Double] = []
        for block in blocks {
            switch block {
            case let .cells(cells):
                lines += lineLengths(cells, spec, slots: slots)
            case let .section(_, header, cells, footer):
                lines.append(sectionLength(header: header, cells: cells, footer: footer, spec, slots: slots,
                                           cross: cross))
            }
        }
        return lines.reduce(0, +) + spec.lineSpacing * Double(max(lines.count - 1, 0))
    }

    private func sectionLength(header: RenderElement?, cells: [RenderElement], footer: RenderElement?,
                               _ spec: LazyGridSpec, slots: [LazyGridSpec.Slot], cross: Double) -> Double {
        let lines = [header].compactMap { $0 }.map { bandLength($0, spec, cross: cross) }
            + lineLengths(cells, spec, slots: slots)
            + [footer].compactMap { $0 }.map { bandLength($0, spec, cross: cross) }
        return lines.reduce(0, +) + spec.lineSpacing * Double(max(lines.count - 1, 0))
    }

    func lazyGridSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        let spec = LazyGridSpec(element)
        let slots = spec.slots(across: proposal[spec.axis.other])
        let cross = LazyGridSpec.crossLength(slots)
        var size = Size.zero
        size[spec.axis.other] = cross
        size[spec.axis] = lazyGridLength(LazyGridBlock.blocks(element), spec, slots: slots, cross: cross)
        return size
    }

    /// Places each view in its cell, line after line; a section's parts
    /// inside the section's own frame, which spans the grid.
    func placeLazyGrid(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        let spec = LazyGridSpec(element)
        let axis = spec.axis
        let slots = spec.slots(across: bounds.size[axis.other])
        let cross = bounds.size[axis.other]
        var position = 0.0
        for block in LazyGridBlock.blocks(element) {
            switch block {
            case let .cells(cells):
                position = placeLines(cells, spec, slots: slots, from: position, parent: element.id, into: &result)
                    + spec.lineSpacing
            case let .section(section, header, cells, footer):
                let length = sectionLength(header: header, cells: cells, footer: footer, spec, slots: slots,
                                           cross: cross)
                var origin = Point.zero
                origin[axis] = position
                var size = Size.zero
                size[axis] = length
                size[axis.other] = cross
                recordFrame(section, Rect(origin: origin, size: size), parent: element.id, into: &result)
                var inner = 0.0
                if let header {
                    inner = placeBand(header, spec, at: inner, cross: cross, parent: section.id, into: &result)
                }
                if !cells.isEmpty {
                    inner = placeLines(cells, spec, slots: slots, from: inner, parent: section.id, into: &result)
                        + spec.lineSpacing
                }
                if let footer {
                    _ = placeBand(footer, spec, at: inner, cross: cross, parent: section.id, into: &result)
                }
                position += length + spec.lineSpacing
            }
        }
    }

    /// A header or footer across the grid at `position`; where the next line starts.
    private func placeBand(_ band: RenderElement, _ spec: LazyGridSpec, at position: Double, cross: Double,
                           parent: ElementID, into result: inout LayoutResult) -> Double {
        let proposal = ProposedSize.along(spec.axis, nil, cross: cross)
        let size = sizeThatFits(band, proposal, context: .other)
        var origin = Point.zero
        origin[spec.axis] = position
        // Across the grid the band sits at the grid's alignment (leading
        // for a header of a leading grid).
        var box = Size.zero
        box[spec.axis] = size[spec.axis]
        box[spec.axis.other] = cross
        let at = aligned(size, in: Rect(origin: origin, size: box), alignment: spec.alignment)
        place(band, at: at, size: size, proposal: proposal, context: .other, parent: parent, into: &result)
        return position + size[spec.axis] + spec.lineSpacing
    }

    /// Places `cells` line after line from `position`; where the last line ends.
    private func placeLines(_ cells: [RenderElement], _ spec: LazyGridSpec, slots: [LazyGridSpec.Slot],
                            from position: Double, parent: ElementID, into result: inout LayoutResult) -> Double {
        let axis = spec.axis
        let lengths = lineLengths(cells, spec, slots: slots)
        var start = position
        for (line, length) in lengths.enumerated() {
            for (n, slot) in slots.enumerated() {
                let index = line * slots.count + n
                guard index < cells.count else { break }
                let proposal = cellProposal(spec, slot.length)
                let size = sizeThatFits(cells[index], proposal, context: .other)
                var origin = Point.zero
                origin[axis] = start
                origin[axis.other] = slot.offset
                var box = Size.zero
                box[axis] = length
                box[axis.other] = slot.length
                let at = aligned(size, in: Rect(origin: origin, size: box), alignment: spec.cellAlignment(slot.track))
                place(cells[index], at: at, size: size, proposal: proposal, context: .other, parent: parent,
                      into: &result)
            }
            start += length + (line < lengths.count - 1 ? spec.lineSpacing : 0)
        }
        return lengths.isEmpty ? position - spec.lineSpacing : start
    }
}

extension LayoutPass {
    /// Records `element`'s frame without placing its children (the caller
    /// places them itself).
    func recordFrame(_ element: RenderElement, _ frame: Rect, parent: ElementID, into result: inout LayoutResult) {
        result.frames[element.id] = frame
        result.parents[element.id] = parent
        result.proposals[element.id] = ProposedSize(frame.size)
        result.contexts[element.id] = .other
    }
}

extension Point {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension AlignmentValue {
    /// The alignment SwiftUI names `name` ("topLeading", "center" ...); nil
    /// for another name.
    init?(named name: String) {
        let horizontals: [String: Horizontal] = ["leading": .leading, "center": .center, "trailing": .trailing]
        let verticals: [String: Vertical] = ["top": .top, "center": .center, "bottom": .bottom,
                                             "firstTextBaseline": .firstTextBaseline,
                                             "lastTextBaseline": .lastTextBaseline]
        if let h = horizontals[name] { self.init(horizontal: h); return }
        if let v = verticals[name] { self.init(vertical: v); return }
        for (vName, v) in verticals {
            for (hName, h) in horizontals where name == vName + hName.prefix(1).uppercased() + hName.dropFirst() {
                self.init(horizontal: h, vertical: v)
                return
            }
        }
        return nil
    }
}
