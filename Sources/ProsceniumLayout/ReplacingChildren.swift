import ProsceniumHost

extension RenderElement {
    /// The element with each child `transform` changed replaced, or nil when
    /// it changed none (returned nil for every child): a tree preparing
    /// leaves alone stays the same value, which the layout memory and the
    /// list rows then find unchanged without comparing it element by element.
    func replacingChildren(_ transform: (RenderElement) -> RenderElement?) -> RenderElement? {
        var replaced: [RenderElement]?
        for index in children.indices {
            guard let new = transform(children[index]) else { continue }
            if replaced == nil { replaced = children }
            replaced![index] = new
        }
        guard let replaced else { return nil }
        var element = self
        element.children = replaced
        return element
    }
}
