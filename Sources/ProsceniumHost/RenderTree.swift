/// A mutable render tree rebuilt from patches alone: what a display holds.
///
/// The headless display keeps one per surface, so every test also proves that
/// the patches the graph emits rebuild exactly the tree it describes.
public struct RenderTree: Sendable, Equatable {
    public enum ApplyError: Error, Equatable, CustomStringConvertible {
        case unknownElement(ElementID)
        case duplicateElement(ElementID)
        case notAChild(parent: ElementID, before: ElementID)
        public var description: String {
            switch self {
            case let .unknownElement(id): "unknown element \(id)"
            case let .duplicateElement(id): "element \(id) already exists"
            case let .notAChild(parent, before): "\(before) is not a child of \(parent)"
            }
        }
    }

    private struct Node: Sendable, Equatable {
        var tag: ElementKind
        var attributes: [AttributeKey: AttributeValue]
        var text: String?
        var children: [ElementID]
        var parent: ElementID?
    }

    private var nodes: [ElementID: Node] = [:]
    public private(set) var rootID: ElementID

    public init(root: RenderElement) {
        rootID = root.id
        add(root, parent: nil)
    }

    /// The element with `id` and its subtree, or nil.
    public func element(_ id: ElementID) -> RenderElement? {
        guard let node = nodes[id] else { return nil }
        return RenderElement(id: id, tag: node.tag, attributes: node.attributes, text: node.text,
                             children: node.children.compactMap(element))
    }

    /// The whole tree.
    public var root: RenderElement { element(rootID)! }

    public var count: Int { nodes.count }

    public func parent(of id: ElementID) -> ElementID? { nodes[id]?.parent }

    public mutating func apply(_ patches: [Patch]) throws {
        for patch in patches { try apply(patch) }
    }

    public mutating func apply(_ patch: Patch) throws {
        switch patch {
        case let .insert(parent, before, element):
            guard nodes[parent] != nil else { throw ApplyError.unknownElement(parent) }
            let index = try position(of: before, in: parent)
            for e in element.allElements() where nodes[e.id] != nil { throw ApplyError.duplicateElement(e.id) }
            add(element, parent: parent)
            nodes[parent]!.children.insert(element.id, at: index)
        case let .remove(id):
            guard let node = nodes[id] else { throw ApplyError.unknownElement(id) }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == id } }
            removeSubtree(id)
        case let .removeChildren(parent):
            guard let node = nodes[parent] else { throw ApplyError.unknownElement(parent) }
            nodes[parent]!.children = []
            for child in node.children { removeSubtree(child) }
        case let .move(id, parent, before):
            guard let node = nodes[id] else { throw ApplyError.unknownElement(id) }
            guard nodes[parent] != nil else { throw ApplyError.unknownElement(parent) }
            if before == id { return }
            _ = try position(of: before, in: parent)
            if let old = node.parent { nodes[old]?.children.removeAll { $0 == id } }
            nodes[parent]!.children.insert(id, at: try position(of: before, in: parent))
            nodes[id]!.parent = parent
        case let .setAttribute(id, name, value):
            guard nodes[id] != nil else { throw ApplyError.unknownElement(id) }
            nodes[id]!.attributes[name] = value
        case let .setText(id, text):
            guard nodes[id] != nil else { throw ApplyError.unknownElement(id) }
            nodes[id]!.text = text
        case .animate:
            // Timing only: the tree is the same.
            break
        }
    }

    /// The index `before` stands at among `parent`'s children (the end for nil).
    /// Searches from the end: appends and runs of inserts land there.
    private func position(of before: ElementID?, in parent: ElementID) throws -> Int {
        let children = nodes[parent]!.children
        guard let before else { return children.count }
        guard let index = children.lastIndex(of: before) else {
            throw ApplyError.notAChild(parent: parent, before: before)
        }
        return index
    }

    private mutating func add(_ element: RenderElement, parent: ElementID?) {
        nodes[element.id] = Node(tag: element.tag, attributes: element.attributes, text: element.text,
                                 children: element.children.map(\.id), parent: parent)
        for child in element.children { add(child, parent: element.id) }
    }

    private mutating func removeSubtree(_ id: ElementID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for child in node.children { removeSubtree(child) }
    }
}
