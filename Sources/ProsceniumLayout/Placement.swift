import ProsceniumHost

/// Placing: each element at the size it chose, its children inside it.
extension LayoutPass {
    /// Records `element`'s frame (in its parent's coordinates) and places
    /// its children.
    func place(_ element: RenderElement, at origin: Point, size: Size, proposal: ProposedSize,
                        context: LayoutContext, parent: ElementID, into result: inout LayoutResult) {
        // `position(x:y:)`: the view's centre at that point of its parent.
        let origin = Self.position(of: element).map { Point(x: $0.x - size.width / 2, y: $0.y - size.height / 2) }
            ?? origin
        var frame = Rect(origin: origin, size: size), proposal = proposal
        // The unsafe area beyond this view's edges, which it may reach into.
        var outside = safeAreas.last.map { Self.outsideInsets(of: frame, in: $0.bounds, outside: $0.outside) } ?? .zero
        if let grown = ignoringSafeArea(element, frame: frame, outside: outside, context: context) {
            (frame, proposal, outside) = grown
        }
        result.frames[element.id] = frame
        result.parents[element.id] = parent
        result.proposals[element.id] = proposal
        result.contexts[element.id] = context
        let offered = effectiveProposal(element, proposal, context: context)
        if element.tag == .text, let fit = textFit(element, offered) { result.textFits[element.id] = fit }
        safeAreas.append(Self.childSafeArea(of: element, size: frame.size, outside: outside))
        defer { safeAreas.removeLast() }
        placeChildren(of: element, in: Rect(origin: .zero, size: frame.size), proposal: offered, fitted: frame.size,
                      context: context, into: &result)
    }

    func placeChildren(of element: RenderElement, in bounds: Rect, proposal: ProposedSize, fitted: Size,
                                context: LayoutContext, into result: inout LayoutResult) {
        let children = element.children
        guard !children.isEmpty else { return }
        let alignment = element.attributes[.alignment]?.alignment ?? .center
        switch element.tag {
        case .vstack, .lazyvstack, .hstack, .lazyhstack:
            let axis: Axis = element.tag == .hstack || element.tag == .lazyhstack ? .horizontal : .vertical
            placeStack(children, in: bounds, proposal: proposal, axis: axis,
                       spacing: element.attributes[.spacing]?.length, alignment: alignment, into: &result,
                       parent: element.id)
        // A container-relative frame is a frame of the lengths the app made
        // from its container's size, as the display measured it.
        case .frame, .relativeframe:
            placeContent(children, in: bounds, proposal: frameChildProposal(FrameSpec(element), proposal),
                         alignment: alignment, parent: element.id, into: &result)
        case .padding:
            let i = insets(element)
            let inner = Rect(x: i.leading, y: i.top, width: max(bounds.width - i.leading - i.trailing, 0),
                             height: max(bounds.height - i.top - i.bottom, 0))
            placeContent(children, in: inner, proposal: paddingChildProposal(element, proposal),
                         alignment: .topLeading, parent: element.id, into: &result)
        case .layer:
            let base = Array(children.dropLast())
            for child in base {
                placeAligned(child, in: bounds, proposal: proposal, alignment: .center, parent: element.id, into: &result)
            }
            if let layer = children.last, !base.isEmpty {
                placeAligned(layer, in: bounds, proposal: ProposedSize(bounds.size), alignment: alignment,
                             parent: element.id, into: &result)
            }
        case .label:
            let parts = labelParts(element)
            placeStack(parts.shown, in: bounds, proposal: proposal, axis: .horizontal, spacing: Self.labelSpacing,
                       alignment: .center, into: &result, parent: element.id)
            for hidden in parts.hidden {
                place(hidden, at: Point(x: 0, y: 0), size: .zero, proposal: .zero, context: .other,
                      parent: element.id, into: &result)
            }
        case .scroll:
            // The content starts at the scrolled area's top leading corner
            // along the axes it scrolls in, and is centred across the others.
            let offer = scrollContentProposal(element, proposal)
            let content = contentSize(children, offer)
            var origin = aligned(content, in: bounds, alignment: .center)
            let axes = Self.scrollAxes(element)
            if axes.contains(.horizontal) { origin.x = bounds.x }
            if axes.contains(.vertical) { origin.y = bounds.y }
            placeContent(children, in: Rect(origin: origin, size: content), proposal: offer, alignment: .topLeading,
                         parent: element.id, into: &result)
        case .layout:
            placeExternal(element, in: bounds, into: &result)
        case .grid where GridSpec.isGrid(element):
            placeGrid(element, in: bounds, into: &result)
        case .grid:
            placeLazyGrid(element, in: bounds, into: &result)
        case .section:
            placeStack(children, in: bounds, proposal: proposal, axis: StackSections.axis(element),
                       spacing: element.attributes[.spacing]?.length, alignment: alignment, into: &result,
                       parent: element.id)
        case .list, .form:
            placeList(element, in: bounds, into: &result)
        case .table:
            placeTable(element, in: bounds, into: &result)
        case .split:
            placeSplit(element, in: bounds, into: &result)
        case .column, .page:
            placeColumn(element, in: bounds, into: &result)
        case .navstack:
            placeNavigationStack(element, in: bounds, into: &result)
        case .tablecolumn, .tablerows, .tablerow, .cell:
            // Placed by their table.
            return
        case .gridrow:
            // A row's cells are placed by its grid.
            return
        case .geometry:
            // A reader's content is offered its whole size, at its top leading corner.
            placeContent(children, in: bounds, proposal: ProposedSize(bounds.size), alignment: .topLeading,
                         parent: element.id, into: &result)
        case .text, .color, .shape, .spacer, .divider, .image, .canvas, .texteditor:
            // Text runs are inline; the others have no children to place.
            return
        case _ where ControlEnvironment.controlKinds.contains(element.tag):
            placeControl(element, size: fitted, proposal: proposal, into: &result)
        case .root:
            placeContent(children, in: bounds, proposal: proposal, alignment: .center, parent: element.id, into: &result)
        case .unavailable:
            placeUnavailable(element, in: bounds, into: &result)
        case .navlink:
            placeNavigationLink(element, in: bounds, into: &result)
        case .disclosure:
            placeDisclosure(element, in: bounds, into: &result)
        case .zstack:
            for child in children {
                placeAligned(child, in: bounds, proposal: proposal, alignment: alignment, parent: element.id, into: &result)
            }
        default:
            placeStack(children, in: bounds, proposal: proposal, axis: .vertical, spacing: 0, alignment: alignment,
                       into: &result, parent: element.id)
        }
    }

    /// A wrapper's content in `bounds`: one child aligned, several as a stack.
    private func placeContent(_ children: [RenderElement], in bounds: Rect, proposal: ProposedSize,
                                       alignment: AlignmentValue, parent: ElementID, into result: inout LayoutResult) {
        if children.count == 1 {
            placeAligned(children[0], in: bounds, proposal: proposal, alignment: alignment, parent: parent, into: &result)
            return
        }
        let stack = stackChildrenSize(children, proposal, axis: .vertical, spacing: nil)
        let origin = aligned(stack, in: bounds, alignment: alignment)
        placeStack(children, in: Rect(origin: origin, size: stack), proposal: proposal, axis: .vertical,
                   spacing: nil, alignment: AlignmentValue(horizontal: alignment.horizontal), into: &result, parent: parent)
    }

    /// One child at its size for `proposal`, aligned in `bounds`.
    func placeAligned(_ child: RenderElement, in bounds: Rect, proposal: ProposedSize,
                                       alignment: AlignmentValue, parent: ElementID, into result: inout LayoutResult) {
        let size = sizeThatFits(child, proposal, context: .other)
        place(child, at: aligned(size, in: bounds, alignment: alignment), size: size, proposal: proposal,
              context: .other, parent: parent, into: &result)
    }

    /// The point `position(x:y:)` puts an element's centre at, in its
    /// parent's coordinates (the wire's `X Y`).
    static func position(of element: RenderElement) -> Point? {
        guard let text = element.attributes[.position]?.string else { return nil }
        let numbers = text.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 2, numbers.allSatisfy(\.isFinite) else { return nil }
        return Point(x: numbers[0], y: numbers[1])
    }

    /// Where a box of `size` sits in `bounds` at `alignment`.
    func aligned(_ size: Size, in bounds: Rect, alignment: AlignmentValue) -> Point {
        let freeX = bounds.width - size.width, freeY = bounds.height - size.height
        let x: Double
        switch alignment.horizontal {
        case .leading: x = 0
        case .trailing: x = freeX
        default: x = freeX / 2
        }
        let y: Double
        switch alignment.vertical {
        case .top: y = 0
        case .bottom: y = freeY
        default: y = freeY / 2
        }
        return Point(x: bounds.x + x, y: bounds.y + y)
    }
}
