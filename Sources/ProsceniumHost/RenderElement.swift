/// One element of a render tree with its subtree: what a display shows.
///
/// `tag` names the kind of element (`.button`, `.text`, `.vstack`, ...; the
/// vocabulary is documented in `docs/PROTOCOL.md`); `attributes` carry its
/// properties, as text or typed values (colours, fonts, ...); `text` is its
/// text content, always shown as text.
public struct RenderElement: Sendable, Equatable, Codable {
    public var id: ElementID
    public var tag: ElementKind
    public var attributes: [AttributeKey: AttributeValue]
    public var text: String?
    public var children: [RenderElement]

    public init(id: ElementID, tag: ElementKind, attributes: [AttributeKey: AttributeValue] = [:],
                text: String? = nil, children: [RenderElement] = []) {
        self.id = id
        self.tag = tag
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    private enum CodingKeys: String, CodingKey { case id, tag, attributes, text, children }

    /// Reads an element whose empty `attributes` and `children` may be left
    /// out, as they are written.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(ElementID.self, forKey: .id)
        tag = try c.decode(ElementKind.self, forKey: .tag)
        attributes = try c.decodeIfPresent([AttributeKey: AttributeValue].self, forKey: .attributes) ?? [:]
        text = try c.decodeIfPresent(String.self, forKey: .text)
        children = try c.decodeIfPresent([RenderElement].self, forKey: .children) ?? []
    }

    /// Writes the element, leaving out empty `attributes` and `children`: most
    /// elements have neither (a row's texts), and they were a quarter of a
    /// list's bytes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(tag, forKey: .tag)
        if !attributes.isEmpty { try c.encode(attributes, forKey: .attributes) }
        try c.encodeIfPresent(text, forKey: .text)
        if !children.isEmpty { try c.encode(children, forKey: .children) }
    }

    /// Depth-first search of this element and its descendants.
    public func first(where predicate: (RenderElement) -> Bool) -> RenderElement? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }

    /// Every element of this subtree in document order, this one first.
    public func allElements() -> [RenderElement] {
        var result: [RenderElement] = []
        func visit(_ element: RenderElement) {
            result.append(element)
            element.children.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The text of this element and its descendants, joined in document order.
    public var textContent: String {
        var parts: [String] = []
        for element in allElements() { if let text = element.text { parts.append(text) } }
        return parts.joined(separator: " ")
    }
}
