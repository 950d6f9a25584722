import ProsceniumHost

/// What a `Canvas` draws with: fills, strokes, text and images, under a
/// transform, clip, opacity, blend mode and filters. It records drawing
/// commands (`DrawingValue`) that the display replays at the canvas's size;
/// copies of a context draw with their own state, as in SwiftUI. A canvas's
/// symbol views (`resolveSymbol(id:)`) are drawn as the page shows them.
public struct GraphicsContext {
    /// Where the commands of this context and its copies go.
    final class Recorder {
        var commands: [DrawingValue.Command] = []
        /// The canvas's symbol views by tag: their place among its symbols and their measured size.
        var symbols: [AnyHashable: (index: Int, size: CGSize)] = [:]
        /// How many mask layers (`clipToLayer`) have been recorded: the next one's id.
        var masks = 0
    }

    let recorder: Recorder
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    /// The opacity of what is drawn next (multiplied by the layer's).
    public var opacity: Double = 1
    /// How what is drawn next blends with what is below.
    public var blendMode: BlendMode = .normal
    /// The transform from this context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Clip paths in the canvas's coordinates, with their fill rule.
    var clips: [(path: Path, eoFill: Bool)] = []
    /// Mask layers (`clipToLayer`) by id, with their opacity and whether they are inverted.
    var layerClips: [(id: Int, opacity: Double, inverse: Bool)] = []
    var filters: [FilterValue] = []
    let size: CGSize

    init(recorder: Recorder, environment: EnvironmentValues, size: CGSize) {
        self.recorder = recorder
        self.environment = environment
        self.size = size
    }

    /// The bounds of the clip in this context's coordinates.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: size)
        for clip in clips { rect = rect.intersection(clip.path.boundingRect) }
        return rect.applying(transform.inverted())
    }

    // MARK: Transforms

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping and filters

    /// Options for a clip.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clip to what is outside the path instead.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// Keeps what is drawn next inside `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var path = path.applying(transform)
        var eoFill = style.isEOFilled
        if options.contains(.inverse) {
            // Outside the path: the canvas's bounds with the path cut out, by the even-odd rule.
            var inverse = Path(CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5))
            inverse.addPath(path)
            path = inverse
            eoFill = true
        }
        clips.append((path, eoFill))
    }

    /// Options for a filter (browsers filter in sRGB whatever they say).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// A filter on what is drawn next.
    public struct Filter: Sendable {
        let value: FilterValue
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(value: .blur(radius: Double(radius), opaque: options.contains(.opaque)))
        }
        public static func brightness(_ amount: Double) -> Filter { Filter(value: .brightness(amount)) }
        public static func contrast(_ amount: Double) -> Filter { Filter(value: .contrast(amount)) }
        public static func saturation(_ amount: Double) -> Filter { Filter(value: .saturation(amount)) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(value: .grayscale(amount)) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(value: .hueRotation(degrees: angle.degrees)) }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(value: .colorInvert) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(value: .colorMultiply(color.value)) }
        public static var luminanceToAlpha: Filter { Filter(value: .luminanceToAlpha) }
    }

    /// Options for a blur.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    /// Adds a filter to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.value)
    }

    // MARK: Shading

    /// Options for gradients.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// A colour or gradient to fill or stroke with, in this context's points.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
            case tiled(Image, CGPoint, CGRect, CGFloat)
            case palette([Shading])
        }
        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static var foreground: Shading { style(ForegroundStyle()) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }

        /// `image` repeated across the plane: the part of it `sourceRect`
        /// selects (in units of the image), `scale` times its size, one tile
        /// with its corner at `origin`. The page's canvas, like SwiftUI's,
        /// is flipped, so that corner is the tile's top leading one.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> GraphicsContext.Shading {
            Shading(kind: .tiled(image, origin, sourceRect, scale))
        }

        /// A shading of several levels, one for each layer of what is drawn.
        /// A path, a text, and a symbol (whose glyph the page's canvas draws
        /// as one layer) take the first; `array` must not be empty.
        public static func palette(_ array: [GraphicsContext.Shading]) -> GraphicsContext.Shading {
            Shading(kind: .palette(array))
        }
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        draw(.fill(path.applying(transform).shapePath, resolve(shading), eoFill: style.isEOFilled))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        // The stroke is drawn in this context's coordinates, so a scale widens it.
        draw(.stroke(path.shapePath, resolve(shading, transformed: false), style.value), transformed: true)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text ready to draw: its characters, font and colour.
    public struct ResolvedText {
        let string: String
        let font: FontValue?
        let color: ColorValue?
        /// Shading for the text: the colour it is drawn in.
        public var shading: Shading = .foreground
        var shadingColor: ColorValue?
        /// The text and environment it was resolved from, laid out to measure it.
        var source: Text?
        var sourceEnvironment: EnvironmentValues?
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        let systemName: String?
        let asset: String?
        let color: ColorValue?
        /// The image's size in points (a symbol's is its font size).
        public var size: CGSize
        /// Shading for a symbol: the colour it is drawn in.
        public var shading: Shading?
        public var baseline: CGFloat { size.height }
    }

    public func resolve(_ text: Text) -> ResolvedText {
        let run = text.runs.first
        var font = (run?.font ?? environment.font)?.value
        if let weight = run?.weight {
            font = font ?? Font.body.value
            font?.weight = FontValue.Weight(rawValue: weight.value)
        }
        if run?.italic == true {
            font = font ?? Font.body.value
            font?.isItalic = true
        }
        let color = run?.color?.value ?? environment.foregroundColorValue
        return ResolvedText(string: text.plainText, font: font, color: color, source: text, sourceEnvironment: environment)
    }

    public func resolve(_ image: Image) -> ResolvedImage {
        let pointSize = CGFloat(environment.font?.value.size ?? 13)
        switch image.source {
        case let .system(name):
            return ResolvedImage(systemName: name, asset: nil, color: environment.foregroundColorValue,
                                 size: CGSize(width: pointSize, height: pointSize))
        case let .drawn(drawn):
            // A drawn image is not replayed inside a canvas: it keeps its size and shows nothing.
            return ResolvedImage(systemName: nil, asset: nil, color: nil, size: drawn.size)
        case .named, .held:
            // The file's pixel size is the browser's to know: drawn at `at:`, an
            // image takes the current font's size square; `in:` gives it a rectangle.
            return ResolvedImage(systemName: nil, asset: image.servedAsset(in: environment.imageAssets)?.key, color: nil,
                                 size: CGSize(width: pointSize, height: pointSize))
        }
    }

    /// Draws `text` with its `anchor` (a unit point of its bounds) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, from its top leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let color = shadingColor(text.shading) ?? text.color
        draw(.text(text.string, font: text.font, color: color, x: Double(point.x), y: Double(point.y),
                   anchorX: Double(anchor.x), anchorY: Double(anchor.y)), transformed: true)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.minX, y: rect.minY), anchor: .topLeading)
    }

    /// Draws `image` with its `anchor` at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` filling `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect) }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - image.size.width * anchor.x, y: point.y - image.size.height * anchor.y)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let color = image.shading.flatMap(shadingColor) ?? image.color
        draw(.image(systemName: image.systemName, asset: image.asset, x: Double(rect.minX), y: Double(rect.minY),
                    width: Double(rect.width), height: Double(rect.height), color: color), transformed: true)
    }

    /// Draws what `content` draws into a layer of its own, then the layer
    /// with this context's opacity, blend mode and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        recorder.commands.append(.save)
        applyState(transformed: false)
        recorder.commands.append(.beginLayer)
        var layer = GraphicsContext(recorder: recorder, environment: environment, size: size)
        layer.transform = transform
        try content(&layer)
        appendMasks()
        recorder.commands.append(.endLayer)
        recorder.commands.append(.restore)
    }

    /// Adds to the clip what `content` draws into a layer of its own: what
    /// is drawn next shows where the layer is opaque (its alpha times
    /// `opacity`), or where it is not with the `inverse` option.
    public mutating func clipToLayer(opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let id = recorder.masks
        recorder.masks += 1
        recorder.commands.append(.beginMask(id))
        var layer = GraphicsContext(recorder: recorder, environment: environment, size: size)
        layer.transform = transform
        try content(&layer)
        recorder.commands.append(.endMask)
        layerClips.append((id, opacity, options.contains(.inverse)))
    }

    // MARK: Recording

    /// Records one drawing command inside this context's state; `transformed`:
    /// the command is in this context's coordinates (else in the canvas's).
    func draw(_ command: DrawingValue.Command, transformed: Bool = false) {
        recorder.commands.append(.save)
        if layerClips.isEmpty {
            applyState(transformed: transformed)
            recorder.commands.append(command)
        } else {
            // Clipped to layers: drawn (filtered) into a layer of its own,
            // masked there, then composited with the opacity and blend mode.
            applyState(transformed: false, filtered: false)
            recorder.commands.append(.beginLayer)
            for filter in filters { recorder.commands.append(.filter(filter)) }
            if transformed { appendTransform() }
            recorder.commands.append(command)
            appendMasks()
            recorder.commands.append(.endLayer)
        }
        recorder.commands.append(.restore)
    }

    private func applyState(transformed: Bool, filtered: Bool = true) {
        for clip in clips { recorder.commands.append(.clip(clip.path.shapePath, eoFill: clip.eoFill)) }
        if transformed { appendTransform() }
        if opacity != 1 { recorder.commands.append(.opacity(opacity)) }
        if blendMode != .normal { recorder.commands.append(.blendMode(blendMode.name)) }
        if filtered { for filter in filters { recorder.commands.append(.filter(filter)) } }
    }

    private func appendTransform() {
        guard !transform.isIdentity else { return }
        let t = transform
        recorder.commands.append(.transform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d),
                                            tx: Double(t.tx), ty: Double(t.ty)))
    }

    private func appendMasks() {
        for clip in layerClips {
            recorder.commands.append(.applyMask(clip.id, opacity: clip.opacity, inverse: clip.inverse))
        }
    }

    /// `shading` with its shape styles taken from this context's
    /// environment (`.foreground`, hierarchical levels, semantic colours),
    /// so it draws the same in a context whose environment differs.
    public func resolve(_ shading: Shading) -> Shading {
        switch shading.kind {
        case let .style(style):
            guard case let .color(color)? = style.paint(in: environment) else { return shading }
            return .color(Color(value: color))
        case let .palette(levels):
            return .palette(levels.map(resolve))
        default:
            return shading
        }
    }

    private func shadingColor(_ shading: Shading) -> ColorValue? {
        if case let .color(color) = resolve(shading, transformed: true) { return color }
        return nil
    }

    /// A shading in the canvas's coordinates (gradients' points transformed),
    /// or in this context's with `transformed: false`.
    private func resolve(_ shading: Shading, transformed: Bool = true) -> DrawingValue.Shading {
        let t = transformed ? transform : .identity
        func point(_ p: CGPoint) -> ShapePath.Point {
            let q = p.applying(t)
            return ShapePath.Point(x: Double(q.x), y: Double(q.y))
        }
        let scale = Double(sqrt(abs(t.a * t.d - t.b * t.c)))
        switch shading.kind {
        case let .style(style):
            switch style.paint(in: environment) {
            case let .color(color)?: return .color(color)
            case let .linearGradient(stops, start, end)?:
                return .linearGradient(stops, start: point(CGPoint(x: start.x * size.width, y: start.y * size.height)),
                                       end: point(CGPoint(x: end.x * size.width, y: end.y * size.height)))
            default: return .color(environment.foregroundColorValue ?? .primary)
            }
        case let .linear(gradient, start, end):
            return .linearGradient(gradient.stopValues, start: point(start), end: point(end))
        case let .radial(gradient, center, r0, r1):
            return .radialGradient(gradient.stopValues, center: point(center), startRadius: Double(r0) * scale,
                                   endRadius: Double(r1) * scale)
        case let .conic(gradient, center, angle):
            let turned = Double(atan2(t.b, t.a)) * 180 / .pi
            return .conicGradient(gradient.stopValues, center: point(center), angle: angle.degrees + turned)
        case let .palette(levels):
            return resolve(levels.first ?? .foreground, transformed: transformed)
        case let .tiled(image, origin, source, tileScale):
            let resolved = resolve(image)
            let m = CGAffineTransform(scaleX: tileScale, y: tileScale)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y)).concatenating(t)
            return .tiledImage(DrawingValue.Tile(
                systemName: resolved.systemName, asset: resolved.asset, color: resolved.color,
                pointSize: Double(resolved.size.width),
                pixelsPerPoint: image.servedAsset(in: environment.imageAssets)?.scale ?? 1,
                source: [source.minX, source.minY, source.width, source.height].map(Double.init),
                transform: [m.a, m.b, m.c, m.d, m.tx, m.ty].map(Double.init)))
        }
    }
}

/// A view that draws what its renderer draws into a `GraphicsContext`,
/// at the size the display gives it (measured and reported by the display;
/// the renderer runs again when that size or anything it read changes).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (its background is drawn black first).
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    /// A canvas of `renderer`. `symbols` are views tagged (`.tag(_:)`) for
    /// the renderer to draw with `resolveSymbol(id:)`; they show only where
    /// it draws them.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    @MainActor package func render(into context: inout RenderContext) {
        let measured = context.state("canvasSize") { MeasuredSize() }
        let size = measured.size ?? .zero
        let recorder = GraphicsContext.Recorder()
        let node = context.node
        let symbolItems = addSymbols(into: &context, recorder: recorder)
        var graphics = GraphicsContext(recorder: recorder, environment: context.environment, size: size)
        if isOpaque { graphics.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black)) }
        if size.width > 0, size.height > 0 { renderer(&graphics, size) }
        context.setElement(.canvas, [.drawing: .drawing(DrawingValue(recorder.commands))])
        context.addItems(symbolItems)
        context.on(.geometry) { event in measured.take(event, redrawing: node, reason: "canvas size") }
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}
