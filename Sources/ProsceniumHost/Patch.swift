/// One change to a render tree. An update is a list of patches, applied in order.
public enum Patch: Sendable, Equatable, Codable {
    /// Insert `element` (with its subtree) into `parent`, before the child
    /// `before` (at the end when `nil`), as the DOM's `insertBefore` does.
    case insert(parent: ElementID, before: ElementID?, element: RenderElement)
    /// Remove the element and its subtree.
    case remove(id: ElementID)
    /// Remove every child of `parent` with their subtrees, as a `remove` of
    /// each in order would; `parent` stays. One patch for a list emptied.
    case removeChildren(parent: ElementID)
    /// Move an existing element into `parent`, before the child `before` (at
    /// the end when `nil`).
    case move(id: ElementID, parent: ElementID, before: ElementID?)
    /// Set (or, with `nil`, remove) one attribute.
    case setAttribute(id: ElementID, name: AttributeKey, value: AttributeValue?)
    /// Replace the element's text content.
    case setText(id: ElementID, text: String?)
    /// The patches after this one, up to the next `animate` or the end of the
    /// list, were made under `animation` (`nil`: none): the display
    /// interpolates them (and runs the transitions of the elements they insert
    /// and remove) instead of showing them at once.
    case animate(AnimationValue?)

    private enum CodingKeys: String, CodingKey { case op, parent, before, element, id, name, value, text, animation }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .op) {
        case "insert":
            self = .insert(parent: try c.decode(ElementID.self, forKey: .parent),
                           before: try c.decodeIfPresent(ElementID.self, forKey: .before),
                           element: try c.decode(RenderElement.self, forKey: .element))
        case "remove":
            self = .remove(id: try c.decode(ElementID.self, forKey: .id))
        case "clear":
            self = .removeChildren(parent: try c.decode(ElementID.self, forKey: .parent))
        case "move":
            self = .move(id: try c.decode(ElementID.self, forKey: .id),
                         parent: try c.decode(ElementID.self, forKey: .parent),
                         before: try c.decodeIfPresent(ElementID.self, forKey: .before))
        case "attr":
            self = .setAttribute(id: try c.decode(ElementID.self, forKey: .id),
                                 name: try c.decode(AttributeKey.self, forKey: .name),
                                 value: try c.decodeIfPresent(AttributeValue.self, forKey: .value))
        case "text":
            self = .setText(id: try c.decode(ElementID.self, forKey: .id),
                            text: try c.decodeIfPresent(String.self, forKey: .text))
        case "animate":
            self = .animate(try c.decodeIfPresent(AnimationValue.self, forKey: .animation))
        case let op:
            throw DecodingError.dataCorruptedError(forKey: .op, in: c, debugDescription: "unknown patch op \(op)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .insert(parent, before, element):
            try c.encode("insert", forKey: .op)
            try c.encode(parent, forKey: .parent)
            try c.encodeIfPresent(before, forKey: .before)
            try c.encode(element, forKey: .element)
        case let .remove(id):
            try c.encode("remove", forKey: .op)
            try c.encode(id, forKey: .id)
        case let .removeChildren(parent):
            try c.encode("clear", forKey: .op)
            try c.encode(parent, forKey: .parent)
        case let .move(id, parent, before):
            try c.encode("move", forKey: .op)
            try c.encode(id, forKey: .id)
            try c.encode(parent, forKey: .parent)
            try c.encodeIfPresent(before, forKey: .before)
        case let .setAttribute(id, name, value):
            try c.encode("attr", forKey: .op)
            try c.encode(id, forKey: .id)
            try c.encode(name, forKey: .name)
            try c.encodeIfPresent(value, forKey: .value)
        case let .setText(id, text):
            try c.encode("text", forKey: .op)
            try c.encode(id, forKey: .id)
            try c.encodeIfPresent(text, forKey: .text)
        case let .animate(animation):
            try c.encode("animate", forKey: .op)
            try c.encodeIfPresent(animation, forKey: .animation)
        }
    }
}
