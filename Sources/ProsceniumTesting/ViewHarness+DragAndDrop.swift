import Foundation
@_spi(Display) import Proscenium

extension ViewHarness {
    /// The innermost element with `key` around (or showing) `text`.
    private func innermost(_ key: AttributeKey, around text: String) throws -> RenderElement {
        try elements.last { $0.attributes[key] != nil && $0.find(nil, text) != nil }
            .orThrow(HarnessError.notFound(tag: nil, text: "\(key.rawValue) around \(text)", tree: root.outline()))
    }

    /// Starts an item drag on the `onDrag` view showing `text`, as the page
    /// does once the pointer has moved it a few points.
    public func beginItemDrag(from text: String) throws {
        try send(HostEvent(kind: .itemDrag, target: innermost(.dragSource, around: text).id, value: "begin"))
    }

    /// Moves the drag under way over the drop target showing `text`: `enter`,
    /// or `move` once over it, at `location` in its space (of `size`).
    public func moveItemDrag(over text: String, phase: String = "enter", at location: CGPoint = .zero,
                             size: CGSize = CGSize(width: 100, height: 20)) throws {
        try send(HostEvent(kind: .drop, target: innermost(.dropTarget, around: text).id, value: phase,
                           x: location.x, y: location.y, width: size.width, height: size.height))
    }

    /// Drops the drag under way on the drop target showing `text`, then ends
    /// the drag at its source, as the page does when the pointer goes up.
    public func dropItem(on text: String, at location: CGPoint = .zero, size: CGSize = CGSize(width: 100, height: 20),
                         source: String) throws {
        try moveItemDrag(over: text, phase: "drop", at: location, size: size)
        try send(HostEvent(kind: .itemDrag, target: innermost(.dragSource, around: source).id, value: "end"))
    }

    /// Drags the `onDrag` view showing `source` onto the drop target showing
    /// `target` and lets go at `location`: begin, enter, move, drop, end.
    public func dragItem(_ source: String, onto target: String, at location: CGPoint = .zero,
                         size: CGSize = CGSize(width: 100, height: 20)) throws {
        try beginItemDrag(from: source)
        try moveItemDrag(over: target, phase: "enter", at: location, size: size)
        try moveItemDrag(over: target, phase: "move", at: location, size: size)
        try dropItem(on: target, at: location, size: size, source: source)
    }
}
