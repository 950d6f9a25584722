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
        return prepare(root)
    }

    private static func needsPreparing(_ element: RenderElement) -> Bool {
        if stackKinds.contains(element.tag), element.children.contains(where: { $0.tag == .section }) { return true }
        return element.children.contains(where: needsPreparing)
    }

    private static func prepare(_ element: RenderElement) -> RenderElement {
        var element = element
        let isStack = stackKinds.contains(element.tag)
        element.children = element.children.map { child in
            var child = prepare(child)
            if isStack, child.tag == .section {
                let horizontal = element.tag == .hstack || element.tag == .lazyhstack
                child.attributes[.axis] = .string(horizontal ? "horizontal" : "vertical")
                child.attributes[.spacing] = element.attributes[.spacing]
                child.attributes[.alignment] = element.attributes[.alignment]
            }
            return child
        }
        return element
    }

    /// The axis a section lays its parts along: its stack's.
    static func axis(_ section: RenderElement) -> Axis {
        section.attributes[.axis]?.string == "horizontal" ? .horizontal : .vertical
    }
}
