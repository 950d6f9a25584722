import ProsceniumHost

/// Gives its content a proxy that scrolls to the view with an ID: one made by
/// `ForEach` (its element's ID) or marked `.id(_:)`.
///
/// Its element is `scrollreader` (drawn as its content alone), with
/// `scrollTarget` = `ELEMENT ANCHOR SERIAL` after each `scrollTo`: the
/// display scrolls the element with that ID into view, aligned by the anchor
/// (`top`, `center`, `bottom`, `leading`, `trailing`; `nearest`: as little as
/// needed); the serial makes a repeated request a change.
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// The view builder that makes the reader's content from its proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    @MainActor package func render(into context: inout RenderContext) {
        let requests = context.state("scroll") { ScrollRequests() }
        requests.node = context.node
        var attributes: ElementAttributes = [:]
        if let request = requests.pending, let element = requests.elementID(of: request.id) {
            attributes[.scrollTarget] = .string("\(element.rawValue) \(request.anchor) \(request.serial)")
        }
        context.setElement(.scrollreader, attributes)
        context.addChildren(content(ScrollViewProxy(requests: requests)))
    }
}

/// Scrolls the scroll views around the views of a `ScrollViewReader`.
public struct ScrollViewProxy {
    let requests: ScrollRequests

    /// Scrolls so that the view with `id` shows, placed at `anchor` (nil: as
    /// little as needed).
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        // Without an anchor of its own, the transaction's (`withTransaction(\.scrollTargetAnchor, _:)`).
        let anchor = anchor ?? Transaction.current?.scrollTargetAnchor
        requests.request(AnyHashable(id), anchor: anchor.map(Self.anchorName) ?? "nearest")
    }

    /// The display's name for where `anchor` places a view.
    static func anchorName(_ anchor: UnitPoint) -> String {
        if anchor.y <= 0.25 { return "top" }
        if anchor.y >= 0.75 { return "bottom" }
        if anchor.x <= 0.25 { return "leading" }
        if anchor.x >= 0.75 { return "trailing" }
        return "center"
    }
}

/// A reader's last scroll request.
@MainActor
final class ScrollRequests {
    struct Request {
        let id: AnyHashable
        let anchor: String
        let serial: Int
    }

    weak var node: ViewNode?
    private(set) var pending: Request?
    private var serial = 0

    func request(_ id: AnyHashable, anchor: String) {
        serial += 1
        pending = Request(id: id, anchor: anchor, serial: serial)
        node?.invalidate(reason: "scrollTo")
    }

    /// The element of the first view under the reader whose identity is `id`.
    func elementID(of id: AnyHashable) -> ElementID? {
        guard let node else { return nil }
        let explicit = StructuralKey.explicit(id)
        func search(_ node: ViewNode) -> ViewNode? {
            for child in node.children {
                if child.key.components.contains(explicit) { return child }
                if let found = search(child) { return found }
            }
            return nil
        }
        guard let found = search(node) else { return nil }
        func firstElement(_ node: ViewNode) -> ElementID? {
            if let id = node.elementID { return id }
            for child in node.children { if let id = firstElement(child) { return id } }
            return nil
        }
        return firstElement(found)
    }
}
