extension RenderElement {
    /// A shape's outline.
    public var outline: ShapeValue? { attributes[.outline]?.shape }
    /// A shape's fill as a paint (a colour, gradient, material or image).
    public var fillPaint: PaintValue? { attributes[.fill]?.paint }
    /// A shape's stroke as a paint.
    public var strokePaint: PaintValue? { attributes[.stroke]?.paint }
    /// The background as a paint (`background(_:)` with a gradient or material).
    public var backgroundPaint: PaintValue? { attributes[.background]?.paint }
    /// The outline the element is clipped to (`clipShape`).
    public var clipShape: ShapeValue? { attributes[.clipShape]?.shape }
    /// The outline where the element takes clicks (`contentShape`).
    public var contentShape: ShapeValue? { attributes[.contentShape]?.shape }
    /// Filters on how the element is drawn, innermost first.
    public var filters: [FilterValue] { attributes[.filters]?.filters ?? [] }
    /// A canvas's drawing commands.
    public var drawing: DrawingValue? { attributes[.drawing]?.drawing }
}
