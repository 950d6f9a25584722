public import ProsceniumHost

/// The engine's frames for a whole window, as the display is sent them:
/// when every element of the window's content is one the engine lays out
/// exactly, the display places each at its frame instead of laying the
/// content out itself.
extension LayoutEngine {
    /// The kinds whose layout the engine computes as SwiftUI does: stacks,
    /// z-stacks, `frame`, `padding`, `background`/`overlay`, spacers,
    /// dividers, colours, shapes and text. Others (controls, lists, images,
    /// scroll views ...) still size themselves in the display.
    public static let placedKinds: Set<ElementKind> = [
        .root, .vstack, .hstack, .lazyvstack, .lazyhstack, .zstack, .frame, .padding, .layer,
        .spacer, .divider, .color, .shape, .text,
    ]

    /// Attributes that change an element's size or place in ways the engine
    /// does not model yet (`position`, the text modifiers that change
    /// widths, a reserved line count ...): content carrying them is left to
    /// the display.
    static let unplacedAttributes: Set<AttributeKey> = [
        .position, .lineSpacing, .letterSpacing, .baselineOffset, .minimumScaleFactor, .textCase,
        .reservesSpace, .unsizedAxes, .fontWidth, .monospacedDigits, .dynamicTypeSize, .matchedGeometry,
        .placements, .allowsTightening, .minimumLines, .columnSpan,
    ]

    /// What a text run may carry and still be measured in its text's font:
    /// colours and decorations, which do not change widths.
    static let runAttributes: Set<AttributeKey> = [
        .foreground, .underline, .strikethrough, .decorationColor, .decorationPattern, .background,
        .foregroundPaint,
    ]

    /// Whether the engine lays out an element of `tag` with `attributes`
    /// (its children aside).
    public static func places(_ tag: ElementKind, _ attributes: [AttributeKey: AttributeValue]) -> Bool {
        placedKinds.contains(tag) && attributes.keys.allSatisfy { !unplacedAttributes.contains($0) }
    }

    /// Whether a text element's runs are measured right in its own font.
    public static func placesRun(_ attributes: [AttributeKey: AttributeValue]) -> Bool {
        attributes.keys.allSatisfy(runAttributes.contains)
    }

    /// Whether the engine lays out all of `element`'s tree.
    public static func placesTree(_ element: RenderElement) -> Bool {
        guard places(element.tag, element.attributes) else { return false }
        if element.tag == .text {
            return element.children.allSatisfy { placesRun($0.attributes) && $0.children.isEmpty }
        }
        return element.children.allSatisfy(placesTree)
    }

    /// The window content's placement: its ideal size (`root` proposed no
    /// size) and each element's frame in its parent's coordinates, laid out
    /// in `size` (the ideal size when nil: a window that fits its content).
    /// Text runs are not placed: they flow inside their text.
    public func placement(of root: RenderElement, in size: Size?) -> LayoutPlacement {
        let ideal = sizeThatFits(root, .unspecified)
        let result = layout(root, in: size ?? ideal)
        var frames: [LayoutPlacement.Frame] = []
        func visit(_ element: RenderElement) {
            if element.id != root.id, let frame = result.frame(of: element.id) {
                // The wire keeps two decimals: a text is never sent narrower
                // than it measured, or the page would wrap its last word.
                let width = element.tag == .text ? (frame.width * 100).rounded(.up) / 100 : frame.width
                frames.append(LayoutPlacement.Frame(id: element.id, x: frame.x, y: frame.y,
                                                    width: width, height: frame.height))
            }
            guard element.tag != .text else { return }
            element.children.forEach(visit)
        }
        visit(root)
        return LayoutPlacement(width: ideal.width, height: ideal.height, frames: frames)
    }
}
