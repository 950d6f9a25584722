import ProsceniumHost

/// How a shape is filled: which areas are inside.
@frozen public struct FillStyle: Equatable, Sendable {
    /// Whether areas the outline crosses an even number of times are outside
    /// (even-odd) rather than inside (non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are smoothed: browsers always smooth them, so `false`
    /// is not honoured.
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked.
@frozen public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The stroke's attributes on a `shape` element (the defaults left out).
    var attributes: ElementAttributes {
        var attributes: ElementAttributes = [.lineWidth: .length(Double(lineWidth))]
        if lineCap != .butt { attributes[.lineCap] = .string(lineCap.name) }
        if lineJoin != .miter { attributes[.lineJoin] = .string(lineJoin.name) }
        if miterLimit != 10 { attributes[.miterLimit] = .number(Double(miterLimit)) }
        if !dash.isEmpty { attributes[.dash] = .string(dash.map { formatNumber(Double($0)) }.joined(separator: " ")) }
        if dashPhase != 0 { attributes[.dashPhase] = .length(Double(dashPhase)) }
        return attributes
    }

    var value: DrawingValue.Stroke {
        DrawingValue.Stroke(lineWidth: Double(lineWidth), lineCap: lineCap.name, lineJoin: lineJoin.name,
                            miterLimit: Double(miterLimit), dash: dash.map { Double($0) }, dashPhase: Double(dashPhase))
    }
}

/// How the ends of an open stroke are drawn (Core Graphics's names).
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
    var name: String { switch self { case .butt: "butt"; case .round: "round"; case .square: "square" } }
}

/// How a stroke's corners are drawn (Core Graphics's names).
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
    var name: String { switch self { case .miter: "miter"; case .round: "round"; case .bevel: "bevel" } }
}

/// One way a shape view draws its shape.
enum ShapeLayer {
    case fill(any ShapeStyle, FillStyle)
    case stroke(any ShapeStyle, StrokeStyle, border: Bool)
}

/// A view that draws a shape: fills and strokes can be chained
/// (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`); the last fill and
/// the last stroke of the chain are drawn.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

/// A shape view whose layers it can list, the first drawn first.
@MainActor protocol LayeredShapeView {
    var shapeLayers: [ShapeLayer] { get }
}

/// A shape filled with a style: what `.fill(_:)` makes.
@frozen nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    var shapeLayers: [ShapeLayer] {
        if let stroked = shape as? any StrokedShape { return [.stroke(style, stroked.strokeStyle, border: false)] }
        return [.fill(style, fillStyle)]
    }

    @MainActor package func render(into context: inout RenderContext) { renderShape(shape, layers: shapeLayers, into: &context) }
}

/// A shape filled on top of another shape view.
@frozen nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView,
    LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, isAntialiased: Bool = true, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    @MainActor var shapeLayers: [ShapeLayer] { backgroundLayers(background) + [.fill(style, fillStyle)] }
    @MainActor package func render(into context: inout RenderContext) { renderShape(shape, layers: shapeLayers, into: &context) }
}

/// A shape's outline stroked, on top of another shape view.
@frozen nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView, PrimitiveView,
    LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    @MainActor var shapeLayers: [ShapeLayer] { backgroundLayers(background) + [.stroke(style, strokeStyle, border: false)] }
    @MainActor package func render(into context: inout RenderContext) { renderShape(shape, layers: shapeLayers, into: &context) }
}

/// A shape's inner stroke (inset by half the line width), on top of another shape view.
@frozen nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView,
    PrimitiveView, LayeredShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    @MainActor var shapeLayers: [ShapeLayer] { backgroundLayers(background) + [.stroke(style, strokeStyle, border: true)] }
    @MainActor package func render(into context: inout RenderContext) { renderShape(shape, layers: shapeLayers, into: &context) }
}

@MainActor private func backgroundLayers(_ background: some View) -> [ShapeLayer] {
    (background as? any LayeredShapeView)?.shapeLayers ?? []
}

// MARK: Drawing

nonisolated extension Shape {
    /// This shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// This shape's outline drawn with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// This shape's outline drawn with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// This shape's inner stroke in `content`: the outline inset by half
    /// the line width, so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
                              background: EmptyView())
    }

    /// This shape's inner stroke in `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// Fills this view's shape with `content`, over what it draws already.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes this view's shape with `content`, over what it draws already.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes this view's shape with `content`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the inside of this view's shape with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
                              background: self)
    }

    /// Strokes the inside of this view's shape with `content`, `lineWidth` points wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The size the display measured a view at (a shape, a canvas), kept by its node.
final class MeasuredSize {
    var size: CGSize?

    /// Keeps the size a `geometry` event reports and redraws `node` when it changed.
    @MainActor func take(_ event: HostEvent, redrawing node: ViewNode, reason: String) {
        guard let size = event.measuredSize, size != self.size else { return }
        self.size = size
        node.invalidate(reason: reason)
    }
}

extension HostEvent {
    /// The size a `geometry` event reports; nil when it is missing, negative or not finite.
    var measuredSize: CGSize? {
        guard let width, let height, width.isFinite, height.isFinite, width >= 0, height >= 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}

/// Makes a `shape` element: the outline, the last fill and the last stroke.
/// A shape drawn from its path is measured by the display, and drawn again
/// from `path(in:)` at the size it has.
@MainActor
func renderShape<S: Shape>(_ shape: S, layers: [ShapeLayer], into context: inout RenderContext) {
    let measured = context.state("shapeSize") { MeasuredSize() }
    var outline = outlineValue(of: shape, size: measured.size)
    var attributes: ElementAttributes = [.shape: .string(shapeName(outline))]
    let environment = context.environment
    outline = mirroredForLayoutDirection(outline, of: shape, size: measured.size, in: environment)
    func paint(_ style: any ShapeStyle) -> AttributeValue {
        .painted(style.paint(in: environment) ?? .color(environment.foregroundColorValue ?? .primary))
    }
    var filled = false, stroked = false
    for layer in layers.reversed() {
        switch layer {
        case let .fill(style, fillStyle) where !filled:
            filled = true
            attributes[.fill] = paint(style)
            if let mode = drawingBlendMode(of: style) { attributes[.blendMode] = .string(mode.name) }
            attributes.merge(shadowAttributes(of: style)) { _, shadow in shadow }
            if fillStyle.isEOFilled { outline.eoFill = true }
        case let .stroke(style, strokeStyle, border) where !stroked:
            stroked = true
            attributes[.stroke] = paint(style)
            if attributes[.blendMode] == nil, let mode = drawingBlendMode(of: style) { attributes[.blendMode] = .string(mode.name) }
            attributes.merge(strokeStyle.attributes) { _, new in new }
            if border { attributes[.strokeBorder] = true }
        default: break
        }
    }
    attributes[.outline] = .shape(outline)
    context.setElement(.shape, attributes)
    context.registerShapeSizing(shape)
    if case .path(_, .some) = outline.base {
        let node = context.node
        context.on(.geometry) { event in measured.take(event, redrawing: node, reason: "measured size") }
    }
}
