import ProsceniumHost

/// Builds render elements with fresh ids, so the demo reads like a view tree.
@MainActor
final class TreeBuilder {
    private var next = 0

    func id() -> ElementID {
        next += 1
        return ElementID(next)
    }

    func element(_ tag: String, _ attributes: [String: String] = [:], text: String? = nil,
                 id: ElementID? = nil, _ children: [RenderElement] = []) -> RenderElement {
        RenderElement(id: id ?? self.id(), tag: tag, attributes: attributes, text: text, children: children)
    }

    func element(_ tag: String, _ children: [RenderElement]) -> RenderElement {
        element(tag, [:], children)
    }

    func text(_ string: String, id: ElementID? = nil, _ attributes: [String: String] = [:]) -> RenderElement {
        element("text", attributes, text: string, id: id)
    }
}
