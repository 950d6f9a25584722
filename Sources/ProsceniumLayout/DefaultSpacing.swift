import ProsceniumHost

/// The space a stack leaves between two views when it names none, per pair
/// of view kinds, as SwiftUI computes it on macOS.
enum DefaultSpacing {
    /// Between most views: 8 points.
    static let standard = 8.0

    /// The space between `first` and `second`, next to each other along `axis`.
    static func between(_ first: RenderElement, _ second: RenderElement, along axis: Axis) -> Double {
        // Lines of text stacked vertically sit one line height apart, top to
        // top (measured on a Mac: two body lines 16 points apart), so their
        // text already holds the space between them.
        if axis == .vertical, isText(first), isText(second) { return 0 }
        return standard
    }

    /// Whether `element` is text, alone or inside layout-only wrappers.
    private static func isText(_ element: RenderElement) -> Bool {
        switch element.tag {
        case .text: return true
        case .padding: return false
        case .frame: return element.children.count == 1 && isText(element.children[0])
        default: return false
        }
    }
}
