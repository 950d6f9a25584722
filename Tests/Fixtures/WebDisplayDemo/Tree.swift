import ProsceniumHost

/// Builds render elements with fresh ids, so the demo reads like a view tree.
@MainActor
final class TreeBuilder {
    private var next = 0

    func id() -> ElementID {
        next += 1
        return ElementID(next)
    }

    /// The demo speaks the wire directly: attribute values are the text the
    /// browser client reads (CSS colours included), so they are plain strings;
    /// `"true"` and `"false"` are flags, which the wire carries as booleans.
    func element(_ tag: ElementKind, _ attributes: [String: String] = [:], text: String? = nil,
                 id: ElementID? = nil, _ children: [RenderElement] = []) -> RenderElement {
        var typed: [AttributeKey: AttributeValue] = [:]
        for (name, value) in attributes {
            typed[AttributeKey(rawValue: name)] = value == "true" || value == "false" ? .bool(value == "true") : .string(value)
        }
        return RenderElement(id: id ?? self.id(), tag: tag, attributes: typed, text: text, children: children)
    }

    func element(_ tag: ElementKind, _ children: [RenderElement]) -> RenderElement {
        element(tag, [:], children)
    }

    func text(_ string: String, id: ElementID? = nil, _ attributes: [String: String] = [:]) -> RenderElement {
        element(.text, attributes, text: string, id: id)
    }
}
