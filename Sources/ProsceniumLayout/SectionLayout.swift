import ProsceniumHost

/// A `Section` outside a list or form: its header, content and footer are
/// views of the stack it is in, one after another along the stack's axis,
/// with the stack's spacing and alignment (a section is a `Group` with a
/// header and a footer). Before a layout the tree is copied with each such
/// section carrying its stack's axis, spacing and alignment, so the section
/// is laid out as a stack of its own that adds nothing between its parts.
enum StackSections {
    static let stackKinds: Set<ElementKind> = [.vstack, .hstack, .lazyvstack, .lazyhstack]

    /// `root` with each section in a stack carrying its stack's layout;
    /// `root` itself when no stack holds a section (most windows).
    static func prepared(_ root: RenderElement) -> RenderElement {
        guard needsPreparing(root) else { return root }
        return prepare(root) ?? root
    }

    private static func needsPreparing(_ element: RenderElement) -> Bool {
        if stackKinds.contains(element.tag), element.children.contains(where: { $0.tag == .section }) { return true }
        return element.children.contains(where: needsPreparing)
    }

    /// `element` as prepared, or nil when preparing changes nothing in it.
    private static func prepare(_ element: RenderElement) -> RenderElement? {
        let isStack = stackKinds.contains(element.tag)
        return element.replacingChildren { child in
            let prepared = prepare(child)
            guard isStack, child.tag == .section else { return prepared }
            var section = prepared ?? child
            let horizontal = element.tag == .hstack || element.tag == .lazyhstack
            let before = section.attributes
            section.attributes[.axis] = .string(horizontal ? "horizontal" : "vertical")
            section.attributes[.spacing] = element.attributes[.spacing]
            section.attributes[.alignment] = element.attributes[.alignment]
            return prepared != nil || section.attributes != before ? section : nil
        }
    }

    /// The axis a section lays its parts along: its stack's.
    static func axis(_ section: RenderElement) -> Axis {
        section.attributes[.axis]?.string == "horizontal" ? .horizontal : .vertical
    }
}
