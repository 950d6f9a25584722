public import ProsceniumHost

/// How far a window's safe area lies inside its content on each edge: the
/// part a bar covers, as a window with a hidden title bar (full-size
/// content) has its title bar's height on top. The content is laid out in
/// the rest; views that ignore the safe area reach into it.
public struct SafeAreaInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = SafeAreaInsets()

    /// The wire's `TOP LEADING BOTTOM TRAILING`; nil when malformed or negative.
    public init?(wire: String) {
        let numbers = wire.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        self.init(top: numbers[0], leading: numbers[1], bottom: numbers[2], trailing: numbers[3])
    }

    var isZero: Bool { self == .zero }

    public var description: String { "\(format(top)) \(format(leading)) \(format(bottom)) \(format(trailing))" }
}

/// `ignoresSafeArea(_:edges:)`: a view whose edge lies on the safe area's
/// edge is laid out again in its frame grown to the unsafe area's edge, as
/// SwiftUI proposes it the larger rectangle and centres it there. The view
/// keeps the size its parent placed it at for its parent's layout: what
/// ignores the safe area moves nothing around it.
extension LayoutPass {
    /// The edges an element ignores the safe area on (the attribute's
    /// names), empty when it names none.
    static func ignoredEdges(of element: RenderElement) -> Set<String> {
        guard let text = element.attributes[.ignoresSafeArea]?.string else { return [] }
        return Set(text.split(separator: " ").map(String.init))
    }

    /// The unsafe area beyond the edges of a view at `frame` in its parent,
    /// whose safe area's edges are `bounds`' (its own, or inside a safe
    /// area padding) with `outside` beyond them: a view on (or past) one of
    /// those edges has the rest of what lies beyond it; one inside it, none.
    static func outsideInsets(of frame: Rect, in bounds: Rect, outside: SafeAreaInsets) -> SafeAreaInsets {
        guard !outside.isZero else { return .zero }
        let slack = 0.001
        func reach(_ beyond: Double, _ inset: Double) -> Double { beyond >= -slack ? max(0, inset - max(beyond, 0)) : 0 }
        return SafeAreaInsets(top: reach(bounds.y - frame.y, outside.top),
                              leading: reach(bounds.x - frame.x, outside.leading),
                              bottom: reach(frame.y + frame.height - bounds.y - bounds.height, outside.bottom),
                              trailing: reach(frame.x + frame.width - bounds.x - bounds.width, outside.trailing))
    }

    /// The safe area `element`'s children are placed in, in its own
    /// coordinates, and what lies beyond its edges: its bounds and the
    /// unsafe area beyond it; for `safeAreaPadding`, the padded rectangle,
    /// the padding added to what lies beyond (its views that ignore the
    /// safe area reach into the padding, and past it when it is on the
    /// window's unsafe area).
    static func childSafeArea(of element: RenderElement, size: Size,
                              outside: SafeAreaInsets) -> (bounds: Rect, outside: SafeAreaInsets) {
        guard element.tag == .padding, element.attributes[.safeAreaPadding]?.bool == true,
              let pad = BoxInsets(namedIn: element.attributes) else {
            return (Rect(origin: .zero, size: size), outside)
        }
        return (Rect(x: pad.leading, y: pad.top, width: max(size.width - pad.horizontal, 0),
                     height: max(size.height - pad.vertical, 0)),
                SafeAreaInsets(top: outside.top + pad.top, leading: outside.leading + pad.leading,
                               bottom: outside.bottom + pad.bottom, trailing: outside.trailing + pad.trailing))
    }

    /// `frame` grown into the unsafe area on the edges `element` ignores,
    /// and the element's size for that larger rectangle, centred in it;
    /// with what remains of the unsafe area beyond it. Unchanged when the
    /// element ignores no edge that has an unsafe area beyond it.
    func ignoringSafeArea(_ element: RenderElement, frame: Rect, outside: SafeAreaInsets,
                          context: LayoutContext) -> (frame: Rect, proposal: ProposedSize, outside: SafeAreaInsets)? {
        let edges = Self.ignoredEdges(of: element)
        guard !edges.isEmpty, !outside.isZero else { return nil }
        var grown = SafeAreaInsets.zero, left = outside
        if edges.contains("top") { grown.top = outside.top; left.top = 0 }
        if edges.contains("leading") { grown.leading = outside.leading; left.leading = 0 }
        if edges.contains("bottom") { grown.bottom = outside.bottom; left.bottom = 0 }
        if edges.contains("trailing") { grown.trailing = outside.trailing; left.trailing = 0 }
        guard !grown.isZero else { return nil }
        let bounds = Rect(x: frame.x - grown.leading, y: frame.y - grown.top,
                          width: frame.width + grown.leading + grown.trailing,
                          height: frame.height + grown.top + grown.bottom)
        let proposal = ProposedSize(bounds.size)
        let size = sizeThatFits(element, proposal, context: context)
        let origin = aligned(size, in: bounds, alignment: .center)
        return (Rect(origin: origin, size: size), proposal, left)
    }
}
