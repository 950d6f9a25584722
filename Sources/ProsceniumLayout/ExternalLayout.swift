public import ProsceniumHost

/// A layout the app computes for a `layout` element (a SwiftUI `Layout`,
/// `ViewThatFits`, a stack aligned by explicit guides): the engine asks it
/// for its size and for its subviews' frames while it lays the tree out,
/// and the layout sizes its subviews through the engine
/// (`ExternalSubview.sizeThatFits`), so it reads exactly the sizes the
/// engine gives them, with no round trip through the display.
public protocol ExternalLayout {
    /// The layout's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, subviews: [ExternalSubview]) -> Size

    /// Where the layout puts each subview in `bounds` (the layout's own
    /// coordinates, from its top leading corner), by the subview's element;
    /// a subview missing from the answer was not placed.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [ExternalSubview])
        -> [ElementID: ExternalPlacement]

    /// Whether subviews the layout does not place are hidden (`ViewThatFits`
    /// shows only the view it picks) rather than centred in its bounds, as
    /// SwiftUI puts a subview a layout forgot.
    var hidesUnplaced: Bool { get }
}

/// One view of an app's layout, sized by the engine.
public struct ExternalSubview {
    /// The view's element.
    public let id: ElementID
    let sizer: (ProposedSize) -> Size

    /// The size the view chooses for `proposal`, as the engine lays it out.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size { sizer(proposal) }
}

/// Where an app's layout put one of its views: its frame and the proposal
/// it was sized for.
public struct ExternalPlacement: Hashable, Sendable {
    public var frame: Rect
    public var proposal: ProposedSize

    public init(frame: Rect, proposal: ProposedSize) {
        self.frame = frame
        self.proposal = proposal
    }
}

extension LayoutPass {
    /// `element`'s children as the subviews of its layout.
    private func externalSubviews(of element: RenderElement) -> [ExternalSubview] {
        element.children.map { child in
            ExternalSubview(id: child.id) { [unowned self] proposal in
                sizeThatFits(child, proposal, context: .other)
            }
        }
    }

    /// A `layout` element's size, as its layout computes it; a layout that
    /// takes "all it is offered" of an unspecified or infinite proposal
    /// gets its ideal size in that axis. Without the app's layout, its views
    /// as a vertical stack.
    func externalSize(_ element: RenderElement, _ proposal: ProposedSize) -> Size {
        guard let layout = externals[element.id] else { return containerSize(element, proposal) }
        let subviews = externalSubviews(of: element)
        var size = layout.sizeThatFits(proposal, subviews: subviews)
        if !size.width.isFinite || !size.height.isFinite {
            let ideal = proposal == .unspecified ? Size.zero : layout.sizeThatFits(.unspecified, subviews: subviews)
            size = Size(width: size.width.isFinite ? size.width : finiteOr(ideal.width, 0),
                        height: size.height.isFinite ? size.height : finiteOr(ideal.height, 0))
        }
        return Size(width: max(size.width, 0), height: max(size.height, 0))
    }

    /// Puts a `layout` element's views where its layout places them; a view
    /// it does not place is centred, or left without a frame (hidden) when
    /// the layout hides those.
    func placeExternal(_ element: RenderElement, in bounds: Rect, into result: inout LayoutResult) {
        guard let layout = externals[element.id] else {
            placeStack(element.children, in: bounds, proposal: ProposedSize(bounds.size), axis: .vertical, spacing: 0,
                       alignment: .center, into: &result, parent: element.id)
            return
        }
        let placements = layout.placeSubviews(in: bounds, proposal: ProposedSize(bounds.size),
                                              subviews: externalSubviews(of: element))
        for child in element.children {
            if let placed = placements[child.id] {
                let frame = placed.frame
                let origin = Point(x: finiteOr(frame.x, 0), y: finiteOr(frame.y, 0))
                let size = Size(width: max(finiteOr(frame.width, bounds.width), 0),
                                height: max(finiteOr(frame.height, bounds.height), 0))
                place(child, at: origin, size: size, proposal: placed.proposal, context: .other, parent: element.id,
                      into: &result)
            } else if !layout.hidesUnplaced {
                placeAligned(child, in: bounds, proposal: ProposedSize(bounds.size), alignment: .center,
                             parent: element.id, into: &result)
            }
        }
    }
}
